import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { legacyRedirect, type EditionRoute } from '../../src/lib/routing/legacyRedirect.ts';
import { cacheControlFor, staticFileFor } from './staticFiles.ts';

export interface AppOptions {
  /** Folder of the built site (Astro's dist/). A function so a rebuild can swap it. */
  siteDir: () => string;
}

async function readEditions(siteDir: string): Promise<EditionRoute[]> {
  try {
    return JSON.parse(await readFile(path.join(siteDir, 'ediciones.json'), 'utf8')) as EditionRoute[];
  } catch {
    return [];
  }
}

/**
 * The local server: the built pages at clean URLs, the spec's legacy URL shapes redirected
 * to them, the 404 page with status 404, compression and cache headers.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  let editions: { dir: string; routes: Promise<EditionRoute[]> } | undefined;
  const editionRoutes = (dir: string) => {
    if (editions?.dir !== dir) editions = { dir, routes: readEditions(dir) };
    return editions.routes;
  };

  app.use(compress());

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const siteDir = options.siteDir();
    const url = new URL(c.req.url);
    const redirect = legacyRedirect(url, await editionRoutes(siteDir));
    if (redirect === 'not-found') return next();
    if (redirect) return c.redirect(redirect.location, redirect.status);
    const file = staticFileFor(siteDir, url.pathname);
    if (!file) return next();
    c.header('Cache-Control', cacheControlFor(file));
    return serveStatic({ path: file })(c, next);
  });

  app.notFound(async (c) => {
    const page = staticFileFor(options.siteDir(), '/404');
    const body = page ? await readFile(page, 'utf8') : 'PAGINA NO ENCONTRADA';
    c.header('Cache-Control', 'no-store');
    return c.html(body, 404);
  });

  return app;
}
