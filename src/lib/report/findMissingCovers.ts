import { editionLabel } from '../site/labels.ts';
import type { Site } from '../site/indexSnapshot.ts';
import { pageOf } from './pageOf.ts';
import type { ContentProblem } from './types.ts';

/** Editions with no cover: their home, contents and list entry show no picture. */
export function findMissingCovers(site: Site): ContentProblem[] {
  return site.editions
    .filter((edition) => !edition.portada?.trim())
    .map((edition) => ({
      kind: 'missing-cover',
      detail: `${editionLabel(edition)} has no cover picture.`,
      page: pageOf.edition(site, edition),
      row: { table: 'revista', id: edition.id, column: 'portada' },
    }));
}
