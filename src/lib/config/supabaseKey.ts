// The Supabase key the build reads the content with: where it is configured, and what kind
// of key it is. Supabase has two generations of keys: the new ones say what they are in
// their prefix (`sb_publishable_…`, `sb_secret_…`); the legacy ones are JWTs whose payload
// names the role (`anon`, `service_role`), and they are deprecated at the end of 2026. Only
// a publishable (or legacy anon) key belongs in the build's settings, which live in the
// repository: a secret or service-role key reads and writes everything.
//
// Pure: the classification never prints or keeps the key itself.

export type SupabaseKeyKind = 'publishable' | 'secret' | 'legacy-anon' | 'legacy-service-role' | 'unknown';

export interface SupabaseKeyClass {
  kind: SupabaseKeyKind;
  /** For a JWT of another role than anon or service_role: that role, to say what it is. */
  role?: string;
}

/** A configured key and where it came from (the variable's name and place; never the key in a message). */
export interface ConfiguredKey {
  /** `SUPABASE_PUBLISHABLE_KEY`, or where it is written: `wrangler.toml [vars] SUPABASE_ANON_KEY`. */
  variable: string;
  value: string;
}

type Env = Record<string, string | undefined>;

const KEY_VARIABLES = ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY'] as const;

/** The key variables set in one set of variables, preferred first, each named with `place`. */
function keysIn(vars: Record<string, unknown> | undefined, place: string): ConfiguredKey[] {
  return KEY_VARIABLES.flatMap((variable) => {
    const value = typeof vars?.[variable] === 'string' ? (vars[variable] as string).trim() : '';
    return value ? [{ variable: `${place}${variable}`, value }] : [];
  });
}

/**
 * The keys the build may use, preferred first: SUPABASE_PUBLISHABLE_KEY, then the legacy
 * SUPABASE_ANON_KEY, from the environment and from the Pages project's wrangler.toml (its
 * production and preview variables), where Cloudflare's build takes them from. All are
 * returned, since a secret key in any of them is a leak whichever one a build picks.
 */
export function readBuildKeys(
  env: Env = process.env,
  wrangler?: { vars?: Record<string, unknown>; env?: Partial<Record<string, { vars?: Record<string, unknown> }>> },
): ConfiguredKey[] {
  return [
    ...keysIn(env, ''),
    ...keysIn(wrangler?.vars, 'wrangler.toml [vars] '),
    ...keysIn(wrangler?.env?.preview?.vars, 'wrangler.toml [env.preview.vars] '),
  ];
}

/** What kind of Supabase key `key` is, from its prefix or, for a legacy JWT, its payload's role. */
export function classifySupabaseKey(key: string): SupabaseKeyClass {
  const value = key.trim();
  if (value.startsWith('sb_publishable_')) return { kind: 'publishable' };
  if (value.startsWith('sb_secret_')) return { kind: 'secret' };
  const role = jwtRole(value);
  if (role === 'anon') return { kind: 'legacy-anon' };
  if (role === 'service_role') return { kind: 'legacy-service-role' };
  return role === undefined ? { kind: 'unknown' } : { kind: 'unknown', role };
}

/** The `role` claim of a JWT's payload (header.payload.signature, base64url), unverified. */
function jwtRole(token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replaceAll('-', '+').replaceAll('_', '/');
    const json = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const payload: unknown = JSON.parse(json);
    const role = payload && typeof payload === 'object' ? (payload as Record<string, unknown>).role : undefined;
    return typeof role === 'string' ? role : undefined;
  } catch {
    return undefined;
  }
}
