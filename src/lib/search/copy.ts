import type { SearchKind } from './searchDocuments.ts';

/** The search dialog's words. */
export const SEARCH_COPY = {
  label: 'Buscar',
  placeholder: 'Buscar poemas, autores, ediciones…',
  close: 'Cerrar',
  results: 'Resultados',
  searching: 'Buscando…',
  unavailable: 'La búsqueda no está disponible en este momento. Prueba de nuevo más tarde.',
  count: (n: number) => (n === 1 ? '1 resultado' : `${n} resultados`),
  none: (query: string) => `Sin resultados para «${query}»`,
  kinds: { poema: 'Poema', ensayo: 'Ensayo', obra: 'Obra visual', autor: 'Autor', edicion: 'Edición' } satisfies Record<SearchKind, string>,
} as const;

/** Results listed at most (the best ones; a reader refines the words for others). */
export const SEARCH_RESULTS_SHOWN = 10;
/** Results whose details are fetched first (a phone's screen of them); the rest follow if the words are still current. */
export const SEARCH_FIRST_DETAILS = 4;
/** Where the build writes the index and Pagefind's script (see integrations/searchIndex.ts). */
export const SEARCH_BASE = '/pagefind/';
export const SEARCH_SCRIPT = `${SEARCH_BASE}pagefind.js`;
/** The small index of the pages changed since the full one, merged into it (a folder of SEARCH_BASE). */
export const SEARCH_DELTA = 'delta';
/** Says whether there is a delta index and which entries of the full one it replaces. */
export const SEARCH_DELTA_FILE = 'delta.json';
export interface SearchDeltaManifest {
  delta: boolean;
  /** Result ids (Pagefind fragments) of the full index that are out of date: changed or removed pages. */
  hidden: string[];
}

/** The event the nav dispatches on document to open the search dialog (see scripts/search.ts). */
export const OPEN_SEARCH_EVENT = 'hormiguero:buscar';
export interface OpenSearchDetail {
  /** Called when the dialog closes: puts the focus back where the reader was. */
  onClose: () => void;
}
