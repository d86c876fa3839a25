import type { SectionType } from '../../consts.ts';

/**
 * Headings and subtitles of the edition's sections, as the contents menu reads them, and
 * their names in running text (a poem's provenance line).
 */
export const SECTION_COPY: Record<SectionType | 'visuales', { heading: string; name: string; subtitle: string }> = {
  creaciones: { heading: 'EL HORMIGUERO', name: 'El hormiguero', subtitle: 'Poemas en verso y prosa' },
  critica: { heading: 'OTROS BICHOS', name: 'Otros bichos', subtitle: 'Ensayos, entrevistas y traducciones' },
  visuales: { heading: 'A OJO DE HORMIGA', name: 'A ojo de hormiga', subtitle: 'Artista visual' },
};

/** The band on every page of the editors' preview (never on the public site). */
export const PREVIEW_BAND = 'Vista previa';
