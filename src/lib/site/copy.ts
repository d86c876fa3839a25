import type { SectionType } from '../../consts.ts';

/** Headings and subtitles of the edition's sections, as the contents menu reads them (spec section 2). */
export const SECTION_COPY: Record<SectionType | 'visuales', { heading: string; subtitle: string }> = {
  creaciones: { heading: 'EL HORMIGUERO', subtitle: 'Poemas en verso y prosa' },
  critica: { heading: 'OTROS BICHOS', subtitle: 'Ensayos, entrevistas y traducciones' },
  visuales: { heading: 'A OJO DE HORMIGA', subtitle: 'Artista visual' },
};
