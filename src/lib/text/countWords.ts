import { displayedText } from './parsePoemText.ts';
import { isImagePoem } from './readableText.ts';

/** A word: a run of non-space characters with at least one letter or digit. */
const WORD = /[^\s]*[\p{L}\p{N}][^\s]*/gu;

/**
 * Words a reader sees in a poem ('N PALABRAS' on the author page). The -title- and $ marks
 * never add or remove a word (they stick to the words they mark), so the stored text is
 * counted as is. Image poems have no count (null): they are read as pictures.
 */
export function countWords(id: number, texto: string | null | undefined): number | null {
  if (isImagePoem(id, texto)) return null;
  const { text } = displayedText(texto);
  return text.match(WORD)?.length ?? 0;
}
