// The Supabase key in the build's configuration, which the database cannot see: what kind it
// is (src/lib/config/supabaseKey.ts) and whether that needs the editors. Pure.
import { classifySupabaseKey, type ConfiguredKey } from '../../config/supabaseKey.ts';
import type { Finding, Note } from './findings.ts';

export function inspectBuildKey(keys: readonly ConfiguredKey[]): { findings: Finding[]; notes: Note[] } {
  if (!keys.length) return { findings: [], notes: [{ kind: 'noBuildKey' }] };
  const findings: Finding[] = [];
  const notes: Note[] = [];
  for (const { variable, value } of keys) {
    const { kind, role } = classifySupabaseKey(value);
    if (kind === 'publishable') notes.push({ kind: 'publishableKey', variable });
    else findings.push(role === undefined ? { kind: 'buildKey', variable, key: kind } : { kind: 'buildKey', variable, key: kind, role });
  }
  return { findings, notes };
}
