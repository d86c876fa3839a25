import { LIMITS, MESSAGES } from '../../src/lib/actions/rules.ts';
import type { Env } from './context.ts';
import { InvalidInputError, KeyReusedError, NotFoundError, RateLimitedError } from './store/types.ts';

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

/**
 * What a reader action answers for an error: its own HttpError, a not-found, a refused input
 * (400), a key reused for other content (422) or the visitor's limit (429 with Retry-After);
 * anything else is the server's failure (503, logged with `label`).
 */
export function refusalFor(error: unknown, messages: { notFound: string; failure: string }, label: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof NotFoundError) return new HttpError(404, messages.notFound);
  if (error instanceof InvalidInputError) return new HttpError(400, error.message);
  if (error instanceof KeyReusedError) return new HttpError(422, error.message);
  if (error instanceof RateLimitedError) return new HttpError(429, error.message, { 'retry-after': String(error.retryAfter) });
  console.error(`${label} failed:`, error instanceof Error ? error.message : error);
  return new HttpError(503, messages.failure);
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  // A declared length lets servers skip compressing answers this small.
  return new Response(bytes, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes.byteLength), ...NO_STORE, ...headers },
  });
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

/** The kind of body a request declares, or null for any other content type. */
export function bodyKind(request: Request): BodyKind | null {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : null;
}

/**
 * Whether a request was sent by a page of this site: its Origin is the site's (the request's
 * own origin, or SITE_URL's behind a proxy), or, from a browser that sends no Origin, its
 * Sec-Fetch-Site says same-origin. Any other page could make its visitors' browsers post a
 * form here; JSON cannot be sent cross-site without a CORS preflight, which is never granted.
 */
export function fromThisSite(request: Request, env: Pick<Env, 'SITE_URL'>): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') === 'same-origin';
  const allowed = [new URL(request.url).origin];
  try {
    if (env.SITE_URL) allowed.push(new URL(env.SITE_URL).origin);
  } catch {
    // a malformed SITE_URL allows nothing more
  }
  return allowed.includes(origin);
}

/**
 * The request's body as a plain object, from JSON (the islands) or urlencoded (the plain HTML
 * forms, only from this site's own pages).
 */
export async function readBody(request: Request, env: Pick<Env, 'SITE_URL'>): Promise<{ kind: BodyKind; value: unknown }> {
  const kind = bodyKind(request);
  if (!kind) throw new HttpError(415, MESSAGES.notJson);
  if (kind === 'form' && !fromThisSite(request, env)) throw new HttpError(403, MESSAGES.crossSite);
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
