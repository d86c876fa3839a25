// Serves the built site (dist/) on http://localhost:4321 (PORT overrides).
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { isMain } from './isMain.ts';
import { createApp } from './server/app.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  siteDir?: string;
}

export function startServer(options: ServerOptions = {}): Promise<ServerType> {
  const port = options.port ?? Number(process.env.PORT || 4321);
  const host = options.host ?? process.env.HOST ?? '0.0.0.0';
  const siteDir = path.resolve(options.siteDir ?? process.env.SITE_DIR ?? 'dist');
  const app = createApp({ siteDir: () => siteDir });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
      console.log(`\n  Hormiguero de Poemas: http://localhost:${port}\n`);
      resolve(server);
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => server.close(() => process.exit(0)));
    }
  });
}

if (isMain(import.meta.url)) await startServer();
