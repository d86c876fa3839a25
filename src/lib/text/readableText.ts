import { stripEmphasis } from './parseEmphasis.ts';
import { displayedText, IMAGE_POEM_IDS } from './parsePoemText.ts';
import { splitPoemSections } from './splitPoemSections.ts';

/** A line that is only an image's address (what the sections of image poems hold). */
const IMAGE_ADDRESS = /^(?:https?:\/\/|\/|portadas\/)\S*$|^\S+\.(?:webp|png|jpe?g|gif|avif|svg)(?:[?#]\S*)?$/i;

/**
 * The words of a poem as a reader sees them, line by line: section titles and lines
 * without the $ and -title- marks. In image poems the lines that are image addresses are
 * not text and are left out (any real text they have stays).
 */
export function readableLines(id: number, texto: string | null | undefined): { titles: string[]; lines: string[] } {
  const { text } = displayedText(texto);
  const imagePoem = isImagePoem(id, texto);
  const titles: string[] = [];
  const lines: string[] = [];
  for (const section of splitPoemSections(text)) {
    if (section.title) titles.push(section.title);
    const readable = section.lines.map(stripEmphasis).filter((l) => l.trim());
    lines.push(...(imagePoem ? readable.filter((l) => !IMAGE_ADDRESS.test(l.trim())) : readable));
  }
  return { titles, lines };
}

/** Image poems are pictures with titles: a word count means nothing for them. */
export function isImagePoem(id: number, texto: string | null | undefined): boolean {
  return !displayedText(texto).sample && IMAGE_POEM_IDS.has(id);
}
