/**
 * URL slug of a name or title: accents dropped, lower case, words joined by hyphens.
 * "¿Quién canta, Hormiga?" -> "quien-canta-hormiga". May return '' (e.g. for "¿?").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
