import type { ImageCandidate, ManifestImage } from './editionManifest.ts';

/** A `sizes` attribute's entries: each a media condition (null: the default) and a CSS length. */
export function parseSizes(sizes: string): { media: string | null; length: string }[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    const c = sizes[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      entries.push(sizes.slice(start, i));
      start = i + 1;
    }
  }
  entries.push(sizes.slice(start));
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!entry.startsWith('(')) return { media: null, length: entry };
      let level = 0;
      for (let i = 0; i < entry.length; i++) {
        if (entry[i] === '(') level++;
        else if (entry[i] === ')' && --level === 0) {
          const rest = entry.slice(i + 1).trim();
          // '(min-width: 40em) and (max-width: 60em) 50vw': the condition runs to the last ')'.
          const last = rest.lastIndexOf(')');
          if (last >= 0) return { media: entry.slice(0, i + 1) + rest.slice(0, last + 1), length: rest.slice(last + 1).trim() };
          return { media: entry.slice(0, i + 1), length: rest };
        }
      }
      return { media: null, length: entry };
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
