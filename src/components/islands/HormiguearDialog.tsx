import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { TIMINGS_MS } from '@/consts';
import { HORMIGUEAR, hormiguearEndpoint, MESSAGES, missingRequired, PENDING, THANKS } from '@/lib/actions/rules';
import { sendOutcomeNotice } from '@/lib/actions/sendOutcome';
import { failureMessage } from '@/lib/api/postJson';
import { deliver, newSendKey, resendNow } from '@/scripts/actions/deliver';
import { anchors } from '@/lib/site/paths';
import { $hormiguear, closeHormiguear, openHormiguear, type HormiguearTarget } from '@/stores/hormiguear';
import HormiguearForm, { HORMIGUEAR_HEADING_ID, type HormiguearValues } from './HormiguearForm';
import styles from './HormiguearDialog.module.css';
import insectStyles from '@/components/insects/insects.css?inline';
import { adoptStyles } from '@/scripts/adoptStyles';
import { useModalDialog } from './useModalDialog';

interface Props {
  /** The page's own work (a poem, a piece's page); the gallery popup opens others through the store. */
  target?: HormiguearTarget | null;
  /** The page a post without JavaScript returns to. */
  back: string;
  /** Shown with the thanks (edition 1's insects: InsectSwarm), rendered by Astro. */
  children?: ReactNode;
}

/** A hormigueo on its way: sent, not yet answered; `waiting` says why it is not yet (null on the first try). */
interface Sending {
  values: HormiguearValues & { website: string };
  waiting: string | null;
}

const HASH = `#${anchors.hormiguear}`;
const idOf = (target: HormiguearTarget) => `${target.kind}-${target.id}`;

/** A plain left click, which the page may handle itself (not one that opens a new tab). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The hormiguear dialog: closed -> open -> sending -> thanked, which closes itself after 2 s
 * and clears the fields. On a connection that drops, sending waits instead: the words stay
 * (kept on the device too), the reader is told, and the same hormigueo (the same key) is
 * resent by itself until it is answered, then thanked once; closed meanwhile, the thanks
 * come as a notice, and a page closed meanwhile sends it on the next visit. Its HTML works alone: the HORMIGUEAR link points at it
 * (#hormiguear) and CSS shows it while it is the page's target, with a form that POSTs to
 * the function. Once hydrated it is a native modal <dialog> (focus kept inside, Escape and a
 * click outside close it, focus returns to the link) and sends the same form with fetch. A
 * reader who opened it and typed before the script arrived keeps the form and the text: the
 * island upgrades the very same element to a modal.
 */
export default function HormiguearDialog({ target: own = null, back, children }: Props) {
  const opened = useStore($hormiguear);
  const target = opened ?? own;
  const {
    ref: dialog,
    close,
    dialogProps,
  } = useModalDialog(() => {
    setThanked(false);
    setError(null);
    closeHormiguear();
    // Leave no #hormiguear behind: a reload or a shared link would open the form again.
    if (location.hash === HASH) history.replaceState(history.state, '', location.pathname + location.search);
  });
  const [thanked, setThanked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Hormigueos on their way, by work: a reader may close the dialog, or open another work, meanwhile.
  const [sending, setSending] = useState<Record<string, Sending>>({});
  const current = target ? sending[idOf(target)] : undefined;
  // What the dialog shows when an answer arrives (state read from a callback that outlives renders).
  const shown = useRef<string | null>(null);
  shown.current = target && opened ? idOf(target) : null;
  // Sends stop resending when the island goes (they stay kept for the next visit).
  const gone = useRef(new AbortController());
  useEffect(() => () => gone.current.abort(), []);

  // The thanks' insects are styled by this island, which shows them: their styles weigh
  // nothing in the page's first bytes (a poem shows no insects before the thanks).
  useEffect(() => {
    if (children) adoptStyles(insectStyles);
  }, [children]);

  const firstField = () => dialog.current?.querySelector<HTMLElement>('textarea, input:not([type="hidden"]):not([tabindex="-1"])');

  // Take over the HORMIGUEAR links of the page, and a form the reader already opened by one.
  useEffect(() => {
    const el = dialog.current;
    if (!el || !own) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="${HASH}"]`);
      if (!link || !plainClick(event)) return;
      event.preventDefault();
      openHormiguear(own);
    };
    document.addEventListener('click', onClick);
    if (location.hash === HASH) openHormiguear(own);
    return () => document.removeEventListener('click', onClick);
  }, [own]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (target && opened && !el.open) {
      // Typing may already have begun in the form shown by the link (before hydration).
      const typing = el.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
      setThanked(false);
      setError(null);
      el.showModal();
      (typing ?? firstField())?.focus();
    } else if (!opened && el.open) {
      el.close();
    }
    // Once the island runs, it decides when the dialog shows; the CSS-only target view is off.
    el.dataset.enhanced = '';
  }, [opened, target]);

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => dialog.current?.close(), TIMINGS_MS.thanks);
    return () => clearTimeout(timer);
  }, [thanked]);

  function fail(message: string) {
    setError(message);
    firstField()?.focus();
  }

  const setSendingOf = (id: string, value: Sending | null) =>
    setSending((all) => {
      const next = { ...all };
      if (value) next[id] = value;
      else delete next[id];
      return next;
    });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!target) return;
    const id = idOf(target);
    // Already on its way: ENVIAR resends it now rather than after its wait.
    if (sending[id]) return resendNow();
    const data = new FormData(event.currentTarget);
    const values = {
      mensaje: String(data.get('mensaje') ?? ''),
      nombre: String(data.get('nombre') ?? ''),
      website: String(data.get('website') ?? ''),
    };
    const missing = missingRequired(target.kind, values);
    if (missing) return fail(missing);
    setError(null);
    setSendingOf(id, { values, waiting: null });
    const send = {
      key: newSendKey(),
      url: hormiguearEndpoint(target.kind, target.id),
      body: values,
      kind: target.kind,
      title: target.title,
      since: Date.now(),
    };
    const answer = await deliver(send, {
      signal: gone.current.signal,
      onWaiting: ({ status }) => setSendingOf(id, { values, waiting: status === 0 ? PENDING.waitingHormigueo : PENDING.retryingHormigueo }),
    });
    setSendingOf(id, null);
    if (!answer) return;
    if (shown.current !== id) {
      // The reader has moved on: tell them in a notice (its code loads only now).
      const notice = sendOutcomeNotice(send, answer);
      return void import('@/scripts/actions/notice').then(({ showNotice }) => showNotice(notice));
    }
    if (answer.status === 201) setThanked(true);
    else fail(failureMessage(answer, MESSAGES.hormigueoFailed));
  }

  return (
    <dialog {...dialogProps} id={anchors.hormiguear} className={styles.dialog} aria-labelledby={HORMIGUEAR_HEADING_ID}>
      {target && (
        <div className={styles.panel}>
          {/* The ✕'s target: following the link leaves the dialog, which then stops being shown. */}
          <span id={anchors.hormiguearClosed} hidden />
          {/* A link, so it also closes the form shown without JavaScript (it leaves the target). */}
          <a
            href={`#${anchors.hormiguearClosed}`}
            className={styles.close}
            aria-label="Cerrar"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <span aria-hidden="true">✕</span>
          </a>
          {thanked ? (
            <div className={styles.thanks} role="status">
              {children}
              <p className={styles.thanksBig} id={HORMIGUEAR_HEADING_ID}>
                {THANKS}
              </p>
              <p className={styles.thanksSmall}>{HORMIGUEAR[target.kind].thanks}</p>
            </div>
          ) : (
            <HormiguearForm
              key={`${target.kind}-${target.id}`}
              kind={target.kind}
              action={hormiguearEndpoint(target.kind, target.id)}
              back={back}
              subject={target.title}
              defaults={current?.values}
              error={error}
              sending={!!current && !current.waiting}
              waiting={current?.waiting}
              onSubmit={submit}
            />
          )}
        </div>
      )}
    </dialog>
  );
}
