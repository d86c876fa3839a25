import { IDEMPOTENCY_HEADER } from '@/lib/actions/rules';
import { REQUEST_TIMEOUT_MS, retryDelayMs, verdictOf } from '@/lib/actions/retryPolicy';
import { postJson, type ApiAnswer } from '@/lib/api/postJson';
import { forgetPending, isPending, keepPending, type PendingSend } from './pendingSends';

/** Fired to cut every wait short: the reader pressed ENVIAR again, or the signal came back. */
const NUDGE = 'hormiguero:reenviar';

/** Sends every waiting action now (the reader asked for it) instead of after its wait. */
export function resendNow(): void {
  dispatchEvent(new Event(NUDGE));
}

/** Resolves after `ms`, or as soon as the connection returns, the reader asks to resend, or one of `signals` stops it. */
function waitToResend(ms: number, signals: (AbortSignal | undefined)[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener('online', done);
      removeEventListener(NUDGE, done);
      for (const signal of signals) signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    addEventListener('online', done);
    addEventListener(NUDGE, done);
    for (const signal of signals) signal?.addEventListener('abort', done);
  });
}

/**
 * Runs `work` while this tab holds the send's lock (Web Locks: one per key, across the site's
 * tabs), so a send is resent by one tab at a time and its outcome shown once. With
 * `ifFree`, a send another tab is already handling is left to it (`work` gets false).
 */
function withLock<T>(key: string, ifFree: boolean, work: (held: boolean) => Promise<T>): Promise<T> {
  if (!navigator.locks) return work(true);
  return navigator.locks.request(`hormiguero-envio:${key}`, { ifAvailable: ifFree }, (lock) => work(lock !== null));
}

/**
 * A signal that aborts when the page is hidden to be left (pagehide): a held lock or a
 * request in flight would keep the page out of the back/forward cache, so the send lets go
 * of both and takes them up again if the page is shown again (pageshow).
 */
function whileShown(): { signal: AbortSignal; stop: () => void } {
  const hidden = new AbortController();
  const hide = () => hidden.abort();
  addEventListener('pagehide', hide);
  return { signal: hidden.signal, stop: () => removeEventListener('pagehide', hide) };
}

/** Resolves when the page is shown again from the back/forward cache. */
function shownAgain(): Promise<void> {
  return new Promise((resolve) =>
    addEventListener('pageshow', function shown(event) {
      if (!event.persisted) return;
      removeEventListener('pageshow', shown);
      resolve();
    }),
  );
}

export interface DeliverOptions {
  /** Called once, when the first try got no answer (status 0) or a failure, and the send waits to be resent. */
  onWaiting?: (first: ApiAnswer) => void;
  /** Leave the send alone when another tab is already sending it (resolves with null). */
  ifFree?: boolean;
  /** Stops resending (the island is gone): the send stays kept for the next visit; resolves with null. */
  signal?: AbortSignal;
}

/** The page was hidden mid-send: the lock is let go until it is shown again. */
const HIDDEN = Symbol('hidden');

/**
 * Sends a reader action until it is answered: kept on this device first (a page closed while
 * it waits sends it on the next visit), then tried, and on no answer or a server failure
 * tried again with the same key after 1 s, 2 s, 4 s … or at once when the connection returns.
 * The database answers a repeat with the first result, so however many tries reach it, the
 * action counts once. Resolves with the final answer (done or refused), or null when another
 * tab had it, it was answered elsewhere meanwhile, or `signal` stopped it.
 */
export async function deliver(send: PendingSend, options: DeliverOptions = {}): Promise<ApiAnswer | null> {
  const kept = keepPending(send);
  let waiting = false;
  for (;;) {
    const shown = whileShown();
    const outcome = await withLock(send.key, options.ifFree ?? false, async (held) => {
      if (!held) return null;
      for (let attempt = 0; ; attempt++) {
        if (options.signal?.aborted) return null;
        if (shown.signal.aborted) return HIDDEN;
        // Answered by another tab while this one waited for the lock.
        if (kept && !isPending(send.key)) return null;
        const answer =
          navigator.onLine === false
            ? { status: 0, body: null }
            : await postJson(send.url, send.body, {
                headers: { [IDEMPOTENCY_HEADER]: `"${send.key}"` },
                timeoutMs: REQUEST_TIMEOUT_MS,
                signal: shown.signal,
              });
        // A request cut short by pagehide may have reached the server: the resend carries the same key.
        if (shown.signal.aborted) return HIDDEN;
        if (verdictOf(answer.status) !== 'retry') {
          forgetPending(send.key);
          return answer;
        }
        if (!waiting) options.onWaiting?.(answer);
        waiting = true;
        await waitToResend(retryDelayMs(attempt), [shown.signal, options.signal]);
      }
    });
    shown.stop();
    if (outcome !== HIDDEN) return outcome;
    await shownAgain();
  }
}

/** A fresh key for a newly composed action (random: 122 bits). */
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; the same randomness, as hex.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
