// When content last changed, kept by the database (supabase/migrations/…_content_dates.sql) and turned into
// each page's sitemap date (getPageDates), on PGlite and on the PostgreSQL server.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlSource } from '@/lib/content/sqlSource';
import type { Snapshot } from '@/lib/content/types';
import type { Sql } from '@/lib/db/sql';
import { getPageDates } from '@/lib/seo/pageDates';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { seededDatabases, type SeededDatabases } from '../helpers/seededDatabases';

let databases: SeededDatabases;
beforeAll(async () => {
  databases = await seededDatabases();
});
afterAll(() => databases?.close());

const TIME_ZONE = 'America/Mexico_City';
const pageDates = (snapshot: Snapshot) =>
  getPageDates(indexSnapshot(snapshot, { storageBase: '', now: new Date(), preview: false, timeZone: TIME_ZONE }));

/** The paths whose date differs between two maps. */
function moved(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p)).sort();
}

describe.each(['embedded', 'postgres'] as const)('content dates (%s)', (kind) => {
  const db = (): Sql => databases[kind];
  const snapshot = () => createSqlSource(db(), async () => {}).snapshot();
  const stampOf = async (table: string, id: number) =>
    (
      await db().query<{ actualizado: string | null }>(
        `select to_json(actualizado) #>> '{}' as actualizado from public.${table} where id = $1`,
        [id],
      )
    )[0]!.actualizado;
  const dbNow = async () => (await db().query<{ now: string }>("select to_json(now()) #>> '{}' as now"))[0]!.now;

  it('leaves the sample unstamped, like rows that predate change tracking: its pages date from their editions', async () => {
    const rows = await snapshot();
    for (const table of ['revista', 'autor', 'poemario', 'creaciones', 'poema', 'visuales'] as const) {
      expect(
        rows[table].every((row) => row.actualizado === null),
        table,
      ).toBe(true);
    }
    const dates = pageDates(rows);
    // Edition 1 appeared on 2024-09-15 and edition 2 on 2025-06-21, at midnight in Mexico City.
    expect(dates.get('/ediciones/1')).toBe('2024-09-15T06:00:00.000Z');
    expect(dates.get('/')).toBe('2025-06-21T06:00:00.000Z');
    expect(dates.get('/poema/enjambre')).toMatch(/^202[45]-/);
    // The same data gives the same dates: nothing depends on the clock or a cache.
    expect(pageDates(await snapshot())).toEqual(dates);
  });

  it('stamps a row when what readers see of it changes, not for its counter or its forwarding address', async () => {
    await db().query("update poema set texto = texto || E'\\nun verso nuevo' where id = 5");
    const stamp = await stampOf('poema', 5);
    expect(stamp).not.toBeNull();
    expect(Date.parse(stamp!)).toBeLessThanOrEqual(Date.parse(await dbNow()) + 1000);
    await db().query('update poema set hormigueos = hormigueos + 7 where id = 5');
    await db().query("select hormiguear_poema(5, 'Ana', 'Hermoso', null)");
    expect(await stampOf('poema', 5)).toBe(stamp);
    await db().query("update autor set formspree_url = 'https://formspree.io/f/otro' where id = 1");
    expect(await stampOf('autor', 1)).toBeNull();
    await db().query('update autor set formspree_url = null where id = 1');
  });

  it('runs the stamp for a write to any column readers see, and never for the counter alone', async () => {
    // The triggers name their columns (so a hormigueo's +1 skips them): every column of each
    // table but the counter, the stamp and the forwarding address, none missing after a
    // migration that adds one.
    const rows = await db().query<{ tabla: string; disparadas: string[] | string; visibles: string[] | string }>(`
      select c.relname as tabla,
             array(select a.attname::text from unnest(t.tgattr::int2[]) n join pg_attribute a
                     on a.attrelid = c.oid and a.attnum = n order by 1) as disparadas,
             array(select a.attname::text from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                      and a.attname not in ('hormigueos', 'actualizado', 'formspree_url') order by 1) as visibles
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = 'sellar_actualizado' order by 1`);
    expect(rows.map((r) => r.tabla)).toEqual(['autor', 'creaciones', 'poema', 'poemario', 'revista', 'visuales']);
    for (const row of rows) expect(row.disparadas, row.tabla).toEqual(row.visibles);

    // A write that names a visible column without changing it leaves the stamp alone.
    await db().query('update visuales set nombre_pieza = nombre_pieza where id = 1');
    expect(await stampOf('visuales', 1)).toBeNull();
    await db().query("update visuales set nombre_pieza = nombre_pieza || ' (detalle)', hormigueos = hormigueos + 1 where id = 1");
    expect(await stampOf('visuales', 1)).not.toBeNull();
  });

  it('stamps the rows whose pages list a row that comes, goes or moves', async () => {
    const [poem] = await db().query<{ id_autor: number; id_poemario: number }>('select id_autor, id_poemario from poema where id = 11');
    await db().query('delete from poema where id = 11');
    expect(await stampOf('autor', Number(poem!.id_autor))).not.toBeNull();
    expect(await stampOf('poemario', Number(poem!.id_poemario))).not.toBeNull();

    const [section] = await db().query<{ id: number }>("select id from creaciones where tipo = 'critica' order by id limit 1");
    expect(await stampOf('creaciones', Number(section!.id))).toBeNull();
    await db().query('insert into poemario (id, titulo, id_autor) values (900, $1, 2)', ['Libro nuevo']);
    await db().query('insert into creaciones_poemario (id_creacion, id_poemario) values ($1, 900)', [section!.id]);
    expect(await stampOf('creaciones', Number(section!.id))).not.toBeNull();

    expect(await stampOf('revista', 2)).toBeNull();
    await db().query('insert into revista_autor (id_revista, autor) values (2, 3) on conflict do nothing');
    expect(await stampOf('revista', 2)).not.toBeNull();
  });

  it('moves the dates of exactly the pages that show an edited poem: its page and its author’s', async () => {
    const before = pageDates(await snapshot());
    await db().query("update poema set texto = texto || E'\\notra corrección' where id = 7");
    const after = pageDates(await snapshot());
    const changed = moved(before, after);
    expect(changed).toHaveLength(2);
    expect(changed.some((p) => p.startsWith('/autor/'))).toBe(true);
    expect(changed.some((p) => p.startsWith('/poema/'))).toBe(true);
    // Their date is the poem's new stamp (to the millisecond, as the sitemap writes it).
    expect(after.get(changed[1]!)).toBe(new Date((await stampOf('poema', 7))!).toISOString());
  });

  it('lets the public role read the stamps (the Supabase build reads through it, under RLS)', async () => {
    const read = async (statement: string) => {
      if (kind === 'embedded') {
        await db().exec('set role anon');
        try {
          return await db().query(statement);
        } finally {
          await db().exec('reset role');
        }
      }
      const client = new pg.Client({ connectionString: databases.server.url });
      await client.connect();
      try {
        await client.query('set role anon');
        return (await client.query(statement)).rows;
      } finally {
        await client.end();
      }
    };
    for (const table of ['revista', 'autor', 'poemario', 'creaciones', 'poema', 'visuales']) {
      await expect(read(`select actualizado from public.${table} limit 1`), table).resolves.toBeDefined();
    }
    await expect(read('select formspree_url from public.autor limit 1')).rejects.toThrow(/permission denied/);
  });
});
