// The editors' preview: the site as it will be, scheduled editions included, in a folder of
// its own that never replaces the public site, served with noindex on every answer.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Env } from '../../functions/_lib/context.ts';
import { buildSite } from '../site/buildSite.ts';
import { createApp } from './app.ts';
import { loadFunctions } from './functionsRouter.ts';
import { siteAssets } from './siteAssets.ts';

/** Where the preview is built (PREVIEW_DIR overrides): its pages in dist/, its incremental cache in cache/. */
export const DEFAULT_PREVIEW_DIR = '.preview';
/** The preview's port when PORT is not set: beside the public site's 4321, not on it. */
export const DEFAULT_PREVIEW_PORT = 4331;

/** The build settings of the preview: the same database and settings, its own folders, EDITOR_PREVIEW on. */
export function previewEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const root = path.resolve(env.PREVIEW_DIR?.trim() || DEFAULT_PREVIEW_DIR);
  return { ...env, EDITOR_PREVIEW: '1', ASTRO_OUT_DIR: path.join(root, 'dist'), ASTRO_CACHE_DIR: path.join(root, 'cache') };
}

/** Builds the preview (incrementally, like the public site) and serves its pages. */
export async function startEditorPreview(
  env: NodeJS.ProcessEnv = process.env,
  options: { port?: number; host?: string; echo?: boolean; now?: Date } = {},
) {
  const settings = previewEnv(env);
  const report = await buildSite(settings, { echo: options.echo, now: options.now });
  const dir = settings.ASTRO_OUT_DIR!;
  // The functions run as in Cloudflare's preview: with EDITOR_PREVIEW and no database, every
  // reader action is refused with the reason, and nothing is written.
  const functionsEnv: Env = { EDITOR_PREVIEW: '1', SITE_URL: settings.SITE_URL, ASSETS: siteAssets(() => dir) };
  const app = createApp({
    siteDir: () => dir,
    preview: true,
    functions: { router: await loadFunctions(path.resolve('functions')), env: functionsEnv, waitUntil: () => {} },
  });
  const port = options.port ?? Number(env.PORT || DEFAULT_PREVIEW_PORT);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: options.host ?? env.HOST ?? '127.0.0.1' }, () => resolve(s));
    s.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is taken (the public site?): set PORT to another one.`) : error),
    );
  });
  return {
    report,
    dir,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
