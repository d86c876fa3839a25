import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase } from '../../scripts/sample/postgresDatabases.ts';

/** The local PostgreSQL server the integration tests use (trust auth, user postgres). */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates a fresh, empty database on the local server; `drop()` removes it. */
export async function createTestDatabase(prefix = 'hdp_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    drop: () => dropDatabase(url.href),
  };
}
