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
