/**
 * True when a cover value is inline SVG markup rather than an image address. Apart from the
 * sanitizer (sanitizeSvg.ts), which loads a DOM: deciding needs none.
 */
export function isInlineSvg(value: string | null | undefined): value is string {
  const text = value?.trim() ?? '';
  return /^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text) && /<\/svg>\s*$/i.test(text);
}
