import { describe, expect, it } from 'vitest';
import type { EditionSummary } from '@/lib/site/describe';
import { creativeWork, periodical, person, publicationIssue, serializeJsonLd, type JsonLdNode } from '@/lib/site/structuredData';
import { structuredDataProblems } from '../helpers/structuredDataTest';

type JsonLdObject = Record<string, unknown>;

const editionOf = (numero: number, nombre: string, isoDate: string): EditionSummary => ({
  id: numero,
  numero,
  nombre,
  slug: String(numero),
  label: `Edición ${numero}`,
  href: `/ediciones/${numero}`,
  date: '',
  isoDate,
});

describe('serializeJsonLd', () => {
  const site = new URL('https://hormiguero.example');
  const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

  it('adds the schema.org context and makes url, @id, image and sameAs absolute', () => {
    const node: JsonLdNode = {
      '@type': 'Person',
      '@id': '/autor/ana#persona',
      url: '/autor/ana',
      image: '/_astro/ana.jpeg',
      sameAs: ['/otra', 'https://ana.example/'],
      name: '/no-es-una-url',
    };
    expect(parse(serializeJsonLd(node, site))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://hormiguero.example/autor/ana#persona',
      url: 'https://hormiguero.example/autor/ana',
      image: 'https://hormiguero.example/_astro/ana.jpeg',
      sameAs: ['https://hormiguero.example/otra', 'https://ana.example/'],
      // Only URL keys are touched.
      name: '/no-es-una-url',
    });
  });

  it('leaves protocol-relative and absolute addresses alone', () => {
    const out = parse(serializeJsonLd({ '@type': 'Thing', url: '//cdn.example/x', image: 'https://img.example/a.jpg' }, site));
    expect(out.url).toBe('//cdn.example/x');
    expect(out.image).toBe('https://img.example/a.jpg');
  });

  it('makes nested nodes absolute too (author, isPartOf arrays)', () => {
    const work = creativeWork({
      title: 'Polilla',
      href: '/poema/polilla',
      prose: false,
      author: { name: 'Lucía Ferrer', href: '/autor/lucia-ferrer' },
      description: 'Un poema.',
      image: null,
      book: 'Inventario de lo diminuto',
      edition: editionOf(1, 'Censo', '2024-09-15'),
    });
    const out = parse(serializeJsonLd(work, site)) as {
      author: { url: string; '@id': string };
      isPartOf: { '@type': string; url?: string; isPartOf?: { url: string } }[];
      genre: string;
    };
    expect(out.genre).toBe('Poesía');
    expect(out.author.url).toBe('https://hormiguero.example/autor/lucia-ferrer');
    expect(out.author['@id']).toBe('https://hormiguero.example/autor/lucia-ferrer#persona');
    expect(out.isPartOf.map((p) => p['@type'])).toEqual(['Book', 'PublicationIssue']);
    expect(out.isPartOf[1]!.url).toBe('https://hormiguero.example/ediciones/1');
    expect(out.isPartOf[1]!.isPartOf!.url).toBe('https://hormiguero.example/');
  });

  it('drops undefined and null fields, empty arrays and data: images', () => {
    const text = serializeJsonLd(
      {
        '@type': 'CreativeWork',
        name: 'x',
        description: undefined,
        datePublished: null,
        image: 'data:image/svg+xml,%3Csvg%3E',
        hasPart: [undefined, undefined],
      },
      site,
    );
    expect(parse(text)).toEqual({ '@context': 'https://schema.org', '@type': 'CreativeWork', name: 'x' });
    expect(text).not.toContain('undefined');
    expect(text).not.toContain('data:');
  });

  it('swaps images for the copies the build made, then makes them absolute', () => {
    const images = new Map([['/sample/autores/ana.webp', '/_astro/ana.abc123.jpeg']]);
    const out = parse(serializeJsonLd(person({ name: 'Ana', href: '/autor/ana' }, { image: '/sample/autores/ana.webp' }), site, images));
    expect(out.image).toBe('https://hormiguero.example/_astro/ana.abc123.jpeg');
    // An image the map does not know is kept as stored.
    const other = parse(serializeJsonLd(person({ name: 'Ana', href: null }, { image: '/sample/otra.webp' }), site, images));
    expect(other.image).toBe('https://hormiguero.example/sample/otra.webp');
    expect(other).not.toHaveProperty('url');
    expect(other).not.toHaveProperty('@id');
  });

  it('escapes "<" and the JavaScript line separators so no text can close the script element', () => {
    const text = serializeJsonLd(
      { '@type': 'CreativeWork', name: '</script><script>alert(1)</script>', description: 'a\u2028b\u2029c' },
      site,
    );
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
    expect(text).toContain('\\u003c/script>');
    // Still the same data once parsed.
    const out = parse(text);
    expect(out.name).toBe('</script><script>alert(1)</script>');
    expect(out.description).toBe('a\u2028b\u2029c');
  });

  it('a periodical lists its issues; the essay genre follows the prose flag', () => {
    const out = parse(serializeJsonLd(periodical([publicationIssue(editionOf(2, 'Manos', '2025-06-21'))]), site)) as {
      '@type': string;
      url: string;
      hasPart: { '@type': string; issueNumber: string; datePublished: string; url: string }[];
    };
    expect(out['@type']).toBe('Periodical');
    expect(out.url).toBe('https://hormiguero.example/');
    expect(out.hasPart).toEqual([
      expect.objectContaining({
        '@type': 'PublicationIssue',
        issueNumber: '2',
        datePublished: '2025-06-21',
        url: 'https://hormiguero.example/ediciones/2',
      }),
    ]);
    const essay = creativeWork({
      title: 'Ensayo',
      href: '/poema/ensayo',
      prose: true,
      author: { name: 'Anónimo', href: null },
      description: '',
      image: null,
      book: null,
      edition: null,
    });
    const parsed = parse(serializeJsonLd(essay, site));
    expect(parsed.genre).toBe('Ensayo');
    expect(parsed).not.toHaveProperty('isPartOf');
    expect(parsed).not.toHaveProperty('datePublished');
  });
});

describe('works for search engines', () => {
  const site = new URL('https://hormiguero.example');
  const work = (over: Partial<Parameters<typeof creativeWork>[0]> = {}) =>
    creativeWork({
      title: 'Tijera, goma, página',
      href: '/poema/tijera',
      prose: true,
      author: { name: 'Julián Ibarra', href: '/autor/julian-ibarra' },
      description: 'Un ensayo.',
      image: null,
      book: null,
      edition: editionOf(2, 'Lo que la mano recorta', '2025-06-21'),
      modified: '2025-06-21T06:00:00.000Z',
      editionImage: '/sample/ediciones/edicion-2.webp',
      ...over,
    });
  const crops = new Map([['/sample/ediciones/edicion-2.webp', ['/_astro/e2-169.jpg', '/_astro/e2-43.jpg', '/_astro/e2-11.jpg']]]);
  const out = (node: JsonLdNode, images: Map<string, string | string[]> = crops) =>
    JSON.parse(serializeJsonLd(node, site, images)) as JsonLdObject;

  it("makes essays and interviews Articles that meet Google's article guidelines", async () => {
    const article = out(work());
    expect(article).toEqual(
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Tijera, goma, página',
        mainEntityOfPage: 'https://hormiguero.example/poema/tijera',
        author: expect.objectContaining({
          '@type': 'Person',
          name: 'Julián Ibarra',
          url: 'https://hormiguero.example/autor/julian-ibarra',
        }),
        datePublished: '2025-06-21',
        dateModified: '2025-06-21T06:00:00.000Z',
        // No picture of its own: its edition's cover, in the three shapes.
        image: [
          'https://hormiguero.example/_astro/e2-169.jpg',
          'https://hormiguero.example/_astro/e2-43.jpg',
          'https://hormiguero.example/_astro/e2-11.jpg',
        ],
      }),
    );
    expect(await structuredDataProblems(JSON.stringify(article))).toEqual([]);
  });

  it('cuts headlines to 110 characters', async () => {
    const long = out(work({ title: 'palabra '.repeat(30).trim() }));
    expect([...String(long.headline)].length).toBeLessThanOrEqual(110);
    expect(long.name).toBe('palabra '.repeat(30).trim());
    expect(await structuredDataProblems(JSON.stringify(long))).toEqual([]);
  });

  it('keeps poems CreativeWorks with their genre, and their own picture only', async () => {
    const poem = out(work({ prose: false, title: 'Polilla' }));
    expect(poem['@type']).toBe('CreativeWork');
    expect(poem.genre).toBe('Poesía');
    expect(poem).not.toHaveProperty('image');
    expect(poem).not.toHaveProperty('mainEntityOfPage');
    expect(await structuredDataProblems(JSON.stringify(poem))).toEqual([]);
  });

  it('the Google check names what is wrong', async () => {
    const bad: JsonLdObject = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'x'.repeat(111),
      author: { '@type': 'Thing', name: 'Por Ana' },
      datePublished: '21/06/25',
      dateModified: '2020-01-01',
      image: '/relativa.jpg',
    };
    expect(await structuredDataProblems(JSON.stringify(bad))).toEqual([
      'Article: headline of at most 110 characters',
      'Article: author is a Person or Organization',
      'Article: author name, without "by"',
      'Article: author url, absolute',
      'Article: datePublished in ISO 8601',
      'Article: every image absolute',
    ]);
    const work: JsonLdObject = { '@context': 'https://schema.org', '@type': 'CreativeWork', name: 'x', dateModified: 'ayer' };
    expect(await structuredDataProblems(JSON.stringify(work))).toEqual([
      'CreativeWork: genre',
      'CreativeWork: author name',
      'CreativeWork: dateModified in ISO 8601',
    ]);
  });
});
