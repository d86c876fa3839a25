// Reading offline, the pure parts: what the service worker does with each request, the
// offline page's list, an edition's pictures and the copy this device would save.
import { describe, expect, it } from 'vitest';
import { CACHES, cachePlanFor, sameWhateverQuery } from '@/lib/offline/cachePlan';
import { imagesOfPages, parseSrcset, preloadsOfPages } from '@/lib/offline/editionManifest';
import { parseSizes, pickCandidate, picksFor } from '@/lib/offline/pickImage';
import { isSaveRequest } from '@/lib/offline/saveProtocol';
import { pageTitleOf, savedPagesHtml, withSavedPages, SAVED_PAGES_MARKERS } from '@/lib/offline/savedPages';
import { SAVE_EDITION, OFFLINE_PAGE } from '@/lib/offline/copy';

const ORIGIN = 'https://revista.example';

describe('cachePlanFor', () => {
  const plan = (path: string, init: Partial<{ method: string; mode: string; destination: string; accept: string }> = {}) =>
    cachePlanFor({ url: new URL(path, ORIGIN).href, method: 'GET', mode: 'cors', destination: '', accept: null, ...init }, ORIGIN);

  it.each([
    ['a page the reader navigates to', '/poema/polilla', { mode: 'navigate', destination: 'document' }, { kind: 'page' }],
    ['a page asked for as HTML (the worker keeping the page already open)', '/poema/polilla', { accept: 'text/html' }, { kind: 'page' }],
    ['a hashed build file', '/_astro/x.B1c2.webp', {}, { kind: 'file', cache: CACHES.files, cacheFirst: true }],
    ['the editions list', '/ediciones.json', {}, { kind: 'file', cache: CACHES.files, cacheFirst: false }],
    ["Pagefind's entry file", '/pagefind/pagefind-entry.json', {}, { kind: 'file', cache: CACHES.search, cacheFirst: false }],
    ["Pagefind's index parts", '/pagefind/index/es_1a2b.pf_index', {}, { kind: 'file', cache: CACHES.search, cacheFirst: true }],
    ['a reader action', '/api/suscribir', { method: 'POST' }, { kind: 'none' }],
    ["a form post's answer page", '/api/resultado?tipo=suscrito', { mode: 'navigate', destination: 'document' }, { kind: 'none' }],
    ['the pages the functions fill in', '/_respuestas/aviso', {}, { kind: 'none' }],
    ['the worker itself', '/sw.js', {}, { kind: 'none' }],
  ])('%s', (_, path, init, expected) => {
    expect(plan(path, init)).toEqual(expected);
  });

  it('keeps pictures of other hosts (over https) and nothing else of theirs', () => {
    const remote = (url: string, destination: string) =>
      cachePlanFor({ url, method: 'GET', mode: 'no-cors', destination, accept: null }, ORIGIN);
    expect(remote('https://storage.example/portadas/x.webp', 'image')).toEqual({ kind: 'remote-picture' });
    expect(remote('http://storage.example/portadas/x.webp', 'image')).toEqual({ kind: 'none' });
    expect(remote('https://storage.example/script.js', 'script')).toEqual({ kind: 'none' });
  });
});

describe('sameWhateverQuery', () => {
  it('an author page is the same page from any edition; a home page with ?edicion is another page', () => {
    expect(sameWhateverQuery('/autor/lucia-ferrer')).toBe(true);
    expect(sameWhateverQuery('/')).toBe(false);
    expect(sameWhateverQuery('/contenidos')).toBe(false);
  });
});

describe('the offline page', () => {
  it.each([
    ['<title>Polilla - Lucía Ferrer | Hormiguero de Poemas</title>', 'Polilla - Lucía Ferrer'],
    ['<head><title>Tijera, goma &amp; página | Hormiguero de Poemas</title>', 'Tijera, goma & página'],
    ['<title>&#191;Cu&aacute;nto? &#x201C;pesa&#x201D;</title>', '¿Cu&aacute;nto? “pesa”'],
    ['<title>Hormiguero de Poemas</title>', 'Hormiguero de Poemas'],
    ['<html><head><meta charset="utf-8">', null],
  ])('the title of %j is %j', (html, title) => {
    expect(pageTitleOf(html)).toBe(title);
  });

  it('lists poems first, then the other pages, each path once, titles as text', () => {
    const html = savedPagesHtml([
      { url: '/autor/lucia-ferrer?edicion=1', title: 'Lucía Ferrer' },
      { url: '/poema/polilla', title: 'Polilla <script>alert(1)</script>' },
      { url: '/autor/lucia-ferrer', title: 'Lucía Ferrer' },
      { url: '/', title: 'Edición 2' },
    ]);
    expect(html).toBe(
      `<h2>${OFFLINE_PAGE.poems}</h2><ul><li><a href="/poema/polilla">Polilla &lt;script&gt;alert(1)&lt;/script&gt;</a></li></ul>` +
        `<h2>${OFFLINE_PAGE.otherPages}</h2><ul><li><a href="/autor/lucia-ferrer?edicion=1">Lucía Ferrer</a></li><li><a href="/">Edición 2</a></li></ul>`,
    );
  });

  it('says so when nothing is kept yet', () => {
    expect(savedPagesHtml([])).toBe(`<p>${OFFLINE_PAGE.none}</p>`);
  });

  it('puts the list between the markers the build left, and leaves a page without them as it is', () => {
    const [open, close] = SAVED_PAGES_MARKERS;
    const template = `<main>${open}<p>placeholder</p>${close}</main>`;
    expect(withSavedPages(template, [{ url: '/poema/a', title: 'A' }])).toBe(
      `<main>${open}<h2>Poemas</h2><ul><li><a href="/poema/a">A</a></li></ul>${close}</main>`,
    );
    expect(withSavedPages('<main></main>', [{ url: '/poema/a', title: 'A' }])).toBe('<main></main>');
  });
});

describe("an edition's pictures", () => {
  it('reads a srcset', () => {
    expect(parseSrcset('/a-480.webp 480w, /a-960.webp 960w')).toEqual([
      { url: '/a-480.webp', width: 480 },
      { url: '/a-960.webp', width: 960 },
    ]);
    expect(parseSrcset('/solo.webp')).toEqual([{ url: '/solo.webp', width: null }]);
  });

  it('lists each picture of the pages once, every copy with its size; inline pictures are part of the page', () => {
    const pages = [
      '<img src="/a-960.webp" srcset="/a-480.webp 480w, /a-960.webp 960w" sizes="(min-width: 840px) 23rem, calc(100vw - 2rem)" alt="">' +
        '<img src="data:image/svg+xml,%3Csvg%3E" alt="SVG">',
      '<IMG alt="" src="/a-960.webp" srcset="/a-480.webp 480w, /a-960.webp 960w" sizes="(min-width: 840px) 23rem, calc(100vw - 2rem)">' +
        "<img src='https://storage.example/x.jpg?w=1&amp;h=2' alt=''>",
    ];
    const bytes: Record<string, number> = { '/a-480.webp': 1000, '/a-960.webp': 3000 };
    expect(imagesOfPages(pages, (url) => bytes[url] ?? null)).toEqual([
      {
        sizes: '(min-width: 840px) 23rem, calc(100vw - 2rem)',
        candidates: [
          { url: '/a-480.webp', width: 480, bytes: 1000 },
          { url: '/a-960.webp', width: 960, bytes: 3000 },
        ],
      },
      { sizes: null, candidates: [{ url: 'https://storage.example/x.jpg?w=1&h=2', width: null, bytes: null }] },
    ]);
  });

  it("lists the files the pages preload (the site's font)", () => {
    const html =
      '<link rel="preload" href="/_astro/fonts/m.woff2" as="font" type="font/woff2" crossorigin><link rel="icon" href="/favicon.svg">';
    expect(preloadsOfPages([html, html], () => 37_000)).toEqual([{ url: '/_astro/fonts/m.woff2', bytes: 37_000 }]);
  });
});

describe('the copy this device would save', () => {
  it.each([
    [
      '(min-width: 840px) 23rem, (min-width: 700px) 45vw, calc(100vw - 2rem)',
      [
        { media: '(min-width: 840px)', length: '23rem' },
        { media: '(min-width: 700px)', length: '45vw' },
        { media: null, length: 'calc(100vw - 2rem)' },
      ],
    ],
    ['min(100vw - 2rem, 64rem)', [{ media: null, length: 'min(100vw - 2rem, 64rem)' }]],
    [
      '(min-width: 40em) and (max-width: 60em) 50vw, 100vw',
      [
        { media: '(min-width: 40em) and (max-width: 60em)', length: '50vw' },
        { media: null, length: '100vw' },
      ],
    ],
  ])('reads sizes %j', (sizes, entries) => {
    expect(parseSizes(sizes)).toEqual(entries);
  });

  const copies = [
    { url: '/960', width: 960, bytes: 3 },
    { url: '/320', width: 320, bytes: 1 },
    { url: '/640', width: 640, bytes: 2 },
  ];

  it.each([
    [300, '/320'],
    [320, '/320'],
    [321, '/640'],
    [700, '/960'],
    [2000, '/960'],
  ])('a slot %i device pixels wide gets %s', (needed, url) => {
    expect(pickCandidate(copies, needed).url).toBe(url);
  });

  it('takes the only copy of a picture without widths', () => {
    expect(pickCandidate([{ url: '/x.svg', width: null, bytes: 5 }], 900).url).toBe('/x.svg');
  });

  it("picks each picture's copy by its sizes on this screen and the screen's density", () => {
    const images = [
      { sizes: '(min-width: 840px) 23rem, calc(100vw - 2rem)', candidates: copies },
      { sizes: null, candidates: copies },
    ];
    // A phone 375 px wide at density 2: the slot is 343 px, 686 device pixels.
    const phone = picksFor(images, {
      matches: () => false,
      slotWidth: (length) => (length === 'calc(100vw - 2rem)' ? 343 : NaN),
      viewportWidth: 375,
      dpr: 2,
    });
    expect(phone.map((c) => c.url)).toEqual(['/960', '/960']);
    // A wide screen at density 1: 23rem is 368 px; no sizes means the whole width.
    const wide = picksFor(images, { matches: () => true, slotWidth: () => 368, viewportWidth: 1280, dpr: 1 });
    expect(wide.map((c) => c.url)).toEqual(['/640', '/960']);
  });

  it('says what saving takes in the reader’s words', () => {
    expect(SAVE_EDITION.size(1_834_000, 40)).toBe('Ocupará unos 1,8 MB en este dispositivo (40 páginas y sus imágenes).');
    expect(SAVE_EDITION.size(640_400, 12)).toBe('Ocupará unos 640 kB en este dispositivo (12 páginas y sus imágenes).');
    expect(SAVE_EDITION.savedSize(12_500_000)).toBe('Guardada en este dispositivo (13 MB): puedes leerla sin conexión.');
  });
});

describe('isSaveRequest', () => {
  const valid = {
    type: 'guardar-edicion',
    cache: 'hormiguero-edicion-v1-2',
    manifestUrl: '/ediciones/2/sin-conexion.json',
    urls: ['/poema/a'],
    record: { edition: '2', bytes: 1, pages: 1, savedAt: '' },
  };
  it('accepts a save into an edition cache, and nothing else', () => {
    expect(isSaveRequest(valid)).toBe(true);
    expect(isSaveRequest({ ...valid, cache: CACHES.pages })).toBe(false);
    expect(isSaveRequest({ ...valid, urls: [1] })).toBe(false);
    expect(isSaveRequest({ type: 'CACHE_URLS' })).toBe(false);
    expect(isSaveRequest(null)).toBe(false);
  });
});
