// Every inspection of `npm run db:check`, in one READ ONLY transaction that ends in a
// rollback: the check may run against the magazine's live database at any time, and the
// database itself refuses a write should a query ever try one. Returns findings, not words
// (formatReport.ts has those).
import { readBuildKeys } from '../../config/supabaseKey.ts';
import type { WranglerConfig } from '../../config/wranglerConfig.ts';
import { MIGRATIONS_DIR } from '../migrations.ts';
import type { Sql } from '../sql.ts';
import { readCatalog } from './catalog.ts';
import type { CheckReport, Finding } from './findings.ts';
import { inspectAccess } from './inspectAccess.ts';
import { inspectBuildKey } from './inspectBuildKey.ts';
import { inspectContent } from './inspectContent.ts';
import { inspectOwnership } from './inspectOwnership.ts';
import { inspectShape } from './inspectShape.ts';
import { inspectSupabase } from './inspectSupabase.ts';

export interface CheckOptions {
  /** The database as the report names it (describeTarget), without credentials. */
  database: string;
  migrationsDir?: string;
  env?: Record<string, string | undefined>;
  /** The Pages project's wrangler.toml, whose variables hold the build's key on Cloudflare. */
  wrangler?: WranglerConfig;
}

export async function checkDatabase(
  db: Sql,
  { database, migrationsDir = MIGRATIONS_DIR, env = process.env, wrangler }: CheckOptions,
): Promise<CheckReport> {
  await db.exec('begin transaction read only');
  try {
    // Names print schema-qualified (public.sumar_hormigueo(bigint)) and no one's search_path
    // changes what a query means; a live database's slow moment must not hang the command.
    await db.exec(`set local search_path to pg_catalog; set local statement_timeout = '60s'`);
    const [who] = await db.query<{ role: string }>('select current_user::text as role');
    const catalog = await readCatalog(db);
    const supabase = await inspectSupabase(db);
    const key = inspectBuildKey(readBuildKeys(env, wrangler));
    const access = await inspectAccess(db, catalog);
    const findings = [
      ...(await inspectContent(db, catalog)),
      ...access.findings,
      ...(await inspectOwnership(db)),
      ...(await inspectShape(db, catalog, migrationsDir)),
      ...supabase.findings,
      ...key.findings,
    ];
    const notes = [...access.notes, ...supabase.notes, ...key.notes];
    return { database, role: who!.role, findings: onceEachUnreadable(findings), notes };
  } finally {
    await db.exec('rollback').catch(() => {});
  }
}

/** A table the role cannot read fails every check that reads it: it is reported once. */
function onceEachUnreadable(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    if (finding.kind !== 'unreadable') return true;
    if (seen.has(finding.object)) return false;
    seen.add(finding.object);
    return true;
  });
}
