import { stripEmphasis } from './parseEmphasis.ts';
import { displayedText } from './parsePoemText.ts';
import { splitPoemSections } from './splitPoemSections.ts';
import { truncate } from './truncate.ts';

/** The opening of a poem as one plain line of at most `max` characters (for metadata and cards). */
export function excerpt(texto: string | null | undefined, max: number): string {
  const { text } = displayedText(texto);
  const lines = splitPoemSections(text).flatMap((s) => s.lines.map(stripEmphasis));
  return truncate(lines.join(' '), max);
}
