import type { HormiguearKind } from '@/lib/actions/rules';
import { PENDING_MAX_AGE_MS } from '@/lib/actions/retryPolicy';

/** A reader action sent but not yet answered, kept on this device until it is. */
export interface PendingSend {
  /** Its Idempotency-Key: every resend carries the same one. */
  key: string;
  /** The function it goes to, and what it sends. */
  url: string;
  body: Record<string, string>;
  /** What it is, to tell the reader when it arrives on a later visit. */
  kind: HormiguearKind | 'suscripcion';
  /** The work's title, or the address subscribed. */
  title: string;
  /** When it was first sent (ms since the epoch). */
  since: number;
}

const STORAGE_KEY = 'hormiguero:envios-pendientes';

/**
 * The sends still waiting for an answer, oldest first; those too old to be resent safely
 * (their key may be forgotten by then) are dropped. A device without storage, or with
 * something unreadable in it, has none.
 */
export function readPending(now = Date.now()): PendingSend[] {
  try {
    const list = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (send): send is PendingSend =>
        !!send &&
        typeof send.key === 'string' &&
        typeof send.url === 'string' &&
        typeof send.body === 'object' &&
        typeof send.title === 'string' &&
        typeof send.since === 'number' &&
        now - send.since < PENDING_MAX_AGE_MS,
    );
  } catch {
    return [];
  }
}

/** Whether the list could be written (no storage, in private mode or full: the send still goes on while the page is open). */
function write(list: PendingSend[]): boolean {
  try {
    if (list.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a send until it is answered, so a page closed meanwhile sends it on the next visit.
 * False when this device cannot keep it.
 */
export function keepPending(send: PendingSend): boolean {
  return write([...readPending().filter((s) => s.key !== send.key), send]);
}

/** Forgets a send that was answered (done or refused). */
export function forgetPending(key: string): void {
  write(readPending().filter((s) => s.key !== key));
}

export function isPending(key: string): boolean {
  return readPending().some((s) => s.key === key);
}
