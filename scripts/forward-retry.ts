// `npm run forward:retry`: forwards every hormigueo message that is due (never delivered,
// or failed earlier and past its backoff) and prints what happened. The local server also
// does this every minute; in production run it on a schedule (see README).
import { forwardAllDue } from '../functions/_lib/forward.ts';
import { createSqlStore } from '../functions/_lib/store/sqlStore.ts';
import { createSupabaseStore } from '../functions/_lib/store/supabaseStore.ts';
import { describeDataSource, readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabase } from '../src/lib/db/openDatabase.ts';

const config = readDataSourceConfig();
try {
  if (config.kind === 'supabase') {
    const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim();
    if (!serviceRoleKey)
      throw new Error("forward:retry reads readers' messages: set SUPABASE_SERVICE_ROLE_KEY (server-side only) or DATABASE_URL.");
    const store = createSupabaseStore({ url: config.url, serviceRoleKey });
    report(await forwardAllDue(store));
  } else {
    const db = await openDatabase(config);
    try {
      report(await forwardAllDue(createSqlStore(db)));
    } finally {
      await db.close();
    }
  }
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}

function report(result: { delivered: number; failed: number }) {
  console.log(
    `Forwarding (${describeDataSource(config)}): ${result.delivered} delivered, ${result.failed} failed and queued for a later retry.`,
  );
}
