import { readableLines } from './readableText.ts';

/** Words a reader sees in a poem ('N PALABRAS' on the author page). */
export function countWords(id: number, texto: string | null | undefined): number {
  const { titles, lines } = readableLines(id, texto);
  return [...titles, ...lines].reduce(
    (sum, line) => sum + line.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length,
    0,
  );
}
