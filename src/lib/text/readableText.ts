import { stripEmphasis } from './parseEmphasis.ts';
import { displayedText, IMAGE_POEM_IDS } from './parsePoemText.ts';
import { splitPoemSections } from './splitPoemSections.ts';

/**
 * The words of a poem as a reader sees them, line by line: section titles and lines
 * without the $ and -title- marks; for image poems only the titles (their lines are
 * image addresses, not text).
 */
export function readableLines(id: number, texto: string | null | undefined): { titles: string[]; lines: string[] } {
  const { text, sample } = displayedText(texto);
  const imagesOnly = !sample && IMAGE_POEM_IDS.has(id);
  const titles: string[] = [];
  const lines: string[] = [];
  for (const section of splitPoemSections(text)) {
    if (section.title) titles.push(section.title);
    if (!imagesOnly) lines.push(...section.lines.map(stripEmphasis).filter((l) => l.trim()));
  }
  return { titles, lines };
}
