import type { DataSourceConfig } from '../config/dataSource.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { createSqlSource } from './sqlSource.ts';
import { createSupabaseSource } from './supabaseSource.ts';
import type { ContentSource } from './types.ts';

export async function createContentSource(config: DataSourceConfig): Promise<ContentSource> {
  if (config.kind === 'supabase') return createSupabaseSource({ url: config.url, publishableKey: config.publishableKey });
  return createSqlSource(await openDatabase(config));
}
