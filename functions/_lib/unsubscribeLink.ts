// The per-subscriber link out of the newsletter. Its signature is an HMAC-SHA-256 of the
// normalised address keyed with UNSUBSCRIBE_SECRET (a server-side secret), so the function
// checks a link without reading the database, and only someone holding the secret (the
// editors' export, scripts/exportSubscribers.ts) can make one. Web Crypto only: the same
// code runs in Node and in Cloudflare's runtime.

/** A secret shorter than this is refused: it could be guessed, and then every link forged. */
export const UNSUBSCRIBE_SECRET_MIN_LENGTH = 32;

/** The query parameters of the link: the address and its signature. */
export const UNSUBSCRIBE_QUERY = { address: 'correo', signature: 'firma' } as const;

/** The address as the database stores it (suscribir: trimmed, lower case). */
export function normaliseAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** The configured secret, trimmed, or null when it is unset or too short to be safe. */
export function unsubscribeSecretOf(value: unknown): string | null {
  const secret = typeof value === 'string' ? value.trim() : '';
  return secret.length >= UNSUBSCRIBE_SECRET_MIN_LENGTH ? secret : null;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

async function mac(address: string, secret: string): Promise<Uint8Array> {
  const data = new TextEncoder().encode(normaliseAddress(address));
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), data));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** The bytes of a base64url text, or null when it is not one. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Whether two byte strings are equal, in a time that depends only on their length: every
 * byte is compared, whatever differs first, so the time an answer takes never tells how
 * much of a forged signature was right. (Lengths are public: every signature has 32 bytes.)
 */
export function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** The signature of an address (base64url, 43 characters). */
export async function signAddress(address: string, secret: string): Promise<string> {
  return toBase64Url(await mac(address, secret));
}

/** Whether `signature` is the one this secret gives the address (normalised first). */
export async function verifyAddress(address: string, signature: string, secret: string): Promise<boolean> {
  const given = fromBase64Url(signature);
  if (!given) return false;
  return sameBytes(given, await mac(address, secret));
}

/** The link a subscriber follows to leave: `${SITE_URL}/api/baja?correo=…&firma=…`. */
export async function unsubscribeUrl(siteUrl: string, address: string, secret: string, endpoint = '/api/baja'): Promise<string> {
  const url = new URL(endpoint, siteUrl);
  url.search = new URLSearchParams({
    [UNSUBSCRIBE_QUERY.address]: normaliseAddress(address),
    [UNSUBSCRIBE_QUERY.signature]: await signAddress(address, secret),
  }).toString();
  return url.href;
}

/** The `List-Unsubscribe` header of a message to that subscriber (RFC 2369; one-click: RFC 8058). */
export const listUnsubscribeHeader = (url: string) => `<${url}>`;

/** The header that, beside List-Unsubscribe, tells mail clients a POST to it unsubscribes at once. */
export const LIST_UNSUBSCRIBE_POST = 'List-Unsubscribe=One-Click';
