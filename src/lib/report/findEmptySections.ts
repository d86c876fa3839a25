import { SECTION_TYPES } from '../../consts.ts';
import { SECTION_COPY } from '../site/copy.ts';
import { editionLabel, sectionKind } from '../site/labels.ts';
import type { Site } from '../site/indexSnapshot.ts';
import { paths } from '../site/paths.ts';
import { pageOf } from './pageOf.ts';
import type { ContentProblem } from './types.ts';

/**
 * Section pages readers find empty: a section (creaciones row) that no creaciones_poemario
 * row links a book to, or an edition with no section of a kind at all (its page still exists,
 * from the contents menu).
 */
export function findEmptySections(site: Site): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const edition of site.editions) {
    const slug = site.editionSlug.get(edition.id)!;
    const sections = site.sectionsOfEdition.get(edition.id) ?? [];
    for (const tipo of SECTION_TYPES) {
      const ofKind = sections.filter((s) => sectionKind(s.tipo) === tipo);
      const heading = SECTION_COPY[tipo].heading;
      if (ofKind.length === 0) {
        problems.push({
          kind: 'empty-section',
          detail: `${editionLabel(edition)} has no '${tipo}' section (no creaciones row with that tipo): its ${heading} page is empty.`,
          page: paths.section(slug, tipo),
          row: { table: 'revista', id: edition.id, column: null },
        });
        continue;
      }
      for (const section of ofKind) {
        if ((site.booksOfSection.get(section.id)?.length ?? 0) > 0) continue;
        problems.push({
          kind: 'empty-section',
          detail: `The ${heading} section of ${editionLabel(edition)} has no books: no creaciones_poemario row links a poemario to it.`,
          page: pageOf.section(site, section),
          row: { table: 'creaciones', id: section.id, column: null },
        });
      }
    }
  }
  return problems;
}
