// The next page early: Speculation Rules that let the browser prefetch a page of this site the
// reader is about to open (its HTML only; the files it needs are mostly cached already), so
// a tap on slow 4G no longer waits a full round trip after the finger lifts.

/** What the page knows about the reader's device and connection when it decides. */
export interface PrefetchConditions {
  /** A mouse or trackpad that hovers (`(hover: hover) and (pointer: fine)`), not a finger. */
  finePointer: boolean;
  /** The reader asked to save data (Save-Data, `navigator.connection.saveData`). */
  saveData: boolean;
  /** `navigator.connection.effectiveType` where the browser gives it ('slow-2g', '2g', '3g', '4g'). */
  effectiveType?: string | undefined;
  /** The editors' preview: its pages are theirs to open, not worth fetching ahead. */
  preview: boolean;
}

/**
 * Paths that are never prefetched: the functions (a GET there may act or answer a form), the
 * pages the functions fill in, the built files (any path with a dot: feeds, JSON, pictures,
 * the worker; pages have clean paths) and Pagefind's and Astro's folders.
 */
export const NOT_PREFETCHED: readonly string[] = ['/api/*', '/_respuestas/*', '/_astro/*', '/pagefind/*', '/*.*'];

/** Links that are not a page to read next, whatever their path. */
const NOT_A_PAGE_LINK = '[download], [rel~="nofollow"], [target="_blank"]';

/** Connections on which prefetching something the reader may not open costs too much. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export const EAGERNESS = ['moderate', 'conservative'] as const;
export type Eagerness = (typeof EAGERNESS)[number];

/**
 * The attribute of <html> that turns prefetching on, with its eagerness as value. The page's
 * script sets it once the page has loaded (it alone can see the pointer and Save-Data); the
 * rules below only apply to links inside an <html> that has it, so a page without scripts,
 * or a reader who should not spend data on it, fetches nothing ahead.
 */
export const PREFETCH_ATTRIBUTE = 'data-prefetch';

/**
 * The eagerness for this reader, or null when nothing should be fetched ahead (Save-Data, a
 * 2G connection, the preview). With a mouse, 'moderate': a link hovered for a moment (200 ms)
 * or pressed. With a finger, 'conservative': only once it touches the link, so scrolling past
 * links spends little; the page is on its way while the finger is still down.
 */
export function prefetchEagerness(conditions: PrefetchConditions): Eagerness | null {
  if (conditions.preview || conditions.saveData) return null;
  if (conditions.effectiveType && SLOW_CONNECTIONS.has(conditions.effectiveType)) return null;
  return conditions.finePointer ? 'moderate' : 'conservative';
}

export interface SpeculationRules {
  prefetch: {
    source: 'document';
    where: { and: Record<string, unknown>[] };
    eagerness: Eagerness;
  }[];
}

/**
 * The site's rule set: one rule per eagerness, each applying to the links of an <html> whose
 * PREFETCH_ATTRIBUTE says so. The page's script adds it inline once the page has loaded; the
 * page's Content-Security-Policy allows exactly this text by its hash (Chromium ignores
 * 'inline-speculation-rules' next to hashes, and a rule set named by a Speculation-Rules header
 * would be one more request while the page loads).
 */
export const SPECULATION_RULES: SpeculationRules = {
  prefetch: EAGERNESS.map((eagerness) => ({
    source: 'document',
    where: {
      and: [
        { href_matches: '/*' },
        { not: { href_matches: [...NOT_PREFETCHED] } },
        { selector_matches: `:root[${PREFETCH_ATTRIBUTE}="${eagerness}"] a[href]` },
        { not: { selector_matches: NOT_A_PAGE_LINK } },
      ],
    },
    eagerness,
  })),
};

/** The rule set's text, as the page adds it and the policy's hash is computed from. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
