// The pages' font: Montserrat from the package's own variable file, cut down to the characters
// the magazine writes (Spanish, the names of its Latin-alphabet neighbours, and typographic
// punctuation) with its whole weight axis. Dropping the axis' unused ends makes the file larger,
// not smaller (HarfBuzz re-instances the outlines), so the axis stays 100-900. A character
// outside the set falls back to the next font in the stack, as one outside the package's Latin
// file always did. The set is fixed in code, not read from the content: a new poem never
// changes the font, so it never changes every page.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The package's file the subset is made from (every weight, Latin only). */
export const SITE_FONT_SOURCE = 'node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2';

const range = (from: number, to: number): string => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** Every character the site's font keeps. */
export const SITE_FONT_CHARACTERS = [
  range(0x20, 0x7e), // ASCII: letters, digits, punctuation, the code's own symbols
  'áéíóúüñÁÉÍÓÚÜÑ¡¿', // Spanish
  'àèìòùÀÈÌÒÙâêîôûÂÊÎÔÛäëïöÄËÏÖçÇãõÃÕœŒ', // Catalan, Galician, Portuguese and French names
  '«»ªº°·´¨©®×', // Spanish quotes, ordinals, degrees, dimensions
  '\u00a0\u00ad\u2009\u200b\u202f', // no-break, soft hyphen, thin and zero-width spaces
  '–—‘’‚“”„…•‹›€',
].join('');

/** The subset's file name: a digest of the source and the characters, so a change makes a new file. */
export function siteFontFileName(source: Uint8Array, characters: string = SITE_FONT_CHARACTERS): string {
  const digest = createHash('sha256').update(source).update('\0').update(characters).digest('hex').slice(0, 12);
  return `montserrat-sitio-${digest}.woff2`;
}

/**
 * The subset's path under `cacheDir`, made when missing (a few hundred milliseconds, once per
 * cache). astro.config.mjs calls it, so every Astro process (build, dev, check) serves the same
 * file. subset-font is loaded only when a file has to be made.
 */
export async function ensureSiteFont(cacheDir: string, root: string = process.cwd()): Promise<string> {
  const source = await readFile(path.resolve(root, SITE_FONT_SOURCE));
  const file = path.join(path.resolve(root, cacheDir), 'site-font', siteFontFileName(source));
  if (existsSync(file)) return file;
  const { default: subsetFont } = await import('subset-font');
  const subset = await subsetFont(source, SITE_FONT_CHARACTERS, { targetFormat: 'woff2' });
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside and renamed: a build running alongside never reads half a font.
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, subset);
  await rename(partial, file);
  return file;
}
