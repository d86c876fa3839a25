import { displayedText, IMAGE_POEM_IDS } from './parsePoemText.ts';
import { readableLines } from './readableText.ts';

/** A word: a run of non-space characters with at least one letter or digit. */
const WORD = /[^\s]*[\p{L}\p{N}][^\s]*/gu;

/**
 * Words a reader sees in a poem ('N PALABRAS' on the author page). The -title- and $ marks
 * never add or remove a word (they stick to the words they mark), so the stored text is
 * counted as is; image poems count only their section titles, their lines being addresses.
 */
export function countWords(id: number, texto: string | null | undefined): number {
  const { text, sample } = displayedText(texto);
  if (!sample && IMAGE_POEM_IDS.has(id)) {
    return readableLines(id, texto).titles.reduce((n, title) => n + (title.match(WORD)?.length ?? 0), 0);
  }
  return text.match(WORD)?.length ?? 0;
}
