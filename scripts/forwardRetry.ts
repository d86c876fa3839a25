// `npm run forward:retry`: forwards every hormigueo message that is due (never delivered,
// or failed earlier and past its backoff) and prints what happened. The local server also
// does this every minute; in production run it on a schedule (see docs/reader-actions.md). A process, not a
// Cloudflare request: no subrequest budget or deadline, only the timeout and concurrency.
import { forwardAllDue, type ForwardResult } from '../functions/_lib/forward.ts';
import { forwardPolicyFromEnv } from '../functions/_lib/forwardPolicy.ts';
import { createSqlStore } from '../functions/_lib/store/sqlStore.ts';
import { describeDataSource, readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabaseFor } from '../src/lib/db/openDatabase.ts';

const config = readDataSourceConfig();
// A process, not a Workers request: the env's timeout, concurrency, pace and site, no budget.
const { timeoutMs, concurrency, pace, site } = forwardPolicyFromEnv(process.env);
const options = { timeoutMs, concurrency, pace, site };
try {
  const db = await openDatabaseFor("forward:retry reads readers' messages", config);
  try {
    report(await forwardAllDue(createSqlStore(db), options));
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}

function report(result: ForwardResult) {
  const returned = result.returned ? `, ${result.returned} not sent and queued again` : '';
  console.log(
    `Forwarding (${describeDataSource(config)}): ${result.delivered} delivered, ${result.failed} failed and queued for a later retry${returned}.`,
  );
}
