// The Pagefind I/O of the search index: writing a bundle, checking it whole, reading which
// fragment each page got, swapping a folder in. What to write is decided by indexPlan.ts.
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LOCALE } from '../../consts.ts';
import { SEARCH_DIR } from './contract.ts';
import type { SearchDocument } from './searchDocuments.ts';

/** Pagefind's own interfaces (its UI bundles): the site has a search dialog of its own. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;
/** A delta index is only merged: the base's script, worker and WebAssembly serve it. */
export const UNUSED_IN_DELTA = /^(pagefind(-worker)?\.js|wasm\..*)$/;
/** Nothing more than Pagefind's UI bundles is left out of a base. */
export const NOTHING_MORE = /^$/;

/**
 * A bundle Pagefind finished writing: its entry file is whole JSON and no file in it is empty.
 * A run on a loaded machine has been seen to leave files cut off at zero bytes (the entry
 * file, and the script itself: an empty pagefind.js loads as a module without exports).
 */
export async function isWholeBundle(folder: string): Promise<boolean> {
  try {
    JSON.parse(await readFile(path.join(folder, 'pagefind-entry.json'), 'utf8'));
    const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(file.parentPath, file.name))).size));
    return sizes.every((size) => size > 0);
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
 * rather than publish an index that cannot load. Files matching `unused` are left out.
 */
export async function writeBundle(
  documents: readonly SearchDocument[],
  target: string,
  unused: RegExp,
  signal?: AbortSignal,
): Promise<void> {
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
export async function fragmentsOf(bundle: string): Promise<Record<string, string>> {
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
export async function replaceFolder(target: string, fill: (folder: string) => Promise<void>): Promise<void> {
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
