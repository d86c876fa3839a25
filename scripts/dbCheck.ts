// `npm run db:check`: says, in Spanish, whether the configured database (DATABASE_URL, else
// the embedded one) is ready for this site and what needs the editors' attention. It only
// reads, inside a READ ONLY transaction (src/lib/db/check/checkDatabase.ts).
//
// Exit status: 0 ready, 1 something needs attention, 2 no database to check (cannot
// connect, or only Supabase's REST settings), 3 the check itself failed midway.
import os from 'node:os';
import { readDataSourceConfig, type DataSourceConfig } from '../src/lib/config/dataSource.ts';
import { readWranglerConfig } from '../src/lib/config/hostedBuild.ts';
import { checkDatabase } from '../src/lib/db/check/checkDatabase.ts';
import { explainConnectionError } from '../src/lib/db/check/explainConnectionError.ts';
import { describeTarget, formatReport, headerLine } from '../src/lib/db/check/formatReport.ts';
import { openForCheck } from '../src/lib/db/check/openForCheck.ts';
import type { Sql } from '../src/lib/db/sql.ts';

const CANNOT_CONNECT = 2;
const CHECK_FAILED = 3;

let config: DataSourceConfig;
try {
  config = readDataSourceConfig();
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(CANNOT_CONNECT);
}

if (config.kind === 'supabase') {
  // The refusal every editors' command gives on Supabase's REST settings, then what this one reads.
  await openForCheck(config).catch((error: unknown) => console.error(`Error: ${(error as Error).message}`));
  console.error(
    'db:check lee el catálogo de la base de datos, que la API REST de Supabase no muestra: pon en DATABASE_URL la cadena de conexión ' +
      '(Connect en el panel de Supabase; si la directa no llega desde esta red, la del Session pooler).',
  );
  process.exit(CANNOT_CONNECT);
}

const target = describeTarget(config);
let db: Sql;
try {
  db = await openForCheck(config);
} catch (error) {
  const url = config.kind === 'postgres' ? config.url : undefined;
  console.error(headerLine(target, urlUser(url)));
  console.error(explainConnectionError(error, url));
  process.exit(CANNOT_CONNECT);
}

try {
  // The build's key is also looked for where Cloudflare's build reads it (none when the file is missing).
  const wrangler = (() => {
    try {
      return readWranglerConfig();
    } catch {
      return undefined;
    }
  })();
  const report = await checkDatabase(db, { database: target, wrangler });
  console.log(formatReport(report));
  process.exitCode = report.findings.length ? 1 : 0;
} catch (error) {
  console.error(`La comprobación se interrumpió: ${((error as Error).message ?? String(error)).split('\n')[0]}`);
  process.exitCode = CHECK_FAILED;
} finally {
  await db.close().catch(() => {});
}

/** The role a connection string logs in as (node-postgres falls back to PGUSER, then the system's user). */
function urlUser(url: string | undefined): string {
  if (!url) return 'postgres';
  try {
    return decodeURIComponent(new URL(url).username) || process.env.PGUSER || os.userInfo().username;
  } catch {
    return '(desconocido)';
  }
}
