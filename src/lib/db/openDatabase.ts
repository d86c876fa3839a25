import type { DataSourceConfig } from '../config/dataSource.ts';
import { applyMigrations, applySeed } from './migrations.ts';
import { openEmbedded } from './embedded.ts';
import { openPostgres } from './postgres.ts';
import type { Sql } from './sql.ts';

/** Opens the SQL database of a postgres or embedded configuration (the embedded one is created on first use). */
export function openDatabase(config: Exclude<DataSourceConfig, { kind: 'supabase' }>): Promise<Sql> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openEmbedded(config.dir, { migrate: applyMigrations, seed: applySeed });
}
