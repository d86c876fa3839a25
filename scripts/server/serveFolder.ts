import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type AppOptions } from './app.ts';

/** Serves a built folder as the local server does (pages and files only) on a free port. */
export async function serveFolder(
  dir: string,
  options: Omit<AppOptions, 'siteDir'> = {},
): Promise<{ base: string; close(): Promise<void> }> {
  const app = createApp({ ...options, siteDir: () => dir });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Clients keep their connections open; don't wait for them to time out.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
