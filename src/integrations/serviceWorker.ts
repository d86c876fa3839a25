import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { SERVICE_WORKER_URL } from '../lib/offline/cachePlan.ts';
import { imagesOfPages, preloadsOfPages, type EditionManifest } from '../lib/offline/editionManifest.ts';
import type { EditionOfflineModel } from '../lib/site/getEditionOfflineModel.ts';
import { htmlFileOf, paths } from '../lib/site/paths.ts';

const SOURCE = fileURLToPath(new URL('../serviceWorker/sw.ts', import.meta.url));

/**
 * The service worker (src/serviceWorker/sw.ts), bundled on its own into /sw.js at the root of
 * the build (its scope is the whole site), with the one file it keeps from the start: the
 * offline page, named with a digest of its content so a changed page reaches every reader.
 */
async function writeServiceWorker(outDir: string): Promise<void> {
  const offline = await readFile(path.join(outDir, htmlFileOf(paths.offline())));
  const precache = [{ url: paths.offline(), revision: createHash('sha256').update(offline).digest('hex').slice(0, 16) }];
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Workbox's modules keep their development logging behind this.
    define: { 'self.__WB_MANIFEST': JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: SOURCE, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker was not built.');
  await writeFile(path.join(outDir, SERVICE_WORKER_URL), chunk.code);
}

/**
 * Each edition's list for 'Guardar para leer sin conexión' (its pages, from the endpoint
 * src/pages/ediciones/[edicion]/sin-conexion.json.ts) completed with what only the built site
 * knows: each page's size and the pictures the pages show, every copy with its size. Lists
 * of editions that no longer exist are removed.
 */
async function writeEditionManifests(outDir: string): Promise<void> {
  const editionsDir = path.join(outDir, 'ediciones');
  const names = await readdir(editionsDir).catch(() => [] as string[]);
  const size = async (file: string) => (await stat(file).catch(() => null))?.size ?? null;
  const sizes = new Map<string, number | null>();
  const fileOf = (url: string) => {
    const { pathname, origin } = new URL(url, 'https://site.invalid');
    return origin === 'https://site.invalid' ? path.join(outDir, decodeURIComponent(pathname)) : null;
  };
  for (const name of names) {
    const manifestPath = paths.editionOfflineManifest(name);
    const file = path.join(outDir, manifestPath);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    // The edition is gone when its home page is (stale pages are pruned before this runs).
    const editionPage = await stat(path.join(outDir, htmlFileOf(paths.edition(name)))).catch(() => null);
    if (!editionPage) {
      await rm(file, { force: true });
      continue;
    }
    const model = JSON.parse(text) as EditionOfflineModel;
    const pages: EditionManifest['pages'] = [];
    const htmls: string[] = [];
    for (const { url } of model.pages) {
      const html = await readFile(path.join(outDir, htmlFileOf(new URL(url, 'https://site.invalid').pathname)), 'utf8').catch(() => null);
      pages.push({ url, bytes: html === null ? null : Buffer.byteLength(html) });
      if (html !== null) htmls.push(html);
    }
    // The sizes of every picture's copies and of the preloaded files, read once for all editions.
    const wanted = [
      ...imagesOfPages(htmls, () => null).flatMap((image) => image.candidates.map((c) => c.url)),
      ...preloadsOfPages(htmls, () => null).map((file) => file.url),
    ];
    for (const url of wanted) {
      if (sizes.has(url)) continue;
      const local = fileOf(url);
      sizes.set(url, local ? await size(local) : null);
    }
    const manifest: EditionManifest = {
      edition: model.edition,
      label: model.label,
      pages,
      images: imagesOfPages(htmls, (url) => sizes.get(url) ?? null),
      files: preloadsOfPages(htmls, (url) => sizes.get(url) ?? null),
    };
    await writeFile(file, JSON.stringify(manifest));
  }
}

/** Reading offline: the service worker, and each edition's list for saving it whole. */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'hormiguero:service-worker',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const outDir = fileURLToPath(dir);
        await writeEditionManifests(outDir);
        await writeServiceWorker(outDir);
      },
    },
  };
}
