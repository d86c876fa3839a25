import type { DataSourceConfig } from '../config/dataSource.ts';
import { applyMigrations, applySeed } from './migrations.ts';
import { openEmbedded } from './embedded.ts';
import { openPostgres } from './postgres.ts';
import type { Sql } from './sql.ts';

/** Opens the SQL database of a postgres or embedded configuration (the embedded one is created on first use). */
export function openDatabase(config: Exclude<DataSourceConfig, { kind: 'supabase' }>): Promise<Sql> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openEmbedded(config.dir, { migrate: applyMigrations, seed: applySeed });
}

/**
 * For the editors' commands that read readers' data (forwarding, the subscriber export, ARCO
 * requests): the database itself, never Supabase's public REST API, which cannot read it.
 * `command` says who asks, in the error that names the setting to add.
 */
export function openDatabaseFor(command: string, config: DataSourceConfig): Promise<Sql> {
  if (config.kind === 'supabase')
    throw new Error(
      `${command}: set DATABASE_URL to the database's connection string (Supabase: Connect → Session pooler from a computer without IPv6; docs/deploying.md).`,
    );
  return openDatabase(config);
}
