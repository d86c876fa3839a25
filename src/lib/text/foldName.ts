/**
 * A person's name as two spellings of it compare: accents folded, lower case, spaces
 * collapsed ('Inés  Ávila' and 'ines avila' are one name). Used where a name typed in a list
 * (contribuyentes, colaboradores) is matched to an author.
 */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
