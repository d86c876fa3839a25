export interface ApiAnswer {
  /** HTTP status, or 0 when the request never got an answer (offline, aborted). */
  status: number;
  /** The JSON body ({ error } on failures), or null. */
  body: Record<string, unknown> | null;
}

/**
 * POSTs JSON to one of the site's functions and reads the JSON answer, never throwing. An
 * answer that takes longer than `timeoutMs` counts as none (status 0).
 */
export async function postJson(
  url: string,
  data: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ApiAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(data),
      signal: options.timeoutMs && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(options.timeoutMs) : null,
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
