import { createHash } from 'node:crypto';

/**
 * A full index costs seconds at 10,000 poems (Pagefind writes every page's fragment again),
 * so a publish indexes only what changed since the last full index: a small second index the
 * dialog merges, with the base's entries for changed or removed pages hidden. Past this many
 * changes (or DELTA_SHARE of the pages) the base is written afresh and the delta starts over;
 * the local server also writes it afresh once it is idle (indexUpdate.ts, compactSearchIndex):
 * Pagefind ranks each index by its own statistics, so a delta's pages rank only roughly
 * against the base's.
 */
export const DELTA_MAX = 500;
export const DELTA_SHARE = 0.05;

/** The base in place: each page's digest when it was written, and its fragment (Pagefind's result id). */
export interface IndexedBase {
  digests: Record<string, string>;
  fragments: Record<string, string>;
}

/** What the cache remembers of an output folder's index between builds. */
export interface IndexState {
  base: IndexedBase;
  /** Digest of the delta in place (its pages and hidden fragments); '' when there is none. */
  delta: string;
}

/**
 * - full: write the base afresh from every page;
 * - delta: write the pages changed since the base as the delta (none: remove the delta) and
 *   hide the base's fragments of the changed and removed pages;
 * - unchanged: the delta in place is already this one (the same pages changed since the base).
 */
export type IndexPlan = { mode: 'full' } | { mode: 'delta' | 'unchanged'; changed: string[]; hidden: string[]; digest: string };

export const digestOf = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * What to write for pages with these digests (by URL), given the index in place (`previous`,
 * null when there is none or it is damaged). Pure: the Pagefind work is indexUpdate.ts's.
 */
export function planIndex(previous: IndexState | null, digests: Readonly<Record<string, string>>): IndexPlan {
  if (!previous) return { mode: 'full' };
  const urls = Object.keys(digests);
  const changed = urls.filter((url) => previous.base.digests[url] !== digests[url]);
  const removed = Object.keys(previous.base.digests).filter((url) => !(url in digests));
  if (changed.length + removed.length > Math.max(DELTA_MAX, urls.length * DELTA_SHARE)) return { mode: 'full' };
  const hidden = [...changed, ...removed].flatMap((url) => previous.base.fragments[url] ?? []).sort();
  const digest = changed.length + hidden.length ? digestOf(...changed.map((url) => `${url}\n${digests[url]}`), ...hidden) : '';
  return { mode: digest === previous.delta ? 'unchanged' : 'delta', changed, hidden, digest };
}
