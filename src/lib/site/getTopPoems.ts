import { TOP_POEMS } from '../../consts.ts';
import type { PoemaRow } from '../content/types.ts';
import type { Site } from './indexSnapshot.ts';

/**
 * The edition's most-hormigueados poems: poems of the books in any of the
 * edition's sections, with a hormigueos count, highest first; ties go to the older poem.
 */
export function getTopPoems(site: Site, editionId: number, limit = TOP_POEMS): PoemaRow[] {
  const bookIds = new Set<number>();
  for (const section of site.sectionsOfEdition.get(editionId) ?? []) {
    for (const book of site.booksOfSection.get(section.id) ?? []) bookIds.add(book.id);
  }
  return site.snapshot.poema
    .filter((p) => p.hormigueos !== null && p.id_poemario !== null && bookIds.has(p.id_poemario))
    .sort((a, b) => b.hormigueos! - a.hormigueos! || a.id - b.id)
    .slice(0, limit);
}
