import type { SectionType } from '../../consts.ts';

/** Canonical paths of every page (clean, no trailing slash; `build.format: 'file'`). */
export const paths = {
  home: () => '/',
  editions: () => '/ediciones',
  editionsJson: () => '/ediciones.json',
  feed: () => '/rss.xml',
  edition: (editionSlug: string) => `/ediciones/${editionSlug}`,
  contents: (editionSlug: string) => `/ediciones/${editionSlug}/contenidos`,
  section: (editionSlug: string, tipo: SectionType) => `/ediciones/${editionSlug}/${tipo}`,
  gallery: () => '/visuales',
  author: (authorSlug: string, editionId?: number) =>
    `/autor/${authorSlug}${editionId === undefined ? '' : `?edicion=${editionId}`}`,
  poem: (poemSlug: string) => `/poema/${poemSlug}`,
} as const;

/** Fragment ids the spec links to (section 2). */
export const anchors = {
  main: 'contenido',
  sintesis: 'sintesis',
  hormigueados: 'hormigueados',
  contacto: 'contacto',
  colaboradores: 'colaboradores',
  suscribir: 'suscribir',
} as const;
