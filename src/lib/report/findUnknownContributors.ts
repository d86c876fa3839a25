import type { Site } from '../site/indexSnapshot.ts';
import { editionLabel } from '../site/labels.ts';
import { foldName } from '../text/foldName.ts';
import { splitNames } from '../text/splitNames.ts';
import { pageOf } from './pageOf.ts';
import type { ContentProblem } from './types.ts';

/**
 * Names in an edition's contribuyentes or a section's colaboradores that match no author
 * (accents, case and spacing aside): a typo, or an author row never entered. Readers see the
 * name with no page behind it (and a section's name leads to no book).
 */
export function findUnknownContributors(site: Site): ContentProblem[] {
  const authors = new Set(site.snapshot.autor.map((a) => foldName(a.nombre ?? '')).filter(Boolean));
  const problems: ContentProblem[] = [];
  for (const edition of site.editions) {
    for (const name of splitNames(edition.contribuyentes)) {
      if (authors.has(foldName(name))) continue;
      problems.push({
        kind: 'unknown-contributor',
        detail: `"${name}", a contributor of ${editionLabel(edition)}, matches no author's nombre.`,
        page: pageOf.edition(site, edition),
        row: { table: 'revista', id: edition.id, column: 'contribuyentes' },
      });
    }
  }
  for (const section of site.snapshot.creaciones) {
    const page = pageOf.section(site, section);
    if (!page) continue;
    for (const name of splitNames(section.colaboradores)) {
      if (authors.has(foldName(name))) continue;
      problems.push({
        kind: 'unknown-contributor',
        detail: `"${name}", in the colaboradores of section ${section.id} (${section.tipo ?? 'no tipo'}), matches no author's nombre.`,
        page,
        row: { table: 'creaciones', id: section.id, column: 'colaboradores' },
      });
    }
  }
  return problems;
}
