// Code a reader may never need comes when they head for it, never before the first paint.
//
// The trick, explained once: such code is built on its own, imported in a component's
// frontmatter as `import url from '…/x.ts?worker&url'`. Vite then bundles that module apart,
// as it would a worker (one self-contained file under /_astro/, named by its content), and
// hands over its address instead of its code. The page names the address in a data
// attribute, and the functions below import() it at the right moment: when the reader points
// at, focuses or touches the control (it is usually there by the time of the click), on the
// click itself, or once the page has loaded. The page carries a few bytes, not the code.
// (A module built this way is one file: a dynamic import inside it would be lost, so it
// imports everything statically.) Islands do the same through Astro's client directives.
//
// Only the nav's inline script imports this module: were a second inline script to import it
// too, Vite would split it into a file of its own, and both scripts would become requests.

/** What tells that a reader is heading for a control. */
const INTENT = ['pointerenter', 'focus', 'touchstart'] as const;

/** Runs `load` once, the first time the reader heads for one of `controls`; returns it (for the click itself). */
export function onIntent<T>(controls: Iterable<Element>, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const once = () => (loading ??= load());
  for (const control of controls)
    for (const type of INTENT) control.addEventListener(type, () => void once(), { once: true, passive: true });
  return once;
}

/** Imports a module built on its own (see above); asked again, the browser gives the same module, fetched once. */
export const importModule = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Makes every control marked `data-load-on-intent="<module address>"` load its module when the
 * reader heads for it, and click again, once the module has arrived, a control clicked before
 * (the module then handles it). `data-intent-pending` elements, which keep such a control's
 * room but hide it until this runs, are shown.
 */
export function wireLoadOnIntent(): void {
  for (const control of document.querySelectorAll<HTMLElement>('[data-load-on-intent]')) {
    let ready = false;
    const load = onIntent([control], () => importModule(control.dataset.loadOnIntent!).then(() => (ready = true)));
    control.addEventListener('click', () => ready || void load().then(() => control.click()));
  }
  for (const pending of document.querySelectorAll('[data-intent-pending]')) pending.removeAttribute('data-intent-pending');
}

/**
 * A module built on its own, imported once the page has loaded and its first content has
 * been painted (a module script always runs before load). `load` can come before that paint
 * on a page with little to fetch, and neither it nor a requestAnimationFrame callback proves
 * the reader sees anything; the paint timing entry does. So the module never shares the
 * connection with what the reader is waiting to see.
 */
export function loadAfterPageLoad(url: string): void {
  addEventListener(
    'load',
    () => {
      const observer = new PerformanceObserver((entries) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        void importModule(url);
      });
      observer.observe({ type: 'paint', buffered: true });
    },
    { once: true },
  );
}
