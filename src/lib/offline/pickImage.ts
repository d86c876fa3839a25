import type { ImageCandidate, ManifestImage } from './editionManifest.ts';

/** Splits `text` at `separator` characters outside parentheses. */
function splitOutsideParens(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && separator.test(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A `sizes` attribute's entries: each a media condition (null: the default) and the CSS
 * length after it ('(min-width: 840px) 23rem, calc(100vw - 2rem)'). The length is the entry's
 * last word outside parentheses, the condition whatever comes before it.
 */
export function parseSizes(sizes: string): { media: string | null; length: string }[] {
  return splitOutsideParens(sizes, /,/).map((entry) => {
    const words = splitOutsideParens(entry, /\s/);
    return { media: words.length > 1 ? words.slice(0, -1).join(' ') : null, length: words.at(-1)! };
  });
}

/**
 * The copy a browser would load for a slot `needed` device pixels wide: the smallest at least
 * that wide, else the widest. A picture without width descriptors has one copy.
 */
export function pickCandidate(candidates: readonly ImageCandidate[], needed: number): ImageCandidate {
  const sized = candidates.filter((c) => c.width !== null).sort((a, b) => a.width! - b.width!);
  if (!sized.length) return candidates[0]!;
  return sized.find((c) => c.width! >= needed) ?? sized[sized.length - 1]!;
}

/**
 * The copy of each picture this device shows: `slotWidth` turns a `sizes` length into CSS
 * pixels for the current screen (the browser measures it), `dpr` is the screen's density.
 */
export function picksFor(
  images: readonly ManifestImage[],
  options: { matches: (media: string) => boolean; slotWidth: (length: string) => number; viewportWidth: number; dpr: number },
): ImageCandidate[] {
  return images.map((image) => {
    const entry = image.sizes ? parseSizes(image.sizes).find((e) => e.media === null || options.matches(e.media)) : undefined;
    const css = entry ? options.slotWidth(entry.length) : options.viewportWidth;
    return pickCandidate(image.candidates, Math.ceil(css * options.dpr));
  });
}
