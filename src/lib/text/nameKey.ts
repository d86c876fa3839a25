/**
 * A name or title as the original site looked it up (case-insensitive, accents kept):
 * trimmed, inner spaces collapsed, lower case.
 */
export function nameKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}
