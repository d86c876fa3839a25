// The reader's half of the search index: Pagefind loaded with the site's index (the base,
// with the delta of pages changed since merged in and the base's replaced entries hidden),
// searched, preloaded while the reader types, and loaded afresh when a publish swapped it
// under an open dialog. The dialog's DOM is searchDialog.ts's.
import { SEARCH_BASE, SEARCH_DELTA, SEARCH_DELTA_FILE, SEARCH_SCRIPT, type SearchDeltaManifest } from '@/lib/search/contract';
import { worthPreloading } from '@/lib/search/searchDelay';

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; tipo?: string; detalle?: string };
}
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  init(): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string): Promise<void>;
  destroy(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
  preload(query: string): Promise<void>;
}

/**
 * Pagefind with the site's index: the full one, plus the small one of pages changed since
 * (if any), whose replaced entries in the full one are dropped from every result list.
 */
export interface SiteIndex {
  pagefind: Pagefind;
  hidden: Set<string>;
}

let index: Promise<SiteIndex> | undefined;
export const loadIndex = () =>
  (index ??= (async () => {
    const [pagefind, manifest] = await Promise.all([
      import(/* @vite-ignore */ SEARCH_SCRIPT) as Promise<Pagefind>,
      fetch(`${SEARCH_BASE}${SEARCH_DELTA_FILE}`).then((r) => (r.ok ? (r.json() as Promise<SearchDeltaManifest>) : null)),
    ]);
    await pagefind.options({ excerptLength: 18 });
    await pagefind.init();
    if (manifest?.delta) await pagefind.mergeIndex(`${SEARCH_BASE}${SEARCH_DELTA}/`);
    return { pagefind, hidden: new Set(manifest?.hidden ?? []) };
  })());

/** The results of `query` still current: the entries of the full index the delta replaced are dropped. */
export async function resultsOf({ pagefind, hidden }: SiteIndex, query: string): Promise<PagefindResult[]> {
  return (await pagefind.search(query)).results.filter((result) => !hidden.has(result.id));
}

/**
 * Runs `use` on the loaded index. A publish may swap the index while the dialog is open, and
 * the parts the loaded one names are then gone: on a failure the index is loaded afresh and
 * `use` runs once more before the failure shows.
 */
export async function withIndex(use: (site: SiteIndex) => Promise<void>): Promise<void> {
  const loaded = loadIndex();
  try {
    await use(await loaded);
  } catch {
    if (index === loaded) {
      index = undefined;
      await (await loaded.catch(() => undefined))?.pagefind.destroy();
    }
    await use(await loadIndex());
  }
}

/**
 * While the reader types, fetches the part of the index the words typed so far need, so it
 * is there when the search for them runs (short last words wait: see searchDelay.ts).
 */
export async function preload(query: string): Promise<void> {
  if (!worthPreloading(query)) return;
  const { pagefind } = await loadIndex();
  await pagefind.preload(query);
}
