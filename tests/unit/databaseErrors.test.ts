// The SQL raises codes, rules.ts gives them words: every code a function in supabase/migrations
// can raise has a reader's message, no message is left without a code that raises it, and
// the functions' error translation hands the reader those words.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_ERRORS, MESSAGES } from '@/lib/actions/rules';
import { MIGRATIONS_DIR } from '@/lib/db/migrations';
import {
  classifyDatabaseError,
  InvalidInputError,
  KeyReusedError,
  NotFoundError,
  RateLimitedError,
} from '../../functions/_lib/store/types.ts';

/**
 * The codes a piece of SQL raises: the literal of each `raise exception '…'` (the one
 * pass-through, `raise exception '%', p_…`, raises what its callers give it) and the codes
 * passed to public.texto_lector, the reader's-field check. Anything else raised as a literal
 * is returned too, so reader text in the SQL shows up as an unknown code.
 */
function raisedCodes(sql: string): Set<string> {
  const codes = new Set<string>();
  for (const [, literal] of sql.matchAll(/raise\s+exception\s+'((?:[^']|'')*)'/gi)) if (literal !== '%') codes.add(literal!);
  for (const [, args] of sql.matchAll(/texto_lector\(p_\w+,\s*\d+,\s*([^)]*)\)/gi))
    for (const [, literal] of args!.matchAll(/'([^']*)'/g)) codes.add(literal!);
  return codes;
}

async function schemaSql(): Promise<string> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return (await Promise.all(files.map((f) => readFile(path.join(MIGRATIONS_DIR, f), 'utf8')))).join('\n');
}

describe('codes the SQL raises', () => {
  it('finds a code raised directly and one passed to the field check, and reports reader text as a code', () => {
    const sql = `
      v_mensaje text := public.texto_lector(p_mensaje, 2000, 'mensaje_vacio', 'mensaje_largo');
      raise exception 'poema_inexistente' using errcode = 'P0002';
      raise exception '%', p_si_vacio using errcode = '22023';
      raise exception 'No encontramos este poema.' using errcode = 'P0002';`;
    expect([...raisedCodes(sql)].sort()).toEqual(['No encontramos este poema.', 'mensaje_largo', 'mensaje_vacio', 'poema_inexistente']);
  });

  it('every code in supabase/migrations has its words in rules.ts, and every code there is raised', async () => {
    const raised = raisedCodes(await schemaSql());
    expect(raised.size).toBeGreaterThan(5);
    expect([...raised].filter((code) => !(code in DATABASE_ERRORS))).toEqual([]);
    expect(Object.keys(DATABASE_ERRORS).filter((code) => !raised.has(code))).toEqual([]);
  });

  it('codes are identifiers, never sentences', () => {
    for (const code of Object.keys(DATABASE_ERRORS)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('what the functions make of a database error', () => {
  it.each(Object.entries(DATABASE_ERRORS))('a refused value raised as %s reads "%s"', (code, words) => {
    const error = classifyDatabaseError({ code: '22023', message: code });
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error.message).toBe(words);
  });

  it('a missing work gets its own words; a value refused by PostgreSQL itself, the general one', () => {
    expect(classifyDatabaseError({ code: 'P0002', message: 'visual_inexistente' })).toEqual(new NotFoundError(MESSAGES.visualNotFound));
    const nul = classifyDatabaseError({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' });
    expect(nul).toBeInstanceOf(InvalidInputError);
    expect(nul.message).toBe(MESSAGES.badRequest);
  });

  it('over the limit carries the seconds to wait; a reused key, its words', () => {
    const limited = classifyDatabaseError({ code: 'HDP29', message: 'demasiados_intentos', detail: '42' });
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfter).toBe(42);
    expect(limited.message).toBe(MESSAGES.tooManyRequests);
    expect(classifyDatabaseError({ code: 'HDP22', message: 'clave_reusada' })).toEqual(new KeyReusedError(MESSAGES.keyReused));
  });

  it('anything else is not the client’s doing and passes through', () => {
    const broken = new Error('connection terminated');
    expect(classifyDatabaseError(broken)).toBe(broken);
  });
});
