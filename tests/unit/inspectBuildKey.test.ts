import { describe, expect, it } from 'vitest';
import { inspectBuildKey } from '@/lib/db/check/inspectBuildKey';

const jwt = (role: string) =>
  [{ alg: 'HS256' }, { role }].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.sig';

describe('inspectBuildKey', () => {
  it('notes that no key is configured, and that a publishable one is right', () => {
    expect(inspectBuildKey([])).toEqual({ findings: [], notes: [{ kind: 'noBuildKey' }] });
    expect(inspectBuildKey([{ variable: 'SUPABASE_PUBLISHABLE_KEY', value: 'sb_publishable_x' }])).toEqual({
      findings: [],
      notes: [{ kind: 'publishableKey', variable: 'SUPABASE_PUBLISHABLE_KEY' }],
    });
  });
  it('finds every other key, each under its variable', () => {
    const { findings } = inspectBuildKey([
      { variable: 'SUPABASE_PUBLISHABLE_KEY', value: 'sb_secret_x' },
      { variable: 'SUPABASE_ANON_KEY', value: jwt('anon') },
    ]);
    expect(findings).toEqual([
      { kind: 'buildKey', variable: 'SUPABASE_PUBLISHABLE_KEY', key: 'secret' },
      { kind: 'buildKey', variable: 'SUPABASE_ANON_KEY', key: 'legacy-anon' },
    ]);
    expect(inspectBuildKey([{ variable: 'SUPABASE_ANON_KEY', value: jwt('authenticated') }]).findings).toEqual([
      { kind: 'buildKey', variable: 'SUPABASE_ANON_KEY', key: 'unknown', role: 'authenticated' },
    ]);
  });
});
