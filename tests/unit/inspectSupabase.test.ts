import { describe, expect, it } from 'vitest';
import { looksLikeSupabase } from '@/lib/db/check/inspectSupabase';

describe('looksLikeSupabase', () => {
  it("knows a Supabase project by its platform role, or by Auth's and Storage's schemas together", () => {
    expect(looksLikeSupabase({ schemas: [], roles: ['supabase_admin'] })).toBe(true);
    expect(looksLikeSupabase({ schemas: ['auth', 'storage', 'realtime'], roles: ['authenticator'] })).toBe(true);
  });
  it('is not fooled by the roles this project makes on any server, or by one schema named auth', () => {
    expect(looksLikeSupabase({ schemas: [], roles: [] })).toBe(false);
    expect(looksLikeSupabase({ schemas: ['auth'], roles: ['authenticator'] })).toBe(false);
  });
});
