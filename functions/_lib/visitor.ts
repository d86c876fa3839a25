import type { Env, FunctionContext } from './context.ts';
import type { Caller } from './store/types.ts';
import { forwardedList, readProxyTrust } from '../../src/lib/routing/proxyTrust.ts';

/** The per-visitor limit of each action, from the environment; null when switched off. */
export function limitSettings(
  env: Pick<Env, 'RATE_LIMIT' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'>,
): { max: number; windowSeconds: number } | null {
  if (String(env.RATE_LIMIT ?? '').toLowerCase() === 'off') return null;
  const max = Math.floor(Number(env.RATE_LIMIT_MAX ?? 10)) || 10;
  const windowSeconds = Math.floor(Number(env.RATE_LIMIT_WINDOW_SECONDS ?? 60)) || 60;
  return { max: Math.max(1, max), windowSeconds: Math.max(1, windowSeconds) };
}

/**
 * The client's address behind the proxies the server trusts. TRUST_PROXY unset: the socket's
 * address. A number N: N proxies stand in front, each appending the address it saw to
 * X-Forwarded-For, so the client is the Nth address from the right of that list followed by
 * the socket's (what a client writes itself is further left, and never taken). A list of
 * addresses: the proxies' own; walking from the right, the first address not among them.
 */
export function addressBehindProxies(socket: string, forwardedFor: string | null, trust: string | undefined): string {
  const setting = readProxyTrust(trust);
  if (setting.kind === 'none') return socket;
  const chain = [...forwardedList(forwardedFor), socket];
  if (setting.kind === 'hops') return chain[Math.max(0, chain.length - 1 - setting.hops)]!;
  let i = chain.length - 1;
  while (i > 0 && setting.addresses.has(chain[i]!)) i--;
  return chain[i]!;
}

/** Whether this code runs in Cloudflare's runtime (workerd), where the edge names the client. */
const inCloudflare = () => typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers';

/**
 * Who is asking, as only the platform can say: the local server's socket (and its trusted
 * proxies), or Cloudflare's CF-Connecting-IP inside Cloudflare's runtime. A header a client
 * sends anywhere else is not believed.
 */
export function clientAddress(context: Pick<FunctionContext, 'request' | 'env' | 'data'>): string | null {
  const { request, env, data } = context;
  if (data.clientAddress !== undefined)
    return addressBehindProxies(data.clientAddress, request.headers.get('x-forwarded-for'), env.TRUST_PROXY);
  if (inCloudflare()) return request.headers.get('cf-connecting-ip');
  return null;
}

// Made on first use: Cloudflare's runtime allows no random values at a module's top level.
let processSecret: string | undefined;
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The secret the visitor hash is keyed with: RATE_LIMIT_SECRET, else one derived from the
 * database credentials (every server and isolate of a deployment has them, and they are
 * never public), else one of this process (a single local server).
 */
function secretOf(env: Env): string {
  const configured = typeof env.RATE_LIMIT_SECRET === 'string' ? env.RATE_LIMIT_SECRET.trim() : '';
  if (configured) return configured;
  const hyperdrive = (env.HYPERDRIVE as { connectionString?: string } | undefined)?.connectionString;
  const credential = [env.DATABASE_URL, hyperdrive].find((v): v is string => typeof v === 'string' && !!v);
  return credential ? `derived:${credential}` : (processSecret ??= crypto.randomUUID());
}

/** HMAC-SHA-256 of the address with the server's secret (Web Crypto: Node and workerd alike). */
export async function visitorHash(address: string, secret: string): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(address)));
  return btoa(String.fromCharCode(...mac))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * Who sent this request, as the SQL functions need it: the visitor's hash (for the limit, and
 * to recognise a repeat that carries no key; null when neither needs it), the limit that
 * applies (null when off) and the key the client chose for the action.
 */
export async function callerOf(context: Pick<FunctionContext, 'request' | 'env' | 'data'>, key: string | null): Promise<Caller> {
  const limit = limitSettings(context.env);
  const visitor = limit || key === null ? await visitorHash(clientAddress(context) ?? 'unknown', secretOf(context.env)) : null;
  return { visitor, limit, key };
}
