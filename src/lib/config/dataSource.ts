import path from 'node:path';

export type DataSourceConfig =
  { kind: 'embedded'; dir: string } | { kind: 'postgres'; url: string } | { kind: 'supabase'; url: string; publishableKey: string };

export const DEFAULT_EMBEDDED_DIR = '.data/pglite';

type Env = Record<string, string | undefined>;

/**
 * The key the build reads Supabase with: SUPABASE_PUBLISHABLE_KEY (Supabase's `sb_publishable_…`
 * key), or the legacy anon key under its old name, SUPABASE_ANON_KEY, which Supabase deprecates
 * at the end of 2026 (https://supabase.com/docs/guides/getting-started/migrating-to-new-api-keys).
 * An empty value counts as unset, as wrangler.toml is committed with empty values.
 */
export function publishableKeyOf(env: Env): string | undefined {
  return env.SUPABASE_PUBLISHABLE_KEY?.trim() || env.SUPABASE_ANON_KEY?.trim() || undefined;
}

/**
 * Which database the site reads and writes, from the environment:
 * DATABASE_URL (any Postgres) wins, then SUPABASE_URL + SUPABASE_PUBLISHABLE_KEY, and with
 * neither the embedded PGlite database under .data/ (created on first use).
 */
export function readDataSourceConfig(env: Env = process.env): DataSourceConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  const supabaseUrl = env.SUPABASE_URL?.trim();
  const publishableKey = publishableKeyOf(env);
  if (supabaseUrl || publishableKey) {
    if (!supabaseUrl || !publishableKey) {
      throw new Error("Supabase needs both SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (the project's publishable key, sb_publishable_…).");
    }
    return { kind: 'supabase', url: supabaseUrl.replace(/\/+$/, ''), publishableKey };
  }
  return { kind: 'embedded', dir: path.resolve(env.EMBEDDED_DB_DIR?.trim() || DEFAULT_EMBEDDED_DIR) };
}

/** Human description of a data source, without credentials. */
export function describeDataSource(config: DataSourceConfig): string {
  switch (config.kind) {
    case 'embedded':
      return `embedded database at ${path.relative(process.cwd(), config.dir) || config.dir}`;
    case 'postgres': {
      try {
        const url = new URL(config.url);
        return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
      } catch {
        return 'PostgreSQL (DATABASE_URL)';
      }
    }
    case 'supabase':
      return `Supabase at ${config.url}`;
  }
}
