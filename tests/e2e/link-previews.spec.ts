// A link shared anywhere arrives as the work itself: every poem, essay, interview, author and
// edition page names its own card, read here the way link-preview services read pages
// (open-graph-scraper, the library many of them use), and each card is what the tags say: a
// JPEG of the declared size, under WhatsApp's 300 KB. The HTML and the pictures are fetched as
// they are: no browser needed.
import { expect, test, type APIRequestContext } from '@playwright/test';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { SITE_ORIGIN } from './sampleFacts.ts';
import { workPaths } from './readerTools.ts';

const MAX_BYTES = 300 * 1024;

interface Preview {
  card: { url: string; width: number; height: number; type: string; alt: string };
  twitter: { card: string; image: string; alt: string };
  title: string;
}

/** What a link-preview service reads from a page: its Open Graph and Twitter tags. */
async function previewOf(request: APIRequestContext, path: string): Promise<Preview> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { result, error } = await ogs({ html: await response.text() });
  expect(error, `${path}: open-graph-scraper`).toBe(false);
  const image = result.ogImage?.[0];
  const twitter = result.twitterImage?.[0];
  return {
    card: {
      url: image?.url ?? '',
      width: Number(image?.width),
      height: Number(image?.height),
      type: image?.type ?? '',
      alt: (image as { alt?: string } | undefined)?.alt ?? '',
    },
    twitter: { card: result.twitterCard ?? '', image: twitter?.url ?? '', alt: (twitter as { alt?: string } | undefined)?.alt ?? '' },
    title: result.ogTitle ?? '',
  };
}

/** The card's bytes, decoded: its real size and format, and its weight. */
async function decodeCard(request: APIRequestContext, url: string) {
  const parsed = new URL(url);
  expect(parsed.origin, `${url} is on the site`).toBe(SITE_ORIGIN);
  const response = await request.get(parsed.pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/jpeg');
  const bytes = await response.body();
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format, bytes: bytes.byteLength };
}

const PAGE_TYPES = [
  { name: 'a poem', path: '/poema/colmenar-de-invierno', title: 'Colmenar de invierno', shows: 'sus primeros versos' },
  { name: 'a poem with its own picture', path: '/poema/hormiga', title: 'Hormiga', shows: 'sus primeros versos' },
  { name: 'a picture poem', path: '/poema/secuencia-para-dos-manos', title: 'Secuencia para dos manos', shows: 'su imagen' },
  { name: 'an essay', path: '/poema/la-mano-que-traduce', title: 'La mano que traduce', shows: 'su comienzo' },
  {
    name: 'an interview',
    path: '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos',
    title: 'Cincuenta años bajo la hojarasca',
    shows: 'su comienzo',
  },
  { name: 'an author', path: '/autor/lucia-ferrer', title: 'Lucía Ferrer', shows: 'su retrato' },
  { name: 'the home page (the latest edition)', path: '/', title: 'Lo que la mano recorta', shows: 'su portada' },
  { name: 'an edition', path: '/ediciones/1', title: 'Censo de lo diminuto', shows: 'su portada' },
];

test.describe('link previews', () => {
  for (const { name, path, title, shows } of PAGE_TYPES) {
    test(`${name} is shared with a card of its own, described in its alt text`, async ({ request }) => {
      const preview = await previewOf(request, path);
      expect(preview.card.url, `${path}: og:image is absolute`).toMatch(/^https?:\/\/[^/]+\/tarjetas\/.+\.jpg$/);
      expect(preview.card).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
      expect(preview.card.alt, `${path}: og:image:alt`).toContain(title);
      expect(preview.card.alt, `${path}: og:image:alt says what it shows`).toContain(shows);
      expect(preview.twitter).toEqual({ card: 'summary_large_image', image: preview.card.url, alt: preview.card.alt });
      const card = await decodeCard(request, preview.card.url);
      expect(card, `${path}: the card is what its tags say`).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
      expect(card.bytes, `${path}: under WhatsApp's limit`).toBeLessThan(MAX_BYTES);
    });
  }

  test('every poem, essay, interview, author and edition page has a card of its own, each of them real', async ({ request }) => {
    test.setTimeout(120_000);
    const paths = [...(await workPaths(request)), '/', '/ediciones/1'];
    expect(paths.length).toBeGreaterThan(60);
    const cards = new Map<string, string>();
    for (const path of paths) {
      const { card } = await previewOf(request, path);
      expect(card.url, `${path}: og:image`).toMatch(/\/tarjetas\/.+\.jpg$/);
      cards.set(card.url, path);
      const decoded = await decodeCard(request, card.url);
      expect(decoded, `${path}: ${card.url}`).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
      expect(decoded.bytes, `${path}: ${card.url}`).toBeLessThan(MAX_BYTES);
    }
    // One per work: no two pages share a card.
    expect(cards.size).toBe(paths.length);
  });

  test('a page without a work of its own keeps its picture, or none', async ({ request }) => {
    // The gallery and a section are not works: no card is made for them.
    for (const path of ['/visuales', '/ediciones/2/creaciones']) {
      const { card } = await previewOf(request, path);
      expect(card.url, path).not.toMatch(/\/tarjetas\//);
    }
  });
});
