import type { SectionType } from '../../consts.ts';
import type { RevistaRow } from '../content/types.ts';

/** 'Edición {numero}', as the nav dropdown reads (the id when the number is missing). */
export function editionLabel(row: RevistaRow): string {
  return `Edición ${row.numero ?? row.id}`;
}

/** 'creaciones' | 'critica' | 'visuales' | null from a creaciones.tipo value (accents and case tolerated). */
export function sectionKind(tipo: string | null | undefined): SectionType | 'visuales' | null {
  const t = (tipo ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  if (t === 'creaciones' || t === 'critica' || t === 'visuales') return t;
  return null;
}
