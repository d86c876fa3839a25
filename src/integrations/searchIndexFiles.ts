import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LOCALE } from '../consts.ts';
import { SEARCH_DELTA, SEARCH_DELTA_FILE, type SearchDeltaManifest } from '../lib/search/copy.ts';
import type { SearchDocument } from '../lib/search/searchDocuments.ts';

/** Written after each build: how indexing went (read by scripts/build.ts). */
export const SEARCH_REPORT_FILE = 'search-report.json';
/** The folder of the index in the build, which the search dialog loads from (/pagefind/). */
export const SEARCH_DIR = 'pagefind';

export interface SearchReport {
  documents: number;
  seconds: number;
  /**
   * full: the whole index was written; delta: only the pages changed since the last full
   * index (the base) were; unchanged: nothing to write.
   */
  mode: 'full' | 'delta' | 'unchanged';
  /** Pages written: all of them (full) or those in the delta index. */
  changed: number;
}

/** A build's output folder and the cache folder that remembers its index between builds. */
export interface SearchIndexTarget {
  outDir: string;
  cacheDir: string;
}

/**
 * A full index costs seconds at 10,000 poems (Pagefind writes every page's fragment again),
 * so a publish indexes only what changed since the last full index: a small second index the
 * dialog merges, and the base's entries for changed or removed pages hidden. Past this many
 * changes (or 5 % of the pages) the base is written afresh and the delta starts over; the
 * local server also writes it afresh once it is idle (compactSearchIndex): Pagefind ranks
 * each index by its own statistics, so a delta's pages rank only roughly against the base's.
 */
const DELTA_MAX = 500;

interface BaseState {
  /** Each page's digest when the base was written. */
  digests: Record<string, string>;
  /** Each page's fragment in the base (Pagefind's result id), to hide it once it changed. */
  fragments: Record<string, string>;
}
interface State {
  base: BaseState;
  /** Digest of the delta in place (its pages and hidden fragments); '' when there is none. */
  delta: string;
}

/** Pagefind's own interfaces (its UI bundles): the site has a search dialog of its own. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;
/** A delta index is only merged: the base's script, worker and WebAssembly serve it. */
const UNUSED_IN_DELTA = /^(pagefind(-worker)?\.js|wasm\..*)$/;

const digest = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** A bundle Pagefind finished writing: its entry file is whole JSON (a cut-off write leaves it empty). */
async function isWholeBundle(folder: string): Promise<boolean> {
  try {
    JSON.parse(await readFile(path.join(folder, 'pagefind-entry.json'), 'utf8'));
    return true;
  } catch {
    return false;
  }
}

/** The output folder's search index is there and whole (a build that finds it damaged rewrites it). */
export async function hasWholeSearchIndex(outDir: string): Promise<boolean> {
  const live = path.join(outDir, SEARCH_DIR);
  return existsSync(path.join(live, 'pagefind.js')) && (await isWholeBundle(live));
}

/**
 * Writes one Pagefind bundle of `documents` into `target`, checked whole (once seen: an empty
 * entry file from a run on a loaded machine); one more try, then the build fails loudly
 * rather than publish an index that cannot load.
 */
async function writeBundle(documents: readonly SearchDocument[], target: string, unused: RegExp, signal?: AbortSignal): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await writeBundleOnce(documents, target, unused, signal);
    if (await isWholeBundle(target)) return;
    if (attempt === 2) throw new Error(`Pagefind wrote an incomplete index in ${target}`);
    await rm(target, { recursive: true, force: true });
  }
}

/** One Pagefind run; an abort stops Pagefind's process. */
async function writeBundleOnce(documents: readonly SearchDocument[], target: string, unused: RegExp, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  const pagefind = await import('pagefind');
  const stop = () => void pagefind.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: LOCALE });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    // The service works through a queue: sending everything at once keeps it busy.
    const added = await Promise.all(documents.map(({ url, html }) => index.addHTMLFile({ url, content: html })));
    const failed = added.flatMap((response) => response.errors);
    if (failed.length) throw new Error(`Pagefind could not index ${failed.length} page(s): ${failed.slice(0, 3).join('; ')}`);
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  } catch (error) {
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    await pagefind.close();
  }
  signal?.throwIfAborted();
  for (const file of await readdir(target)) if (unused.test(file) || UNUSED.test(file)) await rm(path.join(target, file));
}

/** Which fragment (result id) each page has in a bundle: read from the fragments themselves. */
async function fragmentsOf(bundle: string): Promise<Record<string, string>> {
  const dir = path.join(bundle, 'fragment');
  const fragments: Record<string, string> = {};
  for (const file of await readdir(dir)) {
    const text = gunzipSync(await readFile(path.join(dir, file))).toString('utf8');
    const { url } = JSON.parse(text.slice(text.indexOf('{'))) as { url: string };
    fragments[url] = file.replace(/\.pf_fragment$/, '');
  }
  return fragments;
}

/** Fills a fresh `target` through a sibling folder, then swaps it in: never half a folder in place. */
async function replaceFolder(target: string, fill: (folder: string) => Promise<void>): Promise<void> {
  const next = `${target}.next`;
  const previous = `${target}.previous`;
  await rm(next, { recursive: true, force: true });
  try {
    await fill(next);
  } catch (error) {
    await rm(next, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, previous);
  await rename(next, target);
  await rm(previous, { recursive: true, force: true });
}

/** What the cache folder keeps for one output folder: the index's state and, while there is a delta, the pages it was made from. */
function cacheFiles({ outDir, cacheDir }: SearchIndexTarget) {
  const key = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return {
    state: path.join(cacheDir, `search-state-${key}.json`),
    documents: path.join(cacheDir, `search-documents-${key}.json`),
  };
}

async function writeBase(documents: readonly SearchDocument[], live: string, signal?: AbortSignal): Promise<BaseState> {
  let fragments: Record<string, string> = {};
  await replaceFolder(live, async (folder) => {
    await writeBundle(documents, folder, /^$/, signal);
    fragments = await fragmentsOf(folder);
    const manifest: SearchDeltaManifest = { delta: false, hidden: [] };
    await writeFile(path.join(folder, SEARCH_DELTA_FILE), JSON.stringify(manifest));
  });
  return { digests: Object.fromEntries(documents.map((d) => [d.url, digest(d.html)])), fragments };
}

/**
 * Brings the index in `outDir` up to date with `documents`: a full index (the base) when there
 * is none or too much changed, otherwise a delta of the pages changed since the base, with the
 * base's entries for changed or removed pages hidden. Both live in the output folder, next to
 * the pages, so a publish swaps the pages and their index together.
 */
export async function updateSearchIndex(documents: readonly SearchDocument[], target: SearchIndexTarget): Promise<SearchReport> {
  const started = performance.now();
  const live = path.join(target.outDir, SEARCH_DIR);
  const files = cacheFiles(target);
  const saved = JSON.parse(await readFile(files.state, 'utf8').catch(() => 'null')) as State | null;
  // A live index that is missing or damaged is rebuilt whole, whatever the saved state says.
  const previous = saved && (await hasWholeSearchIndex(target.outDir)) ? saved : null;
  const digests = Object.fromEntries(documents.map((d) => [d.url, digest(d.html)]));
  const changed = previous ? documents.filter((d) => previous.base.digests[d.url] !== digests[d.url]) : documents;
  const removed = previous ? Object.keys(previous.base.digests).filter((url) => !(url in digests)) : [];

  let state: State;
  let mode: SearchReport['mode'];
  if (!previous || changed.length + removed.length > Math.max(DELTA_MAX, documents.length * 0.05)) {
    state = { base: await writeBase(documents, live), delta: '' };
    mode = 'full';
  } else {
    const hidden = [...changed.map((d) => d.url), ...removed].flatMap((url) => previous.base.fragments[url] ?? []).sort();
    const deltaDigest = changed.length + hidden.length ? digest(...changed.map((d) => `${d.url}\n${digests[d.url]}`), ...hidden) : '';
    state = { base: previous.base, delta: deltaDigest };
    mode = deltaDigest === previous.delta ? 'unchanged' : 'delta';
    if (mode === 'delta') {
      const deltaDir = path.join(live, SEARCH_DELTA);
      if (changed.length) await replaceFolder(deltaDir, (folder) => writeBundle(changed, folder, UNUSED_IN_DELTA));
      else await rm(deltaDir, { recursive: true, force: true });
      const manifest: SearchDeltaManifest = { delta: changed.length > 0, hidden };
      await writeFile(path.join(live, SEARCH_DELTA_FILE), JSON.stringify(manifest));
    }
  }
  await mkdir(target.cacheDir, { recursive: true });
  await writeFile(files.state, JSON.stringify(state));
  // Kept while a delta is in place, so the base can be rewritten later from exactly these pages.
  if (state.delta) await writeFile(files.documents, JSON.stringify(documents));
  else await rm(files.documents, { force: true });
  return {
    documents: documents.length,
    seconds: (performance.now() - started) / 1000,
    mode,
    changed: mode === 'full' ? documents.length : changed.length,
  };
}

/**
 * Folds the delta into a fresh base (the same pages, one index, ranked on the whole
 * magazine's statistics). Null when there is no delta to fold. Meant for an idle moment after
 * a publish; `signal` stops it (the index in place is left as it was).
 */
export async function compactSearchIndex(target: SearchIndexTarget, signal?: AbortSignal): Promise<SearchReport | null> {
  const started = performance.now();
  const files = cacheFiles(target);
  const saved = JSON.parse(await readFile(files.state, 'utf8').catch(() => 'null')) as State | null;
  if (!saved?.delta || !existsSync(files.documents)) return null;
  const documents = JSON.parse(await readFile(files.documents, 'utf8')) as SearchDocument[];
  const base = await writeBase(documents, path.join(target.outDir, SEARCH_DIR), signal);
  await writeFile(files.state, JSON.stringify({ base, delta: '' } satisfies State));
  await rm(files.documents, { force: true });
  return { documents: documents.length, seconds: (performance.now() - started) / 1000, mode: 'full', changed: documents.length };
}
