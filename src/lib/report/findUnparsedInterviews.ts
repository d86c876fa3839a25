import type { Site } from '../site/indexSnapshot.ts';
import { parsePoemText, QA_POEM_IDS } from '../text/parsePoemText.ts';
import { pageOf } from './pageOf.ts';
import { quote } from './quote.ts';
import type { ContentProblem } from './types.ts';

/**
 * Interviews (poems 50 and 184) whose text, or a section of it, did not parse into numbered
 * questions and answers: readers get that part as plain verse. (An empty interview is an
 * empty poem, reported as such.)
 */
export function findUnparsedInterviews(site: Site): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const id of QA_POEM_IDS) {
    const poem = site.poem.get(id);
    if (!poem?.texto?.trim()) continue;
    const { sections } = parsePoemText(poem.id, poem.texto, () => null);
    const unparsed = sections.filter((section) => section.block.kind !== 'qa');
    if (unparsed.length === 0) continue;
    const where =
      unparsed.length === sections.length
        ? 'its text'
        : `its section${unparsed.length > 1 ? 's' : ''} ${unparsed.map((s) => quote(s.title, 'without a title')).join(', ')}`;
    problems.push({
      kind: 'unparsed-interview',
      detail: `Interview ${quote(poem.titulo)}: ${where} did not parse into questions ("1. ¿…?" lines, or paragraphs '¿…?'); readers get plain verse.`,
      page: pageOf.poem(site, poem),
      row: { table: 'poema', id: poem.id, column: 'texto' },
    });
  }
  return problems;
}
