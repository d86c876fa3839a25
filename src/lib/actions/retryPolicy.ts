// How the islands treat an answer to a reader action on a network that drops requests and
// answers. Every action carries its key, so sending it again is always safe: the database
// answers a repeat with the first result and changes nothing.

/**
 * - done: the action is recorded (2xx);
 * - refused: the server read it and said no (4xx: the reader must read why; the same request
 *   sent again would get the same answer);
 * - retry: no answer (the request or its answer was lost: status 0), a timeout (408) or the
 *   server failed (5xx): send it again later, with the same key.
 */
export type Verdict = 'done' | 'refused' | 'retry';

export function verdictOf(status: number): Verdict {
  if (status >= 200 && status < 300) return 'done';
  if (status === 0 || status === 408 || status >= 500) return 'retry';
  return 'refused';
}

/** First wait before a resend, and the longest. */
export const RETRY_DELAYS_MS = { first: 1_000, max: 60_000 } as const;

/** How long a request may go unanswered before it counts as lost (a slow phone needs long). */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * How long a send waits on this device before it is given up: a little less than the
 * database keeps its key (podar_claves_envio in supabase/migrations/…_personal_data.sql: 7 days), so a send that
 * is still resent can never be counted twice.
 */
export const PENDING_MAX_AGE_MS = 6 * 24 * 60 * 60 * 1000;

/**
 * The wait before resend number `attempt` (0 for the first resend): 1 s, 2 s, 4 s … at most
 * 60 s, each shortened by up to a quarter at random so phones that regain the signal together
 * do not all resend at the same moment.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_DELAYS_MS.first * 2 ** Math.max(0, attempt), RETRY_DELAYS_MS.max);
  return Math.round(base * (1 - 0.25 * random()));
}
