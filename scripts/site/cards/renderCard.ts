// Draws one card: Satori lays out the card (text as paths, in the magazine's Montserrat), resvg
// rasterises it, and sharp encodes the JPEG, the format every link preview reads. The look is the pages':
// ink on paper, the title in heavy capitals, small tracked capitals above it, a poem's first
// lines set as the poem page sets them, the black band of the footer, and the edition 1 ants
// walking along it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardSource } from '../../../src/lib/cards/card.ts';
import { cardText, type CardText } from '../../../src/lib/cards/cardText.ts';
import type { Segment } from '../../../src/lib/text/parseEmphasis.ts';
import { cardFonts } from './cardFonts.ts';
import { PANEL, panelPicture, type Pixels } from './cardPicture.ts';

const INK = '#0b0b0b';
const BAND_HEIGHT = 66;
/** Above the band, where its ants walk. */
const ANT_ROOM = 22;
const PAPER = '#ffffff';
const MUTED = '#4a4a4a';
/** The page's --tracking (0.18em) at the card's small sizes. */
const tracking = (size: number) => Math.round(size * 0.18 * 10) / 10;

const ANT_SVG = readFileSync(path.resolve('public/insectos/hormiga.svg'), 'utf8');
const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const ANT = svgUri(ANT_SVG);
const ANT_ON_PAPER = svgUri(ANT_SVG.replace('fill="#000"', `fill="${PAPER}"`));

interface Node {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; src?: string; width?: number; height?: number };
}
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});
const img = (src: string, width: number, height: number, style: Record<string, unknown> = {}): Node => ({
  type: 'img',
  props: { src, width, height, style },
});

/** The title's size: as large as a short title allows, two or three lines for a long one. */
function titleSize(title: string): number {
  const length = title.length;
  return length <= 14 ? 84 : length <= 24 ? 70 : length <= 42 ? 58 : 46;
}

const spans = (segments: readonly Segment[]) => segments.map((s) => h('span', s.em ? { fontStyle: 'italic' } : {}, s.text));

function body(text: CardText | null): Node | null {
  if (!text) return null;
  if (text.kind === 'paragraph') {
    return h('div', { display: 'block', marginTop: 26, fontSize: 26, lineHeight: 1.5, color: INK, lineClamp: 4 }, ...spans(text.segments));
  }
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', marginTop: 26 },
    ...text.lines.map((line) =>
      line.length === 0
        ? h('div', { height: 16 })
        : h('div', { display: 'block', fontSize: 27, lineHeight: 1.42, whiteSpace: 'pre', color: INK }, ...spans(line)),
    ),
  );
}

/** The band at the foot of the card: the footer's black, the magazine's name, ants walking on it. */
function bandTree(width: number): Node {
  const ants = [0, 1, 2, 3].map((i) =>
    img(ANT, 22, 22, {
      position: 'absolute',
      top: -19,
      left: width - 250 + i * 46 + (i % 2) * 8,
      transform: `rotate(${90 + (i % 2 ? 8 : -6)}deg)`,
    }),
  );
  return h(
    'div',
    {
      position: 'relative',
      marginTop: ANT_ROOM,
      boxSizing: 'border-box',
      width,
      height: BAND_HEIGHT,
      display: 'flex',
      alignItems: 'center',
      padding: '0 64px',
      background: INK,
      color: PAPER,
      fontSize: 20,
      fontWeight: 700,
      letterSpacing: tracking(20),
    },
    img(ANT_ON_PAPER, 26, 26, { marginRight: 16 }),
    'HORMIGUERO DE POEMAS',
    ...ants,
  );
}

/** An SVG rasterised on paper (resvg: about a fifth of librsvg's time on these cards). */
function rasterise(svg: string): Pixels {
  const image = new Resvg(svg, { background: PAPER, font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, rgba: image.pixels };
}

/** Copies `part` into `card` with its top left corner at (left, top). */
function place(card: Pixels, part: Pixels, left: number, top: number): void {
  const rowBytes = part.width * 4;
  for (let y = 0; y < part.height; y++) {
    part.rgba.copy(card.rgba, ((top + y) * card.width + left) * 4, y * rowBytes, (y + 1) * rowBytes);
  }
}

const bands = new Map<number, Promise<Pixels>>();

/**
 * The band (and the strip of paper above it, where the ants walk), drawn once per width and
 * laid on every card: the same pixels on all of them.
 */
function band(width: number): Promise<Pixels> {
  let drawn = bands.get(width);
  if (!drawn) {
    drawn = cardFonts().then(async (fonts) => {
      const tree = h(
        'div',
        { display: 'flex', flexDirection: 'column', width, height: BAND_HEIGHT + ANT_ROOM, background: PAPER },
        bandTree(width),
      );
      return rasterise(await satori(tree as Parameters<typeof satori>[0], { width, height: BAND_HEIGHT + ANT_ROOM, fonts }));
    });
    bands.set(width, drawn);
  }
  return drawn;
}

/**
 * The card of `source` as a JPEG. Satori lays out the words alone (the costly part, as paths);
 * the words, the band and the picture are laid side by side as rows of pixels (sharp's
 * composite took longer than drawing the words) and sharp encodes the card.
 */
export async function renderCard(source: CardSource, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const [fonts, picture] = await Promise.all([cardFonts(), panelPicture(source.picture, env)]);
  const textWidth = picture ? CARD_WIDTH - PANEL.width : CARD_WIDTH;
  const wordsHeight = CARD_HEIGHT - BAND_HEIGHT - ANT_ROOM;
  const text = cardText(source, { verseCharacters: picture ? 38 : 62 });
  const size = titleSize(source.title);
  const words = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      // Satori's boxes are content-box by default: the padding must come out of the width.
      boxSizing: 'border-box',
      width: textWidth,
      height: wordsHeight,
      padding: '50px 64px 0 64px',
      background: PAPER,
      color: INK,
      fontFamily: 'Montserrat',
    },
    h('div', { display: 'block', fontSize: 19, fontWeight: 700, letterSpacing: tracking(19), color: MUTED, lineClamp: 1 }, source.eyebrow),
    source.byline
      ? h(
          'div',
          { display: 'block', marginTop: 30, fontSize: 24, fontWeight: 700, letterSpacing: tracking(24), lineClamp: 1 },
          source.byline.toLocaleUpperCase('es'),
        )
      : h('div', { height: 30 }),
    h(
      'div',
      { display: 'block', marginTop: 10, fontSize: size, fontWeight: 900, lineHeight: 1.04, lineClamp: 3 },
      source.title.toLocaleUpperCase('es'),
    ),
    ...[body(text)].filter((n): n is Node => n !== null),
  );
  const svg = await satori(words as Parameters<typeof satori>[0], { width: textWidth, height: wordsHeight, fonts });
  const card: Pixels = { width: CARD_WIDTH, height: CARD_HEIGHT, rgba: Buffer.alloc(CARD_WIDTH * CARD_HEIGHT * 4, 0xff) };
  place(card, rasterise(svg), 0, 0);
  place(card, await band(textWidth), 0, wordsHeight);
  if (picture) place(card, picture, textWidth, 0);
  // Every pixel is opaque: the alpha channel is only dropped.
  return (
    sharp(card.rgba, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
      .removeAlpha()
      // Huffman tables left standard: a seventh faster to encode, a sixth more bytes, far under
      // the 300 KB a preview may weigh.
      .jpeg({ quality: 84, optimiseCoding: false })
      .toBuffer()
  );
}
