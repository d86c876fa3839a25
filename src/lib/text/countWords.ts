import { stripEmphasis } from './parseEmphasis.ts';
import { displayedText } from './parsePoemText.ts';
import { splitPoemSections } from './splitPoemSections.ts';

/** Words a reader sees in a poem: section titles and lines, without the $ and -title- marks. */
export function countWords(texto: string | null | undefined): number {
  const { text } = displayedText(texto);
  let words = 0;
  for (const section of splitPoemSections(text)) {
    for (const line of section.title ? [section.title, ...section.lines] : section.lines) {
      words += stripEmphasis(line).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    }
  }
  return words;
}
