// The shared secret a machine presents to an endpoint no reader calls (POST /api/reenviar,
// called by Supabase's pg_cron job): `Authorization: Bearer <token>` (RFC 6750), checked
// against a secret from the host's encrypted settings. Web Crypto only: the same code runs in
// Node and in Cloudflare's runtime.
import { sameBytes } from './unsubscribeLink.ts';

/** A secret shorter than this is refused: it could be guessed. */
export const BEARER_TOKEN_MIN_LENGTH = 32;

/** The configured secret, trimmed, or null when it is unset or too short to be safe. */
export function configuredToken(value: unknown): string | null {
  const token = typeof value === 'string' ? value.trim() : '';
  return token.length >= BEARER_TOKEN_MIN_LENGTH ? token : null;
}

/**
 * The token of an Authorization header in the Bearer scheme, or null. The scheme's name is
 * case-insensitive (RFC 9110); the token is any run of visible characters, so a secret made
 * with other characters than RFC 6750's still works as long as it has no space.
 */
export function bearerToken(header: string | null | undefined): string | null {
  return /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? null;
}

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/**
 * Whether the presented token is the expected one, in a time that tells nothing about either:
 * both are hashed first, so the comparison always runs over 32 bytes whatever their lengths,
 * and every byte is compared (sameBytes), so a correct prefix answers no faster.
 */
export async function tokenMatches(presented: string | null, expected: string): Promise<boolean> {
  if (presented === null) return false;
  const [given, wanted] = await Promise.all([digest(presented), digest(expected)]);
  return sameBytes(given, wanted);
}
