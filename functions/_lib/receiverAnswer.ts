/**
 * What a forwarding address's answer means for the message and for the address, read the way
 * Formspree documents its answers (the magazine's and the poets' forms are Formspree forms):
 * JSON `{"ok": true, "next": …}` on success, `{"error": "…", "errors": [{"code", "message"}]}`
 * otherwise, 429 with Retry-After past "20 posts per minute" ('System Limits',
 * https://help.formspree.io/hc/en-us/articles/7017303616659), a refusal once the plan's
 * monthly quota is spent, 404 for a form that is gone. Older versions of the service answered
 * some refusals with a 2xx and the error in the body, so a 2xx is read too. Any other receiver
 * that answers a 2xx without a JSON error is taken at its word.
 *
 * The exact answer past the monthly quota is not documented: a 402, a 403 that is not about a
 * disabled form, and any error whose words or code speak of a quota, a plan or a monthly
 * limit are all taken as "quota spent" (a 403 for another reason then probes every few hours). Each outcome is safe whichever it really was: a quota
 * pause only delays, and costs the messages no attempt.
 */

/** Why a whole destination waits (public.destino_reenvio.motivo). */
export type PauseReason = 'limite_por_minuto' | 'cuota_agotada' | 'formulario_inexistente' | 'formulario_desactivado' | 'destino_rechaza';

export type Outcome =
  /** It arrived. */
  | { kind: 'delivered' }
  /** A failure that may pass by itself (no answer, 5xx, an unexplained error): try again later. */
  | { kind: 'retry'; reason: string }
  /** The destination refuses everything for now: pause it, for `seconds` or, null, until the editors act. */
  | { kind: 'pause'; reason: string; pause: PauseReason; seconds: number | null }
  /** The receiver refused this message and would again: it failed. */
  | { kind: 'refused'; reason: string };

/** Past Formspree's per-minute limit, when it names no Retry-After: the limit's window. */
export const RATE_LIMIT_PAUSE_SECONDS = 60;
/** Longest pause a Retry-After may ask for; a longer one is taken as a quota, not a rate. */
export const MAX_RATE_LIMIT_PAUSE_SECONDS = 60 * 60;
/** After a quota refusal, how long until one message probes whether the quota renewed. */
export const QUOTA_PAUSE_SECONDS = 6 * 60 * 60;

const QUOTA_WORDS = /quota|over.?limit|submission limit|monthly|plan limit|upgrade|exceeded/i;
const GONE_CODES = new Set(['FORM_NOT_FOUND', 'PROJECT_NOT_FOUND']);
/** Formspree's field errors and empty submissions: this message, as sent, will never pass. */
const MESSAGE_CODES = /^(REQUIRED_FIELD_EMPTY|REQUIRED_FIELD_MISSING|TYPE_EMAIL|TYPE_NUMERIC|TYPE_TEXT|EMPTY)$/;

interface ErrorBody {
  /** The receiver's words, short. */
  words: string;
  codes: string[];
}

/** The error a JSON body reports (`error`, `errors[]`, or `ok: false`), or null when it reports none. */
export function errorOfBody(text: string): ErrorBody | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { error, errors, ok } = body as { error?: unknown; errors?: unknown; ok?: unknown };
  const list = Array.isArray(errors) ? errors.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object') : [];
  const messages = [
    typeof error === 'string' ? error : null,
    ...list.map((e) => (typeof e.message === 'string' ? e.message : null)),
  ].filter((m): m is string => !!m);
  const codes = list.map((e) => (typeof e.code === 'string' ? e.code : '')).filter(Boolean);
  if (messages.length === 0 && codes.length === 0 && ok !== false) return null;
  const words = [...new Set(messages)].join('; ') || codes.join(', ') || 'ok: false';
  return { words: words.slice(0, 300), codes };
}

/** Seconds a Retry-After asks for (delta-seconds or an HTTP date), or null when it says nothing usable. */
export function retryAfterSeconds(value: string | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date (RFC 9110's IMF-fixdate), nothing looser.
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const describe = (status: number, error: ErrorBody | null) => `HTTP ${status}${error ? `: ${error.words}` : ''}`;

/** A refusal the receiver explained: quota, form gone or disabled, or this message's fields. */
function explained(status: number, error: ErrorBody | null): Outcome | null {
  const reason = describe(status, error);
  const codes = error?.codes ?? [];
  if (status === 404 || status === 410 || codes.some((c) => GONE_CODES.has(c)))
    return { kind: 'pause', reason, pause: 'formulario_inexistente', seconds: null };
  if (codes.includes('INACTIVE')) return { kind: 'pause', reason, pause: 'formulario_desactivado', seconds: null };
  if (status === 402 || status === 403 || codes.some((c) => /QUOTA|LIMIT/.test(c)) || QUOTA_WORDS.test(error?.words ?? ''))
    return { kind: 'pause', reason, pause: 'cuota_agotada', seconds: QUOTA_PAUSE_SECONDS };
  if (codes.length > 0 && codes.every((c) => MESSAGE_CODES.test(c))) return { kind: 'refused', reason };
  return null;
}

/**
 * The outcome of one post, from its status, its Retry-After header and its body (which the
 * caller has read, up to a few KB). `now` is the clock's milliseconds, for an HTTP-date Retry-After.
 */
export function readAnswer(answer: { status: number; retryAfter: string | null; body: string }, now = Date.now()): Outcome {
  const { status, body } = answer;
  const error = errorOfBody(body);
  if (status >= 200 && status < 300) {
    if (!error) return { kind: 'delivered' };
    // A success that reports an error: older Formspree answers, or another service's way.
    return explained(status, error) ?? { kind: 'retry', reason: describe(status, error) };
  }
  if (status === 429) {
    const seconds = retryAfterSeconds(answer.retryAfter, now);
    if (seconds !== null && seconds > MAX_RATE_LIMIT_PAUSE_SECONDS)
      return { kind: 'pause', reason: describe(status, error), pause: 'cuota_agotada', seconds };
    return {
      kind: 'pause',
      reason: describe(status, error),
      pause: 'limite_por_minuto',
      seconds: Math.max(1, seconds ?? RATE_LIMIT_PAUSE_SECONDS),
    };
  }
  const known = explained(status, error);
  if (known) return known;
  // The address answers but refuses every post (it is not a form, or it wants a login).
  if (status === 401 || status === 403 || status === 405)
    return { kind: 'pause', reason: describe(status, error), pause: 'destino_rechaza', seconds: null };
  // This message as sent: too large, or refused as malformed.
  if (status === 400 || status === 413 || status === 422) return { kind: 'refused', reason: describe(status, error) };
  return { kind: 'retry', reason: describe(status, error) };
}
