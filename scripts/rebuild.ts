// `npm run rebuild`: publish what changed in the database. With the local server running
// and REBUILD_TOKEN set, asks it to rebuild and swap (POST /api/rebuild) and waits for the
// result; otherwise runs an incremental build into dist/ here.
import { readPublishingConfig } from '../src/lib/config/publishing.ts';
import { formatContentReport } from '../src/lib/report/formatContentReport.ts';
import type { ContentReport } from '../src/lib/report/types.ts';
import { buildSite } from './site/buildSite.ts';

/** The content report's table, when there is something to say. */
function printReport(report: ContentReport | undefined): void {
  const text = report && formatContentReport(report, readPublishingConfig().timeZone);
  if (text) console.log(`\n${text}`);
}

const token = process.env.REBUILD_TOKEN?.trim();
const server = `http://127.0.0.1:${process.env.PORT || 4321}/api/rebuild`;

async function viaServer(): Promise<boolean> {
  if (!token) return false;
  const headers = { authorization: `Bearer ${token}` };
  let answer: Response;
  try {
    answer = await fetch(server, { method: 'POST', headers });
  } catch {
    return false; // no server running: build here
  }
  if (answer.status === 401) throw new Error('The server refused REBUILD_TOKEN.');
  console.log(`Asked the running server to rebuild (${((await answer.json()) as { rebuild: string }).rebuild}).`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const status = (await (await fetch(server, { headers })).json()) as {
      state: string;
      last: { ok: boolean; seconds: number; error?: string; siteDir?: string; content?: ContentReport } | null;
    };
    if (status.state !== 'idle') continue;
    if (!status.last?.ok) throw new Error(`Rebuild failed; the live site is unchanged.\n${status.last?.error ?? ''}`);
    console.log(`Published in ${status.last.seconds} s (${status.last.siteDir}).`);
    printReport(status.last.content);
    return true;
  }
}

try {
  if (!(await viaServer())) {
    const report = await buildSite(process.env);
    console.log(
      report.skipped
        ? `Nothing changed since the last build of dist/: ${report.restored} page(s) kept.`
        : `Built dist/: ${report.rendered} page(s) rendered, ${report.restored} reused from the incremental cache.`,
    );
    printReport(report.content);
  }
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exit(1);
}
