// What the build writes for search and the reader's browser reads: the one contract between
// them. The build writes a Pagefind index (a full one, the base, and perhaps a small delta of
// the pages changed since, with the base's entries it replaces) under /pagefind/; the search
// dialog loads it from there when a reader opens search.

/** The index's folder in the build, served at SEARCH_BASE. */
export const SEARCH_DIR = 'pagefind';
export const SEARCH_BASE = `/${SEARCH_DIR}/`;
/** Pagefind's script, which loads its WebAssembly and the index. */
export const SEARCH_SCRIPT = `${SEARCH_BASE}pagefind.js`;
/** The small index of the pages changed since the base, merged into it (a folder of SEARCH_BASE). */
export const SEARCH_DELTA = 'delta';
/** Says whether there is a delta index and which entries of the base it replaces. */
export const SEARCH_DELTA_FILE = 'delta.json';

export interface SearchDeltaManifest {
  delta: boolean;
  /** Result ids (Pagefind fragments) of the base that are out of date: changed or removed pages. */
  hidden: string[];
}

/** Results listed at most (the best ones; a reader refines the words for others). */
export const SEARCH_RESULTS_SHOWN = 10;
/** Results whose details are fetched first (a phone's screen of them); the rest follow if the words are still current. */
export const SEARCH_FIRST_DETAILS = 4;

/** The event the nav dispatches on document to open the search dialog (see scripts/search/searchDialog.ts). */
export const OPEN_SEARCH_EVENT = 'hormiguero:buscar';
export interface OpenSearchDetail {
  /** Called when the dialog closes: puts the focus back where the reader was. */
  onClose: () => void;
}
