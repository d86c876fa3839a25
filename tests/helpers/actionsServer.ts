import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../scripts/server/startServer';

/** The real local server (functions included) on a free port, writing to `databaseUrl`. */
export async function startActionsServer(databaseUrl: string, env: Record<string, string> = {}) {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'hdp-site-'));
  const running: RunningServer = await startServer({
    port: 0,
    host: '127.0.0.1',
    siteDir,
    env: { DATABASE_URL: databaseUrl, FORWARD_RETRY_SECONDS: '0', ...env },
  });
  const base = `http://127.0.0.1:${running.port}`;
  return {
    base,
    store: running.store!,
    post: (route: string, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      // Redirects are answers to check, not to follow (form posts answer 303).
      fetch(`${base}${route}`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        redirect: 'manual',
      }),
    async close() {
      await running.close();
      await rm(siteDir, { recursive: true, force: true });
    },
  };
}
