// Brings a build's search index up to date, as indexPlan.ts decides and with the Pagefind I/O
// of pagefindWriter.ts: used by the build (src/integrations/searchIndex.ts) and, to fold a
// delta into a fresh base once idle, by the local server.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEARCH_DELTA, SEARCH_DELTA_FILE, SEARCH_DIR, type SearchDeltaManifest } from './contract.ts';
import { digestOf, planIndex, type IndexedBase, type IndexState } from './indexPlan.ts';
import { fragmentsOf, hasWholeSearchIndex, NOTHING_MORE, replaceFolder, UNUSED_IN_DELTA, writeBundle } from './pagefindWriter.ts';
import type { SearchDocument } from './searchDocuments.ts';
import type { SearchReport } from '../build/buildReport.ts';

/** A build's output folder and the cache folder that remembers its index between builds. */
export interface SearchIndexTarget {
  outDir: string;
  cacheDir: string;
}

/** What the cache folder keeps for one output folder: the index's state and, while there is a delta, the pages it was made from. */
function cacheFiles({ outDir, cacheDir }: SearchIndexTarget) {
  const key = createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);
  return {
    state: path.join(cacheDir, `search-state-${key}.json`),
    documents: path.join(cacheDir, `search-documents-${key}.json`),
  };
}

async function writeBase(documents: readonly SearchDocument[], live: string, signal?: AbortSignal): Promise<IndexedBase> {
  let fragments: Record<string, string> = {};
  await replaceFolder(live, async (folder) => {
    await writeBundle(documents, folder, NOTHING_MORE, signal);
    fragments = await fragmentsOf(folder);
    const manifest: SearchDeltaManifest = { delta: false, hidden: [] };
    await writeFile(path.join(folder, SEARCH_DELTA_FILE), JSON.stringify(manifest));
  });
  return { digests: Object.fromEntries(documents.map((d) => [d.url, digestOf(d.html)])), fragments };
}

/**
 * Brings the index in `outDir` up to date with `documents` (a full index, a delta of the pages
 * changed since it, or nothing). Both live in the output folder, next to the pages, so a
 * publish swaps the pages and their index together.
 */
export async function updateSearchIndex(documents: readonly SearchDocument[], target: SearchIndexTarget): Promise<SearchReport> {
  const started = performance.now();
  const live = path.join(target.outDir, SEARCH_DIR);
  const files = cacheFiles(target);
  const saved = JSON.parse(await readFile(files.state, 'utf8').catch(() => 'null')) as IndexState | null;
  // A live index that is missing or damaged is rebuilt whole, whatever the saved state says.
  const previous = saved && (await hasWholeSearchIndex(target.outDir)) ? saved : null;
  const plan = planIndex(previous, Object.fromEntries(documents.map((d) => [d.url, digestOf(d.html)])));

  let state: IndexState;
  let changed = documents.length;
  if (plan.mode === 'full') {
    state = { base: await writeBase(documents, live), delta: '' };
  } else {
    state = { base: previous!.base, delta: plan.digest };
    changed = plan.changed.length;
    if (plan.mode === 'delta') {
      const deltaDir = path.join(live, SEARCH_DELTA);
      const pages = new Set(plan.changed);
      const changedDocuments = documents.filter((d) => pages.has(d.url));
      if (changedDocuments.length) await replaceFolder(deltaDir, (folder) => writeBundle(changedDocuments, folder, UNUSED_IN_DELTA));
      else await rm(deltaDir, { recursive: true, force: true });
      const manifest: SearchDeltaManifest = { delta: changedDocuments.length > 0, hidden: plan.hidden };
      await writeFile(path.join(live, SEARCH_DELTA_FILE), JSON.stringify(manifest));
    }
  }
  await mkdir(target.cacheDir, { recursive: true });
  await writeFile(files.state, JSON.stringify(state));
  // Kept while a delta is in place, so the base can be rewritten later from exactly these pages.
  if (state.delta) await writeFile(files.documents, JSON.stringify(documents));
  else await rm(files.documents, { force: true });
  return { documents: documents.length, seconds: (performance.now() - started) / 1000, mode: plan.mode, changed };
}

/**
 * Folds the delta into a fresh base (the same pages, one index, ranked on the whole
 * magazine's statistics). Null when there is no delta to fold. Meant for an idle moment after
 * a publish; `signal` stops it (the index in place is left as it was).
 */
export async function compactSearchIndex(target: SearchIndexTarget, signal?: AbortSignal): Promise<SearchReport | null> {
  const started = performance.now();
  const files = cacheFiles(target);
  const saved = JSON.parse(await readFile(files.state, 'utf8').catch(() => 'null')) as IndexState | null;
  if (!saved?.delta || !existsSync(files.documents)) return null;
  const documents = JSON.parse(await readFile(files.documents, 'utf8')) as SearchDocument[];
  const base = await writeBase(documents, path.join(target.outDir, SEARCH_DIR), signal);
  await writeFile(files.state, JSON.stringify({ base, delta: '' } satisfies IndexState));
  await rm(files.documents, { force: true });
  return { documents: documents.length, seconds: (performance.now() - started) / 1000, mode: 'full', changed: documents.length };
}
