export interface ApiAnswer {
  /** HTTP status, or 0 when the request never got an answer (offline, aborted). */
  status: number;
  /** The JSON body ({ error } on failures), or null. */
  body: Record<string, unknown> | null;
}

/** One signal for a timeout and a caller's own, where the browser can combine them. */
function signalOf(timeoutMs: number | undefined, signal: AbortSignal | undefined): AbortSignal | null {
  const timeout = timeoutMs && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
  if (timeout && signal) return typeof AbortSignal.any === 'function' ? AbortSignal.any([timeout, signal]) : signal;
  return timeout ?? signal ?? null;
}

/**
 * POSTs JSON to one of the site's functions and reads the JSON answer, never throwing. An
 * answer that takes longer than `timeoutMs`, or one `signal` gave up on, counts as none (status 0).
 */
export async function postJson(
  url: string,
  data: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ApiAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(data),
      signal: signalOf(options.timeoutMs, options.signal),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * What to tell the reader about a failed request: the function's own Spanish message for
 * a client-side problem (4xx), else the given generic failure message.
 */
export function failureMessage(answer: ApiAnswer, generic: string): string {
  const error = answer.body?.error;
  return answer.status >= 400 && answer.status < 500 && typeof error === 'string' ? error : generic;
}
