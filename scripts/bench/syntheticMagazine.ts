// The synthetic magazine of the benchmarks (50 editions, 1,000 authors, 10,000 poems;
// syntheticMagazine.sql) in a fresh PostgreSQL database of its own. PG_ADMIN_URL picks the server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { applyMigrations } from '../../src/lib/db/migrations.ts';
import { openPostgres } from '../../src/lib/db/postgres.ts';
import type { Sql } from '../../src/lib/db/sql.ts';

export interface SyntheticMagazine {
  url: string;
  db: Sql;
  /** "50 editions, 1000 authors, 10000 poems (1342 characters on average)" */
  description: string;
  drop(): Promise<void>;
}

export async function createSyntheticMagazine(prefix = 'hdp_bench'): Promise<SyntheticMagazine> {
  const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const db = await openPostgres(url);
  const drop = async () => {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await applyMigrations(db);
    await db.exec(await readFile('scripts/bench/syntheticMagazine.sql', 'utf8'));
    const [counts] = await db.query<Record<string, string>>(
      `select (select count(*) from revista)::text as editions, (select count(*) from autor)::text as authors,
              (select count(*) from poema)::text as poems, (select avg(length(texto))::int::text as chars from poema)`,
    );
    const description = `${counts!.editions} editions, ${counts!.authors} authors, ${counts!.poems} poems (${counts!.chars} characters on average)`;
    return { url, db, description, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
