import type { Site } from '../site/indexSnapshot.ts';
import { pageOf } from './pageOf.ts';
import { quote } from './quote.ts';
import type { ContentProblem } from './types.ts';

/** Poems with no text: readers get the built-in sample poem in their place. */
export function findEmptyPoems(site: Site): ContentProblem[] {
  return site.snapshot.poema
    .filter((poem) => !poem.texto?.trim())
    .map((poem) => ({
      kind: 'empty-poem',
      detail: `${quote(poem.titulo)} has no text: readers get the sample poem instead.`,
      page: pageOf.poem(site, poem),
      row: { table: 'poema', id: poem.id, column: 'texto' },
    }));
}
