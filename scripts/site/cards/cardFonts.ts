// The magazine's font for the cards: Montserrat, the same variable font the pages use, from
// the package's own files. Satori lays text out with static TrueType fonts only, so the
// variable font is instanced at the weights a card uses (subset-font, on HarfBuzz), once per
// process, keeping every character of the site's Latin subset.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { SITE_FONT_SOURCE } from '../../../src/lib/media/siteFont.ts';

/** The pages' own source file, and its italic beside it in the package. */
const NORMAL = path.resolve(SITE_FONT_SOURCE);
const ITALIC = NORMAL.replace(/-normal\.woff2$/, '-italic.woff2');

/** Every character the pages' Latin subset has that Spanish text may use. */
const CHARACTERS = (() => {
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x152, 0x153],
    [0x2010, 0x2027],
    [0x2030, 0x203a],
    [0x20ac, 0x20ac],
  ];
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
})();

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700 | 900;
  style: 'normal' | 'italic';
}

let fonts: Promise<CardFont[]> | undefined;

/** Montserrat at 400, 700 and 900, and 400 italic (the poems' $emphasis$). */
export function cardFonts(): Promise<CardFont[]> {
  fonts ??= (async () => {
    const [normal, italic] = await Promise.all([readFile(NORMAL), readFile(ITALIC)]);
    const instance = async (file: Buffer, weight: CardFont['weight'], style: CardFont['style']): Promise<CardFont> => ({
      name: 'Montserrat',
      data: await subsetFont(file, CHARACTERS, { targetFormat: 'truetype', variationAxes: { wght: weight } }),
      weight,
      style,
    });
    return Promise.all([
      instance(normal, 400, 'normal'),
      instance(normal, 700, 'normal'),
      instance(normal, 900, 'normal'),
      instance(italic, 400, 'italic'),
    ]);
  })();
  return fonts;
}
