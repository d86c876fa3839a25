// What search engines and feed readers get: sitemap, robots.txt, RSS, JSON-LD,
// canonical links and the text of every page type in the raw HTML, without JavaScript.
// Nothing here depends on the window width: run once (playwright.config.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { structuredDataProblems } from '../helpers/structuredDataTest.ts';
import { readFeed } from '../helpers/feed.ts';
import { tagsOf, textOfHtml } from './pageHelpers.ts';
import { EDITION_1, EDITION_2, PAGE_TYPES, POLILLA, SITE, SITE_ORIGIN } from './sampleFacts.ts';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/retention';
import { paths } from '@/lib/site/paths';

/** Ids of the poems, essays and interviews in the sample data (one row per insert). */
const SEED_POEM_IDS = [
  ...readFileSync('supabase/seed.sql', 'utf8').matchAll(/insert into public\.poema \([^)]*\) values \(\s*(\d+),/g),
].map((m) => Number(m[1]));

/** An absolute URL of the site (SITE_URL's origin) -> its path and query on the test server. */
function sitePath(url: string, label: string): string {
  const parsed = new URL(url);
  expect(parsed.origin, `${label}: ${url} is on the site's origin`).toBe(SITE_ORIGIN);
  return `${parsed.pathname}${parsed.search}`;
}

async function getText(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `${path}: status`).toBe(status);
  return response.text();
}

interface XmlNode {
  name: string;
  text: string;
  children: XmlNode[];
}

/** Parses XML as a browser does (DOMParser): fails on malformed XML. */
async function parseXml(page: Page, xml: string, label: string): Promise<XmlNode> {
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    if (error) return { error: error.textContent ?? 'parsererror' };
    const walk = (el: Element): XmlNode => ({
      name: el.tagName,
      text: el.children.length ? '' : (el.textContent ?? '').trim(),
      children: [...el.children].map(walk),
    });
    return { root: walk(doc.documentElement) };
  }, xml);
  expect('error' in parsed ? parsed.error : null, `${label}: well-formed XML`).toBeNull();
  return (parsed as { root: XmlNode }).root;
}

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const childText = (node: XmlNode, name: string) => child(node, name)?.text ?? null;
const childrenNamed = (node: XmlNode, name: string) => node.children.filter((c) => c.name === name);

/** The pathnames listed by the sitemap index's child sitemaps. */
async function sitemapPaths(page: Page, request: APIRequestContext): Promise<string[]> {
  const index = await parseXml(page, await getText(request, '/sitemap-index.xml'), 'sitemap-index.xml');
  expect(index.name).toBe('sitemapindex');
  const children = childrenNamed(index, 'sitemap').map((s) => sitePath(childText(s, 'loc')!, 'sitemap index'));
  expect(children, 'the index lists the pages sitemap').toEqual(['/sitemap-0.xml']);
  const paths: string[] = [];
  for (const path of children) {
    const sitemap = await parseXml(page, await getText(request, path), path);
    expect(sitemap.name).toBe('urlset');
    for (const url of childrenNamed(sitemap, 'url')) paths.push(sitePath(childText(url, 'loc')!, path));
  }
  return paths;
}

/** The hrefs of the page's <link rel="canonical"> elements. */
const canonicalLinks = (html: string) =>
  tagsOf(html, 'link')
    .filter((link) => link.rel?.split(/\s+/).includes('canonical'))
    .map((link) => link.href ?? '');
const metaProperty = (html: string, property: string) => tagsOf(html, 'meta').find((meta) => meta.property === property)?.content ?? null;

/** Width and height of a JPEG, from its first start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return null;
}

/** An image copy made for crawlers: absolute, under /_astro/, a JPEG that answers 200. */
async function expectJpegCopy(request: APIRequestContext, url: string, label: string): Promise<{ width: number }> {
  const path = sitePath(url, label);
  // A build copy of the page's picture, or the card the build drew for it (link-previews.spec.ts).
  expect(path, `${label}: a build copy or a card`).toMatch(/^\/(_astro|tarjetas)\/[^?#]+\.jpe?g$/);
  const response = await request.get(path);
  expect(response.status(), `${label}: ${path}`).toBe(200);
  expect(response.headers()['content-type'], `${label}: ${path}`).toMatch(/^image\/jpeg/);
  const size = jpegSize(await response.body());
  expect(size, `${label}: ${path} is a JPEG`).not.toBeNull();
  return size!;
}

test.describe('sitemap', () => {
  test('every URL says when its content last changed, from the data: the sample dates from its editions, not from the build', async ({
    page,
    request,
  }) => {
    const urlset = await parseXml(page, await getText(request, '/sitemap-0.xml'), 'sitemap-0.xml');
    const dates = new Map(
      childrenNamed(urlset, 'url').map((url) => [sitePath(childText(url, 'loc')!, 'sitemap'), childText(url, 'lastmod')]),
    );
    expect(
      [...dates].filter(([, lastmod]) => !lastmod),
      'URLs without lastmod',
    ).toEqual([]);
    // Edition 1 appeared on 2024-09-15 and edition 2 on 2025-06-21, at midnight in Mexico City.
    expect(dates.get('/ediciones/1')).toBe('2024-09-15T06:00:00.000Z');
    expect(dates.get('/ediciones/1/critica')).toBe('2024-09-15T06:00:00.000Z');
    expect(dates.get('/')).toBe('2025-06-21T06:00:00.000Z');
    expect(dates.get('/poema/polilla')).toBe('2024-09-15T06:00:00.000Z');
    // The privacy notice is dated by its version; every other page by the data.
    expect(dates.get(paths.privacy())).toBe(`${PRIVACY_NOTICE_VERSION}T00:00:00.000Z`);
    expect(
      [...dates].filter(([path]) => path !== paths.privacy()).every(([, d]) => d! <= '2025-06-21T06:00:00.000Z'),
      'no date is the build’s',
    ).toBe(true);
  });

  test('the content report is in the build for editors, unlisted and never indexed', async ({ page, request }) => {
    const response = await request.get('/informe-contenido.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    const report = (await response.json()) as { problems: { kind: string; page: string }[]; scheduled: unknown[] };
    expect(report.problems).toContainEqual(expect.objectContaining({ kind: 'empty-poem', page: '/poema/silencio-de-las-chicharras' }));
    expect(report.scheduled).toEqual([]);
    expect(await sitemapPaths(page, request)).not.toContain('/informe-contenido.json');
    expect(await getText(request, '/')).not.toContain('informe-contenido');
    // Pages say nothing about indexing unless they are answers (404).
    expect((await request.get('/poema/polilla')).headers()['x-robots-tag']).toBeUndefined();
  });

  test('the index leads to one sitemap of the canonical pages, without duplicates, 404 or data files', async ({ page, request }) => {
    const paths = await sitemapPaths(page, request);
    expect(new Set(paths).size, 'no page twice').toBe(paths.length);
    for (const path of [
      '/',
      '/ediciones',
      '/ediciones/1',
      '/ediciones/1/contenidos',
      '/ediciones/2/contenidos',
      '/ediciones/1/creaciones',
      '/ediciones/1/critica',
      '/ediciones/2/creaciones',
      '/ediciones/2/critica',
      '/visuales',
      '/visuales/grana',
      '/autores',
      '/autor/lucia-ferrer',
      '/autor/ines-avila',
      '/autor/ines-avila-9',
      '/autor/renata-olmedo',
      '/poema/polilla',
      '/poema/hormiga',
      '/poema/hormiga-25',
      '/poema/secuencia-para-dos-manos',
    ]) {
      expect(paths, `lists ${path}`).toContain(path);
    }
    // The latest edition's own URL is canonically the home page; the 404 page and the pages
    // the functions fill in are no pages to visit.
    for (const path of ['/404', '/ediciones/2', '/_respuestas/aviso']) expect(paths, `leaves out ${path}`).not.toContain(path);
    expect(paths.filter((p) => p.includes('_respuestas'))).toEqual([]);
    for (const path of paths) {
      expect(path, 'a clean page URL').toMatch(/^\/[^?#.]*$/);
      expect(path === '/' || !path.endsWith('/'), `${path}: no trailing slash`).toBe(true);
    }
    // Every poem, essay and interview of the sample data has its page.
    const poems = paths.filter((p) => p.startsWith('/poema/'));
    expect(SEED_POEM_IDS.length, 'poem rows found in supabase/seed.sql').toBeGreaterThan(40);
    expect(poems, 'one /poema/ URL per poem row of the seed').toHaveLength(SEED_POEM_IDS.length);
  });

  test('every listed page answers 200 and names itself canonical', async ({ page, request }) => {
    const paths = await sitemapPaths(page, request);
    for (const path of paths) {
      const html = await getText(request, path);
      const canonical = canonicalLinks(html);
      expect(canonical, `${path}: one canonical link`).toHaveLength(1);
      expect(sitePath(canonical[0]!, path), `${path}: canonical`).toBe(path);
    }
  });

  test('every listed page is linked from another page: a reader (or a crawler) following links from / reaches it', async ({
    page,
    request,
  }) => {
    // Crawls the site from the home page, as a crawler without the sitemap would: every page
    // reached, and which other pages link to each. A page of the site is a path without a file
    // extension; its query (?edicion) and fragment lead to the same page.
    const linkedFrom = new Map<string, Set<string>>();
    const queue = ['/'];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const from = queue.shift()!;
      const response = await request.get(from);
      if (!response.ok() || !response.headers()['content-type']?.startsWith('text/html')) continue;
      for (const { href } of tagsOf(await response.text(), 'a')) {
        if (!href) continue;
        const url = new URL(href, `${SITE_ORIGIN}${from}`);
        if (url.origin !== SITE_ORIGIN || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/api/')) continue;
        const to = url.pathname;
        if (to !== from) linkedFrom.set(to, (linkedFrom.get(to) ?? new Set()).add(from));
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    const listed = await sitemapPaths(page, request);
    expect(listed.length).toBeGreaterThan(80);
    expect(
      listed.filter((path) => !linkedFrom.get(path)?.size),
      'sitemap pages no other page links to',
    ).toEqual([]);
    // The sample's poem without an author (id 45) is among them, linked from the authors A–Z.
    expect([...(linkedFrom.get('/poema/nota-encontrada-en-un-libro-usado') ?? [])]).toContain('/autores');
  });

  test('every poem an author page links to is in the sitemap', async ({ page, request }) => {
    const paths = await sitemapPaths(page, request);
    const authors = paths.filter((p) => p.startsWith('/autor/'));
    expect(authors.length, 'author pages listed').toBeGreaterThanOrEqual(13);
    let linked = 0;
    for (const author of authors) {
      const html = await getText(request, author);
      for (const { href } of tagsOf(html, 'a')) {
        if (!href?.startsWith('/poema/')) continue;
        linked++;
        expect(paths, `${author} links to ${href}`).toContain(href.split(/[?#]/)[0]);
      }
    }
    expect(linked, 'poem links found on the author pages').toBeGreaterThan(30);
  });
});

test('robots.txt lets crawlers read every page but the API, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines).toContain('Disallow: /api/');
  const sitemap = lines.find((line) => line.startsWith('Sitemap: '));
  expect(sitemap).toBe(`Sitemap: ${SITE_ORIGIN}/sitemap-index.xml`);
  expect((await request.get(sitePath(sitemap!.slice('Sitemap: '.length), 'robots.txt'))).status()).toBe(200);
});

test('rss.xml: an RSS 2.0 feed of the newest editions, each followed by its poems and essays', async ({ page, request }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const rss = await parseXml(page, await response.text(), 'rss.xml');
  expect(rss.name).toBe('rss');
  const channel = child(rss, 'channel')!;
  expect(channel, '<channel>').toBeTruthy();
  expect(childText(channel, 'title')).toBe(SITE);
  expect(childText(channel, 'language')).toBe('es');
  expect(childText(channel, 'description')).toBeTruthy();
  expect(sitePath(childText(channel, 'link')!, 'channel link')).toBe('/');

  const items = childrenNamed(channel, 'item').map((item) => ({
    title: childText(item, 'title') ?? '',
    link: childText(item, 'link') ?? '',
    guid: childText(item, 'guid'),
    pubDate: childText(item, 'pubDate'),
    creator: childText(item, 'dc:creator'),
    categories: childrenNamed(item, 'category').map((c) => c.text),
  }));
  const editions = items.filter((item) => item.creator === null);
  expect(editions.map((item) => item.title)).toEqual([`Edición 2: ${EDITION_2.nombre}`, `Edición 1: ${EDITION_1.nombre}`]);
  expect(items[0]!.title, 'the newest edition comes first').toBe(editions[0]!.title);
  expect(editions.map((item) => sitePath(item.link, item.title))).toEqual(['/ediciones/2', '/ediciones/1']);

  const second = items.indexOf(editions[1]!);
  const ofEdition2 = items.slice(1, second).map((item) => item.title);
  const ofEdition1 = items.slice(second + 1).map((item) => item.title);
  expect(ofEdition2).toContain('Manual de recortes - Rodrigo Alcántara');
  expect(ofEdition2).toContain('Tijera, goma, página: el collage como pensamiento poético - Julián Ibarra');
  expect(ofEdition1).toContain('Polilla - Lucía Ferrer');
  expect(ofEdition1).not.toContain('Manual de recortes - Rodrigo Alcántara');

  const poems = items.filter((item) => item.creator !== null);
  expect(poems, 'every poem of the two editions').toHaveLength(SEED_POEM_IDS.length);
  for (const item of poems) {
    expect(item.creator!.length, `${item.title}: dc:creator`).toBeGreaterThan(0);
    expect(item.title, 'title, then the author').toMatch(new RegExp(` - ${item.creator!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(sitePath(item.link, item.title)).toMatch(/^\/poema\/[a-z0-9-]+$/);
    expect(
      item.categories.some((c) => c === 'Poesía' || c === 'Ensayo'),
      `${item.title}: genre`,
    ).toBe(true);
  }
  expect(poems.find((item) => item.title.startsWith('Polilla'))?.creator).toBe('Lucía Ferrer');
  expect(poems.find((item) => item.title.startsWith('Tijera'))?.categories).toContain('Ensayo');

  for (const item of items) {
    expect(item.guid, `${item.title}: guid`).toBe(item.link);
    expect(Number.isNaN(Date.parse(item.pubDate ?? '')), `${item.title}: pubDate ${item.pubDate}`).toBe(false);
    expect((await request.get(sitePath(item.link, item.title))).status(), `${item.title}: ${item.link}`).toBe(200);
  }
  // Feed readers find it from every page.
  const home = await getText(request, '/');
  const alternate = tagsOf(home, 'link').find((l) => l.rel === 'alternate' && l.type === 'application/rss+xml');
  expect(alternate?.href).toBe('/rss.xml');
});

test('the feeds carry each work in full, valid RSS 2.0 with the content module; each edition has its own', async ({ request }) => {
  // The sample's two poems without text show a stand-in poem: no feed carries that.
  const EMPTY = ['Página para la mano que no escribe', 'Silencio de las chicharras'];
  const needsContent = (item: { creator: string | null; title: string | null }) =>
    item.creator !== null && !EMPTY.some((title) => item.title?.startsWith(title));
  const main = await readFeed(await getText(request, '/rss.xml'), needsContent);
  expect(main.problems).toEqual([]);
  const polilla = main.items.find((item) => item.title === 'Polilla - Lucía Ferrer')!;
  // Each verse on its line in the markup too: a reader that shows the feed as plain text keeps it.
  expect(polilla.content).toContain('Da vueltas a la lámpara.<br>\n&nbsp;&nbsp;&nbsp;&nbsp;Da vueltas.');
  // An image poem's pictures are the build's copies, at addresses that answer.
  const imagePoem = main.items.find((item) => item.title?.startsWith('Secuencia para dos manos'))!;
  const pictures = [...imagePoem.content!.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!);
  expect(pictures.length).toBeGreaterThan(0);
  for (const src of pictures) expect((await request.get(sitePath(src, 'feed picture'))).status(), src).toBe(200);

  for (const edition of [EDITION_1, EDITION_2]) {
    const path = `/ediciones/${edition.numero}/rss.xml`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/xml/);
    const feed = await readFeed(await response.text(), needsContent);
    expect(feed.problems, path).toEqual([]);
    expect(sitePath(feed.channel.link!, path)).toBe(`/ediciones/${edition.numero}`);
    expect(feed.items.filter((item) => item.creator === null).map((item) => item.title)).toEqual([
      `Edición ${edition.numero}: ${edition.nombre}`,
    ]);
    // The edition's contents page leads feed readers to it.
    const contents = await getText(request, `/ediciones/${edition.numero}/contenidos`);
    const links = tagsOf(contents, 'link').filter((l) => l.rel === 'alternate' && l.type === 'application/rss+xml');
    expect(links.map((l) => l.href)).toContain(path);
    expect(links.find((l) => l.href === path)?.title).toContain(edition.nombre);
  }
});

/* ---------- JSON-LD ---------- */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

/** Every JSON-LD block of a raw page, parsed (a failure to parse fails the test). */
function jsonLdOf(html: string, path: string): Node[] {
  return [...html.matchAll(/<script\b[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)].map(([, text]) => {
    expect(text, `${path}: no "<" in the JSON (it could close the script element)`).not.toContain('<');
    let data: Json = null;
    expect(() => (data = JSON.parse(text!) as Json), `${path}: JSON-LD is valid JSON`).not.toThrow();
    return data as unknown as Node;
  });
}

/** [key, value] of every string under a URL key (url, @id, image, sameAs), at any depth. */
function urlValues(value: Json, key = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v) => urlValues(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => urlValues(v, k));
  return typeof value === 'string' && ['url', '@id', 'image', 'sameAs'].includes(key) ? [[key, value]] : [];
}

async function structuredData(request: APIRequestContext, path: string): Promise<Node> {
  const html = await getText(request, path);
  const blocks = jsonLdOf(html, path);
  expect(blocks, `${path}: one JSON-LD block`).toHaveLength(1);
  const node = blocks[0]!;
  expect(node['@context'], `${path}: @context`).toBe('https://schema.org');
  for (const [key, url] of urlValues(node)) {
    expect(url, `${path}: ${key} is an absolute http(s) URL`).toMatch(/^https?:\/\/[^/]/);
    if (key === 'sameAs') continue;
    const own = sitePath(url, `${path} ${key}`);
    if (key === 'image') await expectJpegCopy(request, url, `${path} image`);
    else expect((await request.get(own.split('#')[0]!)).status(), `${path}: ${key} ${url} answers`).toBe(200);
  }
  return node;
}

const magazine = expect.objectContaining({ '@type': 'Periodical', name: SITE, url: `${SITE_ORIGIN}/` });
const issue = (numero: number, nombre: string, date: string) =>
  expect.objectContaining({
    '@type': 'PublicationIssue',
    issueNumber: String(numero),
    name: nombre,
    datePublished: date,
    url: `${SITE_ORIGIN}/ediciones/${numero}`,
    isPartOf: magazine,
  });

test.describe('structured data (JSON-LD)', () => {
  test('the home and an edition page are PublicationIssues of the Periodical', async ({ request }) => {
    const home = await structuredData(request, '/');
    expect(home).toEqual(issue(2, EDITION_2.nombre, '2025-06-21'));
    expect(home.description).toMatch(new RegExp(`^${EDITION_2.sintesisStart}`));
    expect(String(home.image)).toMatch(/\.jpe?g$/);
    expect(await structuredData(request, '/ediciones/1')).toEqual(issue(1, EDITION_1.nombre, '2024-09-15'));
    // The latest edition's own URL describes the same issue as the home page.
    expect(await structuredData(request, '/ediciones/2')).toEqual(issue(2, EDITION_2.nombre, '2025-06-21'));
  });

  test('/ediciones is the Periodical with its issues, newest first', async ({ request }) => {
    const node = await structuredData(request, '/ediciones');
    expect(node).toEqual(magazine);
    expect(node.inLanguage).toBe('es');
    expect(node.hasPart).toEqual([issue(2, EDITION_2.nombre, '2025-06-21'), issue(1, EDITION_1.nombre, '2024-09-15')]);
  });

  test('a poem is a CreativeWork with its author, book and edition', async ({ request }) => {
    const node = await structuredData(request, '/poema/polilla');
    expect(node).toEqual(
      expect.objectContaining({
        '@type': 'CreativeWork',
        name: 'Polilla',
        genre: 'Poesía',
        url: `${SITE_ORIGIN}/poema/polilla`,
        inLanguage: 'es',
        datePublished: '2024-09-15',
        author: expect.objectContaining({ '@type': 'Person', name: 'Lucía Ferrer', url: `${SITE_ORIGIN}/autor/lucia-ferrer` }),
        isPartOf: [{ '@type': 'Book', name: 'Inventario de lo diminuto' }, issue(1, EDITION_1.nombre, '2024-09-15')],
      }),
    );
    expect(node.description).toContain('Entra por la ventana abierta');
    // A poem with a picture: a JPEG copy for search engines (checked to answer in structuredData).
    const withCover = await structuredData(request, '/poema/huellas-dactilares');
    expect(withCover.image).toMatch(/^https?:\/\/.+\.jpe?g$/);
    expect(withCover.author).toEqual(expect.objectContaining({ name: 'Ximena Carrión' }));
    expect(withCover.isPartOf).toEqual([{ '@type': 'Book', name: 'Huellas dactilares' }, issue(2, EDITION_2.nombre, '2025-06-21')]);
  });

  test("the critica section's essays and interviews are Articles, 'Ensayo'", async ({ request }) => {
    const essay = await structuredData(request, '/poema/tijera-goma-pagina-el-collage-como-pensamiento-poetico');
    expect(essay).toEqual(
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Tijera, goma, página: el collage como pensamiento poético',
        datePublished: '2025-06-21',
        dateModified: '2025-06-21T06:00:00.000Z',
        genre: 'Ensayo',
        author: expect.objectContaining({ name: 'Julián Ibarra', url: `${SITE_ORIGIN}/autor/julian-ibarra` }),
      }),
    );
    const interview = await structuredData(request, '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos');
    expect(interview['@type']).toBe('Article');
    expect(interview.genre).toBe('Ensayo');
    expect(interview.name).toBe('Cincuenta años bajo la hojarasca: conversación con Amparo Villalobos');
  });

  test("every page type's JSON-LD meets Google's structured-data guidelines; Articles' images come in its three shapes", async ({
    request,
  }) => {
    const articles = [
      '/poema/tijera-goma-pagina-el-collage-como-pensamiento-poetico',
      '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos',
    ];
    const others = [
      '/',
      '/ediciones',
      '/ediciones/1',
      '/poema/polilla',
      '/poema/huellas-dactilares',
      '/poema/secuencia-para-dos-manos',
      '/autor/lucia-ferrer',
    ];
    for (const path of [...articles, ...others]) {
      expect(await structuredDataProblems(await getText(request, path)), path).toEqual([]);
    }
    // Google's article images: at least 50,000 pixels each, in 16:9, 4:3 and 1:1.
    const RATIOS = [16 / 9, 4 / 3, 1];
    for (const path of articles) {
      const { image } = await structuredData(request, path);
      const sizes: { width: number; height: number }[] = [];
      for (const url of [image].flat() as string[]) {
        const size = jpegSize(await (await request.get(sitePath(url, path))).body())!;
        expect(size.width * size.height, `${path} ${url}: pixels`).toBeGreaterThanOrEqual(50_000);
        sizes.push(size);
      }
      const covered = RATIOS.filter((ratio) => sizes.some(({ width, height }) => Math.abs(width / height / ratio - 1) < 0.01));
      expect(covered, `${path}: 16:9, 4:3 and 1:1`).toHaveLength(3);
    }
    // The same date for link previews that read Open Graph's article properties.
    expect(metaProperty(await getText(request, articles[0]!), 'article:modified_time')).toBe('2025-06-21T06:00:00.000Z');
    // Poems stay CreativeWorks, with their genre and the date their page last changed.
    expect(await structuredData(request, '/poema/polilla')).toEqual(
      expect.objectContaining({ '@type': 'CreativeWork', genre: 'Poesía', dateModified: '2024-09-15T06:00:00.000Z' }),
    );
  });

  test('an author page is a Person with portrait, short biography and website', async ({ request }) => {
    expect(await structuredData(request, '/autor/lucia-ferrer')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${SITE_ORIGIN}/autor/lucia-ferrer#persona`,
      name: 'Lucía Ferrer',
      url: `${SITE_ORIGIN}/autor/lucia-ferrer`,
      image: expect.stringMatching(/\/_astro\/lucia-ferrer\.[^/]+\.jpe?g$/),
      description: 'Poeta y bióloga de formación; escribe inventarios de lo que casi nadie mira.',
      sameAs: ['https://example.org/lucia-ferrer'],
    });
    // No website in the seed: no sameAs, and nothing empty.
    const renata = await structuredData(request, '/autor/renata-olmedo');
    expect(renata).toEqual(expect.objectContaining({ '@type': 'Person', name: 'Renata Olmedo' }));
    expect(renata).not.toHaveProperty('sameAs');
    expect(JSON.stringify(renata)).not.toMatch(/null|undefined|""/);
  });
});

/* ---------- Canonical links ---------- */

test('every page type has one absolute canonical link, the same as og:url; og:image is a 1200 px JPEG; the 404 page none', async ({
  request,
}) => {
  const cases = [
    ...PAGE_TYPES.map((p) => ({ path: p.path, canonical: p.name === '404' ? null : p.path, status: p.name === '404' ? 404 : 200 })),
    { path: '/ediciones/2', canonical: '/', status: 200 },
    { path: '/autor/lucia-ferrer?edicion=1', canonical: '/autor/lucia-ferrer', status: 200 },
  ];
  for (const c of cases) {
    const html = await getText(request, c.path, c.status);
    const links = canonicalLinks(html);
    if (c.canonical === null) {
      // An answer, not a page: nothing for a search engine to keep.
      expect(links, `${c.path}: no canonical link`).toEqual([]);
      expect(html, `${c.path}: noindex`).toMatch(/<meta name="robots" content="noindex"/);
      continue;
    }
    expect(links, `${c.path}: exactly one canonical link`).toHaveLength(1);
    // Public pages let search engines show their pictures large.
    expect(html, `${c.path}: robots`).toMatch(/<meta name="robots" content="max-image-preview:large"/);
    const href = links[0]!;
    expect(href, `${c.path}: canonical is absolute`).toMatch(/^https?:\/\//);
    const path = sitePath(href, c.path);
    expect(path, `${c.path}: canonical`).toBe(c.canonical);
    expect(path, `${c.path}: no query or fragment in the canonical URL`).not.toMatch(/[?#]/);
    expect(metaProperty(html, 'og:url'), `${c.path}: og:url`).toBe(href);

    const image = metaProperty(html, 'og:image');
    if (image) {
      const { width } = await expectJpegCopy(request, image, `${c.path} og:image`);
      expect(width, `${c.path}: og:image width`).toBeLessThanOrEqual(1200);
      expect(width, `${c.path}: og:image width`).toBeGreaterThanOrEqual(400);
    }
  }
  // Sharing an edition, a poem with a picture and an author shows their card, 1200 px wide.
  for (const path of ['/', '/ediciones/1', '/poema/huellas-dactilares', '/autor/lucia-ferrer']) {
    const image = metaProperty(await getText(request, path), 'og:image');
    expect(image, `${path}: og:image`).toBeTruthy();
    expect((await expectJpegCopy(request, image!, `${path} og:image`)).width, `${path}: og:image 1200 px wide`).toBe(1200);
  }
});

/* ---------- Raw HTML: what a crawler reads without running JavaScript ---------- */

test.describe('raw HTML carries the main text of every page type', () => {
  const CASES: { name: string; path: string; status?: number; texts: string[] }[] = [
    {
      name: 'home',
      path: '/',
      texts: [EDITION_2.nombre, 'SOBRE EL HORMIGUERO', EDITION_2.sintesisStart, ...EDITION_2.top.map((p) => p.title)],
    },
    { name: 'edition 1 home', path: '/ediciones/1', texts: [EDITION_1.nombre, EDITION_1.sintesisStart, EDITION_1.top[0].title] },
    {
      name: 'contents',
      path: '/ediciones/1/contenidos',
      texts: [EDITION_1.nombre, 'EL HORMIGUERO', 'OTROS BICHOS', 'A OJO DE HORMIGA', EDITION_1.sintesisStart],
    },
    {
      name: 'section (creaciones)',
      path: '/ediciones/1/creaciones',
      texts: ['EL HORMIGUERO', 'Lucía Ferrer', 'Inventario de lo diminuto', 'Élitros'],
    },
    {
      name: 'section (critica)',
      path: '/ediciones/2/critica',
      texts: ['OTROS BICHOS', 'Julián Ibarra', 'El pliegue y la costura', 'Elena Sotomayor', 'Conversaciones del taller'],
    },
    {
      name: 'gallery',
      path: '/visuales',
      texts: ['A OJO DE HORMIGA', 'Joaquín Barrientos', 'Grana', 'Pigmento de grana cochinilla', 'Obreras'],
    },
    {
      name: 'author',
      path: '/autor/lucia-ferrer',
      texts: ['Lucía Ferrer', 'Lucía Ferrer (Guadalajara, México, 1986) es poeta, editora y tallerista.', 'Polilla'],
    },
    {
      name: 'poem',
      path: '/poema/polilla',
      texts: [
        'Polilla',
        'Lucía Ferrer',
        ...POLILLA.split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ],
    },
    { name: 'editions list', path: '/ediciones', texts: ['TODAS LAS EDICIONES', EDITION_2.nombre, EDITION_1.nombre] },
    { name: '404', path: '/esta-pagina-no-existe', status: 404, texts: ['PAGINA NO ENCONTRADA'] },
  ];

  for (const c of CASES) {
    test(`${c.name} (${c.path})`, async ({ request }) => {
      const html = await getText(request, c.path, c.status ?? 200);
      expect(html, 'Spanish').toMatch(/<html\b[^>]*\blang="es"/);
      expect(html.match(/<h1[\s>]/g) ?? [], 'exactly one <h1>').toHaveLength(1);
      const text = textOfHtml(html.slice(html.search(/<body[\s>]/)));
      for (const expected of c.texts) expect(text, `${c.path} shows "${expected}"`).toContain(expected);
    });
  }
});
