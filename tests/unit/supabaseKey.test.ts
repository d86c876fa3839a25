// The build's key, classified by its shape alone. Test keys are built here: a legacy key is
// a JWT whose payload names the role, and its signature is never checked, so none is real.
import { describe, expect, it } from 'vitest';
import { classifySupabaseKey, readBuildKeys } from '@/lib/config/supabaseKey';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) =>
  [base64url({ alg: 'HS256', typ: 'JWT' }), base64url(payload), 'not-a-signature'].join('.');

describe('classifySupabaseKey', () => {
  it('knows the new keys by their prefix', () => {
    expect(classifySupabaseKey('sb_publishable_0123456789abcdef')).toEqual({ kind: 'publishable' });
    expect(classifySupabaseKey('  sb_secret_0123456789abcdef \n')).toEqual({ kind: 'secret' });
  });

  it("knows a legacy JWT by its payload's role", () => {
    expect(classifySupabaseKey(jwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'anon' }))).toEqual({ kind: 'legacy-anon' });
    expect(classifySupabaseKey(jwt({ iss: 'supabase', role: 'service_role' }))).toEqual({ kind: 'legacy-service-role' });
  });

  it('says the role of a JWT it does not expect, and nothing of anything else', () => {
    expect(classifySupabaseKey(jwt({ role: 'authenticated' }))).toEqual({ kind: 'unknown', role: 'authenticated' });
    expect(classifySupabaseKey(jwt({ sub: 'x' }))).toEqual({ kind: 'unknown' });
    expect(classifySupabaseKey('public-key')).toEqual({ kind: 'unknown' });
    expect(classifySupabaseKey('a.b.c')).toEqual({ kind: 'unknown' });
    expect(classifySupabaseKey(`x.${Buffer.from('[1,2]').toString('base64url')}.y`)).toEqual({ kind: 'unknown' });
    expect(classifySupabaseKey('')).toEqual({ kind: 'unknown' });
  });
});

describe('readBuildKeys', () => {
  it('reads the publishable key first, then the legacy variable, and skips blank ones', () => {
    expect(readBuildKeys({})).toEqual([]);
    expect(readBuildKeys({ SUPABASE_ANON_KEY: ' ', SUPABASE_PUBLISHABLE_KEY: '' })).toEqual([]);
    expect(readBuildKeys({ SUPABASE_ANON_KEY: 'old', SUPABASE_PUBLISHABLE_KEY: ' sb_publishable_x ' })).toEqual([
      { variable: 'SUPABASE_PUBLISHABLE_KEY', value: 'sb_publishable_x' },
      { variable: 'SUPABASE_ANON_KEY', value: 'old' },
    ]);
  });

  it("also reads the keys written in wrangler.toml, production's and the preview's, naming where each is", () => {
    const wrangler = {
      vars: { SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_p', SITE_URL: 'https://x' },
      env: { preview: { vars: { SUPABASE_ANON_KEY: 'eyJ.old.key', SUPABASE_PUBLISHABLE_KEY: '' } } },
    };
    expect(readBuildKeys({}, wrangler)).toEqual([
      { variable: 'wrangler.toml [vars] SUPABASE_PUBLISHABLE_KEY', value: 'sb_publishable_p' },
      { variable: 'wrangler.toml [env.preview.vars] SUPABASE_ANON_KEY', value: 'eyJ.old.key' },
    ]);
  });
});
