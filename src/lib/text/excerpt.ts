import { readableLines } from './readableText.ts';
import { truncate } from './truncate.ts';

/** The opening of a poem as one plain line of at most `max` characters (metadata, cards). */
export function excerpt(id: number, texto: string | null | undefined, max: number): string {
  const { titles, lines } = readableLines(id, texto);
  return truncate((lines.length ? lines : titles).join(' '), max);
}
