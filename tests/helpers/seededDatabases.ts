import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, applySeed } from '@/lib/db/migrations';
import { openEmbedded } from '@/lib/db/embedded';
import { openPostgres } from '@/lib/db/postgres';
import type { Sql } from '@/lib/db/sql';
import { createTestDatabase, type TestDatabase } from './postgres';

/** The sample magazine in a fresh PGlite folder and a fresh database on the local server. */
export interface SeededDatabases {
  embedded: Sql;
  postgres: Sql;
  server: TestDatabase;
  close(): Promise<void>;
}

export async function seededDatabases(): Promise<SeededDatabases> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-pglite-'));
  const embedded = await openEmbedded(path.join(tmp, 'db'), { migrate: applyMigrations, seed: applySeed });
  const server = await createTestDatabase();
  const postgres = await openPostgres(server.url, { max: 20 });
  await applyMigrations(postgres);
  await applySeed(postgres);
  return {
    embedded,
    postgres,
    server,
    async close() {
      await embedded.close();
      await postgres.close();
      await server.drop();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the local server with the sample magazine, forwarding addresses
 * cleared (the sample's mailbox is not running during tests).
 */
export async function seededPostgres(): Promise<{ db: Sql; database: TestDatabase; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const db = await openPostgres(database.url);
  await applyMigrations(db);
  await applySeed(db);
  await db.exec('update autor set formspree_url = null; update revista set formspree_url = null;');
  return {
    db,
    database,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}
