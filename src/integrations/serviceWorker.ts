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

/** Stand-ins in the bundle for the offline page's address and revision, filled in per build. */
const OFFLINE_ENTRY = { url: '__HORMIGUERO_OFFLINE_URL__', revision: '__HORMIGUERO_OFFLINE_REVISION__' };

const digest = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The bundled worker, and the files it was made of with their digests. */
interface WorkerBundle {
  inputs: Record<string, string>;
  code: string;
}

/** Whether every file a bundle was made of is still as it was. */
async function unchanged(bundle: WorkerBundle): Promise<boolean> {
  for (const [file, hash] of Object.entries(bundle.inputs)) {
    const bytes = await readFile(file).catch(() => null);
    if (!bytes || digest(bytes) !== hash) return false;
  }
  return Object.keys(bundle.inputs).length > 0;
}

/**
 * The service worker's code, bundled on its own (a worker, not a page's module), with the
 * offline page's entry as stand-ins. A publish reuses the last bundle when none of the files
 * it was made of changed (bundling costs about a second; a publish should take a few).
 */
async function workerCode(cacheFile: string): Promise<string> {
  const previous = JSON.parse(await readFile(cacheFile, 'utf8').catch(() => 'null')) as WorkerBundle | null;
  if (previous && (await unchanged(previous))) return previous.code;
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Workbox's modules keep their development logging behind NODE_ENV.
    define: { 'self.__WB_MANIFEST': JSON.stringify([OFFLINE_ENTRY]), 'process.env.NODE_ENV': '"production"' },
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
  const inputs: Record<string, string> = {};
  for (const id of chunk.moduleIds) {
    const bytes = await readFile(id).catch(() => null);
    if (bytes) inputs[id] = digest(bytes);
  }
  await writeFile(cacheFile, JSON.stringify({ inputs, code: chunk.code } satisfies WorkerBundle));
  return chunk.code;
}

/**
 * /sw.js at the root of the build (its scope is the whole site), with the one file it keeps
 * from the start: the offline page, named with a digest of its content so that a changed page
 * reaches every reader (and an unchanged build leaves /sw.js byte for byte as it was).
 */
async function writeServiceWorker(outDir: string, cacheDir: string): Promise<void> {
  const offline = await readFile(path.join(outDir, htmlFileOf(paths.offline())));
  const code = (await workerCode(path.join(cacheDir, 'service-worker.json')))
    .replace(OFFLINE_ENTRY.url, paths.offline())
    .replace(OFFLINE_ENTRY.revision, digest(offline).slice(0, 16));
  await writeFile(path.join(outDir, SERVICE_WORKER_URL), code);
}

/**
 * A completed edition list, the digest of what it was made from (its model and pages), and
 * the size and modification time of each of those pages when it was made.
 */
type ManifestCache = Record<string, { from: string; stamp: string; manifest: EditionManifest }>;

/**
 * Each edition's list for 'Guardar para leer sin conexión' (its pages, from the endpoint
 * src/pages/ediciones/[edicion]/sin-conexion.json.ts) completed with what only the built site
 * knows: each page's size and the pictures the pages show, every copy with its size. Lists
 * of editions that no longer exist are removed. A list whose model and pages are those of the
 * last build is taken from `cacheFile` instead of read out of its pages again (at 10,000 poems
 * that was most of a publish's floor): the same pages when their files' sizes and times are
 * the same (the output folder kept between builds), else when their bytes are (an output
 * folder Cloudflare starts empty). Picture files are named by their content, so the same
 * pages mean the same sizes.
 */
async function writeEditionManifests(outDir: string, cacheFile: string): Promise<void> {
  const editionsDir = path.join(outDir, 'ediciones');
  const names = await readdir(editionsDir).catch(() => [] as string[]);
  const cached = JSON.parse(await readFile(cacheFile, 'utf8').catch(() => '{}')) as ManifestCache;
  const next: ManifestCache = {};
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
    const files = model.pages.map(({ url }) => path.join(outDir, htmlFileOf(new URL(url, 'https://site.invalid').pathname)));
    const stats = await Promise.all(files.map((page) => stat(page).catch(() => null)));
    const stamp = createHash('sha256').update(text);
    for (const info of stats) stamp.update(info ? `\0${info.size}:${info.mtimeMs}` : '\0-');
    const stampKey = stamp.digest('hex');
    const known = cached[name];
    const reuse = async (entry: ManifestCache[string]) => {
      next[name] = entry;
      await writeFile(file, JSON.stringify(entry.manifest));
    };
    if (known?.stamp === stampKey) {
      await reuse(known);
      continue;
    }
    const bytes = await Promise.all(files.map((page) => readFile(page).catch(() => null)));
    const from = createHash('sha256').update(text);
    for (const page of bytes) from.update('\0').update(page ?? '-');
    const key = from.digest('hex');
    if (known?.from === key) {
      await reuse({ ...known, stamp: stampKey });
      continue;
    }
    const htmls = bytes.map((page) => page?.toString('utf8') ?? null);
    const present = htmls.filter((html): html is string => html !== null);
    // The sizes of every picture's copies and of the preloaded files, read once for all editions.
    const wanted = [
      ...imagesOfPages(present, () => null).flatMap((image) => image.candidates.map((c) => c.url)),
      ...preloadsOfPages(present, () => null).map((file) => file.url),
    ];
    for (const url of wanted) {
      if (sizes.has(url)) continue;
      const local = fileOf(url);
      sizes.set(url, local ? await size(local) : null);
    }
    const manifest: EditionManifest = {
      edition: model.edition,
      label: model.label,
      pages: model.pages.map(({ url }, i) => ({ url, bytes: bytes[i]?.byteLength ?? null })),
      images: imagesOfPages(present, (url) => sizes.get(url) ?? null),
      files: preloadsOfPages(present, (url) => sizes.get(url) ?? null),
    };
    next[name] = { from: key, stamp: stampKey, manifest };
    await writeFile(file, JSON.stringify(manifest));
  }
  await writeFile(cacheFile, JSON.stringify(next));
}

/** Reading offline: the service worker, and each edition's list for saving it whole. */
export function serviceWorker(): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'hormiguero:service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:done': async ({ dir }) => {
        const outDir = fileURLToPath(dir);
        await writeEditionManifests(outDir, path.join(cacheDir, 'edition-manifests.json'));
        await writeServiceWorker(outDir, cacheDir);
      },
    },
  };
}
