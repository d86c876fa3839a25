import { LIMITS, MESSAGES } from './messages.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

const NO_STORE = { 'cache-control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  });
}

export function errorResponse(error: HttpError): Response {
  return json({ error: error.message }, error.status, error.headers);
}

export function methodNotAllowed(allow: string): Response {
  return json({ error: MESSAGES.methodNotAllowed }, 405, { allow });
}

/** Reads at most LIMITS.body bytes of the body, refusing larger ones without reading them all. */
export async function readText(request: Request, limit: number = LIMITS.body): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limit) throw new HttpError(413, MESSAGES.tooLarge);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, MESSAGES.badRequest);
  }
}

export type BodyKind = 'json' | 'form';

/** The request's body as a plain object, from JSON or (for the no-JavaScript form) urlencoded. */
export async function readBody(request: Request, accept: readonly BodyKind[]): Promise<{ kind: BodyKind; value: unknown }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const kind: BodyKind | null =
    type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
  if (!kind || !accept.includes(kind)) throw new HttpError(415, MESSAGES.notJson);
  const text = await readText(request);
  if (kind === 'form') return { kind, value: Object.fromEntries(new URLSearchParams(text)) };
  try {
    return { kind, value: JSON.parse(text) as unknown };
  } catch {
    throw new HttpError(400, MESSAGES.badRequest);
  }
}

/** A positive integer id from a route parameter, or null. */
export function parseId(param: string | string[] | undefined): number | null {
  const text = Array.isArray(param) ? param.join('/') : (param ?? '');
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
