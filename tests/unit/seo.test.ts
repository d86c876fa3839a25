// Pure parts of issue 5 (crawlers): canonical links, JSON-LD serialization, the RSS feed's
// model and the host's security headers file.
import { describe, expect, it } from 'vitest';
import { CACHE_RULES, DEFAULT_CACHE_CONTROL, HTTPS_ONLY_HEADERS, SECURITY_HEADERS, cacheControlFor, cloudflareHeadersFile } from '@/lib/security/headers';
import { canonicalHref, htmlFileOf, isCanonicalPage } from '@/lib/seo/canonical';
import { buildSite } from '@/lib/site/buildSite';
import { FEED_EDITIONS, getFeedModel } from '@/lib/site/getFeedModel';
import { UNKNOWN_AUTHOR, type EditionSummary } from '@/lib/site/describe';
import { creativeWork, periodical, person, publicationIssue, serializeJsonLd, type JsonLdNode } from '@/lib/site/structuredData';
import { fixtureSnapshot } from '../fixtures/snapshot';

describe('canonicalHref', () => {
  it('reads the href of the canonical link whatever the quoting and attribute order', () => {
    expect(canonicalHref('<head><link rel="canonical" href="http://a.test/x"></head>')).toBe('http://a.test/x');
    expect(canonicalHref("<link href='/y' rel='canonical'/>")).toBe('/y');
    expect(canonicalHref('<LINK REL=canonical HREF=/z>')).toBe('/z');
  });

  it('skips other links and answers null without a canonical link or href', () => {
    const html = '<link rel="icon" href="/favicon.svg"><link rel="alternate" href="/rss.xml">';
    expect(canonicalHref(html)).toBeNull();
    expect(canonicalHref(`${html}<link rel="canonical" href="/ok">`)).toBe('/ok');
    expect(canonicalHref('<link rel="canonical">')).toBeNull();
    expect(canonicalHref('')).toBeNull();
  });

  it('does not take rel values that merely start with "canonical"', () => {
    expect(canonicalHref('<link rel="canonicalish" href="/no">')).toBeNull();
  });
});

describe('isCanonicalPage', () => {
  const page = (href: string) => `<html><head><link rel="canonical" href="${href}"></head></html>`;

  it('is true when the canonical link names the page itself (absolute or relative)', () => {
    expect(isCanonicalPage(page('http://localhost:4321/poema/polilla'), 'http://localhost:4321/poema/polilla')).toBe(true);
    expect(isCanonicalPage(page('/poema/polilla'), 'http://localhost:4321/poema/polilla')).toBe(true);
    expect(isCanonicalPage(page('http://localhost:4321/'), 'http://localhost:4321/')).toBe(true);
  });

  it('is false for a page that points elsewhere: the latest edition points to the home page', () => {
    expect(isCanonicalPage(page('http://localhost:4321/'), 'http://localhost:4321/ediciones/2')).toBe(false);
    expect(isCanonicalPage(page('https://other.example/poema/polilla'), 'http://localhost:4321/poema/polilla')).toBe(false);
  });

  it('is false without a canonical link or with an unusable one', () => {
    expect(isCanonicalPage('<html></html>', 'http://localhost:4321/x')).toBe(false);
    expect(isCanonicalPage(page('http://[bad'), 'http://localhost:4321/x')).toBe(false);
  });
});

describe('htmlFileOf', () => {
  it("maps clean URLs to build.format 'file' output", () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('')).toBe('index.html');
    expect(htmlFileOf('/ediciones')).toBe('ediciones.html');
    expect(htmlFileOf('/ediciones/1/contenidos')).toBe('ediciones/1/contenidos.html');
    expect(htmlFileOf('/poema/polilla/')).toBe('poema/polilla.html');
  });

  it('decodes escaped characters (the file on disk has the real name)', () => {
    expect(htmlFileOf('/poema/%C3%A9litro')).toBe('poema/élitro.html');
  });
});

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

describe('getFeedModel', () => {
  const site = buildSite(fixtureSnapshot(), {
    storageBase: 'https://x.supabase.co/storage/v1/object/public',
    now: new Date('2026-11-21T12:00:00Z'),
  });
  const feed = getFeedModel(site);
  const editionItems = feed.items.filter((item) => item.creator === null);

  it('names the magazine', () => {
    expect(feed.title).toBe('Hormiguero de Poemas');
    expect(feed.description).toContain('ediciones y poemas');
  });

  it('carries the newest editions first, each followed by its poems and essays', () => {
    expect(FEED_EDITIONS).toBeGreaterThanOrEqual(2);
    expect(editionItems.map((item) => item.link)).toEqual(['/ediciones/2', '/ediciones/1']);
    expect(editionItems.map((item) => item.title)).toEqual(['Edición 2: Manos de papel', 'Edición 1: Los espíritus de lo mínimo']);
    expect(feed.items[0]!.link).toBe('/ediciones/2');
    const secondEdition = feed.items.findIndex((item) => item.link === '/ediciones/1');
    // Edition 2 (books 1 and 4): poems 1, 3, 4, 5 of book 1 and poem 2 of book 4.
    const ofEdition2 = feed.items.slice(1, secondEdition);
    expect(ofEdition2.map((item) => item.link).sort()).toEqual(
      ['/poema/cinco', '/poema/cuatro', '/poema/hormiga', '/poema/hormiga-2', '/poema/tres'].sort(),
    );
    for (const item of ofEdition2) expect(item.categories).toEqual(['Edición 2', 'Poesía']);
  });

  it('gives each work its title and author, dc:creator and a dated, site-relative link', () => {
    const hormiga = feed.items.find((item) => item.link === '/poema/hormiga')!;
    expect(hormiga.title).toBe('Hormiga - Ana Pérez');
    expect(hormiga.creator).toBe('Ana Pérez');
    expect(hormiga.pubDate?.toISOString()).toBe('2025-06-21T00:00:00.000Z');
    expect(hormiga.description).toContain('primera línea');
    expect(hormiga.description).not.toContain('$');
    for (const item of feed.items) {
      expect(item.link, item.title).toMatch(/^\/(ediciones|poema)\//);
      expect(item.description.length, item.title).toBeLessThanOrEqual(400);
    }
  });

  it("marks the critica section's works as essays and names unknown authors", () => {
    const interview = feed.items.find((item) => item.link === '/poema/entrevista')!;
    expect(interview.categories).toEqual(['Edición 1', 'Ensayo']);
    expect(interview.creator).toBe('Luis Gómez');
    const found = feed.items.find((item) => item.link === '/poema/hallado')!;
    expect(found.creator).toBe(UNKNOWN_AUTHOR);
    expect(found.title).toBe(`Hallado - ${UNKNOWN_AUTHOR}`);
  });

  it('uses the synopsis for an edition, shortened', () => {
    expect(editionItems[0]!.description).toBe('Una edición de collages.');
    expect(editionItems[0]!.categories).toEqual(['Edición 2']);
  });

  it('a work appears once per edition', () => {
    for (const edition of editionItems) {
      const start = feed.items.indexOf(edition);
      const next = feed.items.findIndex((item, i) => i > start && item.creator === null);
      const links = feed.items.slice(start + 1, next === -1 ? undefined : next).map((item) => item.link);
      expect(new Set(links).size, edition.title).toBe(links.length);
    }
  });
});

describe('cloudflareHeadersFile', () => {
  const file = cloudflareHeadersFile();
  /** The header lines under a path rule, until the next blank line. */
  const block = (rule: string): string[] => {
    const lines = file.split('\n');
    const start = lines.indexOf(rule);
    expect(start, `rule ${rule}`).toBeGreaterThan(-1);
    const end = lines.findIndex((line, i) => i > start && line.trim() === '');
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };

  it('sends every security header on every path (/*), plus HSTS', () => {
    const all = block('/*');
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...HTTPS_ONLY_HEADERS })) {
      expect(all, name).toContain(`  ${name}: ${value}`);
    }
  });

  it('the header values say what a browser must enforce', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
  });

  it('caches hashed build assets forever', () => {
    expect(block('/_astro/*')).toEqual(['  Cache-Control: public, max-age=31536000, immutable']);
    for (const rule of CACHE_RULES) expect(block(rule.path)).toEqual([`  Cache-Control: ${rule.cacheControl}`]);
  });

  it('the local server answers the same lifetimes: parts of the search index named by content forever, its entry and pages revalidated', () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect(cacheControlFor('/_astro/Nav.Bx1.js')).toBe(immutable);
    expect(cacheControlFor('/pagefind/fragment/es_4f1a.pf_fragment')).toBe(immutable);
    expect(cacheControlFor('/pagefind/delta/index/es_9a0b.pf_index')).toBe(immutable);
    for (const revalidated of ['/pagefind/pagefind-entry.json', '/pagefind/delta.json', '/pagefind/pagefind.js', '/poema/polilla', '/'])
      expect(cacheControlFor(revalidated), revalidated).toBe(DEFAULT_CACHE_CONTROL);
    expect(cacheControlFor('/insectos/hormiga.svg')).toBe('public, max-age=86400');
  });

  it('is made of comments, path rules and indented "Name: value" lines only', () => {
    for (const line of file.split('\n')) {
      if (line === '' || line.startsWith('#') || line.startsWith('/')) continue;
      expect(line).toMatch(/^ {2}[A-Za-z-]+: \S/);
    }
  });
});
