import { INTENT_ARMED, INTENT_QUEUE, INTENT_READY_EVENT, type IntentIsland } from '@/directives/intentReady';

/** The reader is heading for a control (the click itself comes later): hydrate. */
const INTENT = ['pointerover', 'focusin', 'touchstart'];
/** The reader is using the page (scrolling, pointing, typing): fetch the island's code. */
const ACTIVE = ['scroll', 'pointermove', 'touchstart', 'keydown'];
const LISTEN = { capture: true, passive: true };

/**
 * Hydrates a `client:intent` island when the reader heads for one of its controls: on a slow
 * phone, running React alone is a task of over 100 ms, which the page's load no longer pays.
 * Its code is fetched and compiled, not run (modulepreload), as soon as the reader does
 * anything on the page, so it is there by the time of the tap; a page only looked at
 * downloads none of it. A plain click on a control before the island handles clicks itself
 * (it says so with INTENT_READY_EVENT) is held, then given to it again. Before this script
 * has run, and without scripts, a control is what its HTML is: a link to the piece's page.
 */
function hydrateOnIntent({ load, selector, el }: IntentIsland): void {
  const controlOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>(selector);
  let hydrating: Promise<void> | undefined;
  const hydrate = () => (hydrating ??= load().then((run) => run()));
  const onIntent = (event: Event) => void (controlOf(event) && hydrate());
  for (const type of INTENT) addEventListener(type, onIntent, LISTEN);

  const preload = () => {
    for (const type of ACTIVE) removeEventListener(type, preload, LISTEN);
    for (const url of [el.getAttribute('component-url'), el.getAttribute('renderer-url')])
      if (url) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url }));
  };
  for (const type of ACTIVE) addEventListener(type, preload, LISTEN);

  let held: HTMLElement | null | undefined;
  const hold = (event: MouseEvent) => {
    const control = controlOf(event);
    if (!control || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    held = control;
    void hydrate();
  };
  addEventListener('click', hold, true);
  document.addEventListener(
    INTENT_READY_EVENT,
    () => {
      removeEventListener('click', hold, true);
      held?.click();
    },
    { once: true },
  );
  // From here a click on a control opens it in place (before, it follows the link).
  el.setAttribute(INTENT_ARMED, '');
}

/** Takes the islands the page queued, and any queued later. */
export function hydrateQueuedOnIntent(): void {
  const queue = ((window as unknown as Record<string, IntentIsland[]>)[INTENT_QUEUE] ??= []);
  queue.forEach(hydrateOnIntent);
  queue.length = 0;
  queue.push = (...islands: IntentIsland[]) => {
    islands.forEach(hydrateOnIntent);
    return 0;
  };
}
