import { IMAGE_POEM_IDS } from './parsePoemText.ts';
import { readableLines } from './readableText.ts';
import { truncate } from './truncate.ts';

/** The opening of a poem as one plain line of at most `max` characters (metadata, cards). */
export function excerpt(id: number, texto: string | null | undefined, max: number): string {
  // The opening is all that matters: reading a few times `max` characters of text is enough
  // (image poems keep their whole text, their excerpt is made of section titles).
  const head = texto && !IMAGE_POEM_IDS.has(id) ? texto.slice(0, max * 6) : texto;
  const { titles, lines } = readableLines(id, head);
  const source = lines.length ? lines : titles;
  // Only the opening matters: stop joining once there is enough to cut from.
  const opening: string[] = [];
  let length = 0;
  for (const line of source) {
    opening.push(line);
    length += line.length + 1;
    if (length > max * 2) break;
  }
  return truncate(opening.join(' '), max);
}
