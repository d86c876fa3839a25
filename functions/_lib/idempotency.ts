import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, MESSAGES, REPLAYED_HEADER } from '../../src/lib/actions/rules.ts';
import { HttpError } from './http.ts';

/**
 * The key a client chose for this action, from the Idempotency-Key header: a structured-field
 * string ("…", as the IETF draft writes it) or the bare token (as most clients send it). Null
 * when there is none (a plain HTML form: the database then recognises a repeat by its
 * content). A malformed key is a client's mistake, answered 400 before anything is written.
 */
export function idempotencyKey(request: Request): string | null {
  const raw = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (raw === undefined || raw === '') return null;
  const key = /^"(.*)"$/.exec(raw)?.[1] ?? raw;
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, MESSAGES.invalidKey);
  return key;
}

/** Headers of an answer that repeats an earlier one (the action was not done again). */
export const replayHeaders = (result: { repetido?: boolean | undefined }): Record<string, string> =>
  result.repetido ? { [REPLAYED_HEADER.toLowerCase()]: 'true' } : {};
