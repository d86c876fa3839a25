import { isImagePoem, readableLines } from './readableText.ts';
import { truncate } from './truncate.ts';

/**
 * The opening of a poem as one plain line of at most `max` characters (metadata, cards).
 * An image poem's excerpt is its real text only: empty when it has none (its section
 * titles are captions, not an opening).
 */
export function excerpt(id: number, texto: string | null | undefined, max: number): string {
  // The opening is all that matters: reading a few times `max` characters of text is enough
  // (image poems keep their whole text: their addresses come first and are dropped).
  const imagePoem = isImagePoem(id, texto);
  const head = texto && !imagePoem ? texto.slice(0, max * 6) : texto;
  const { titles, lines } = readableLines(id, head);
  const source = lines.length || imagePoem ? lines : titles;
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
