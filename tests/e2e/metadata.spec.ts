import { expect, test, type Page } from '@playwright/test';
import { FOOTER_COLABORADORES } from './sampleFacts.ts';

interface Meta {
  lang: string | null;
  title: string;
  description: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  keywords: string | null;
}

const readMeta = (page: Page): Promise<Meta> =>
  page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      lang: document.documentElement.getAttribute('lang'),
      title: document.title,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      keywords: meta('meta[name="keywords"]'),
    };
  });

const PAGES: { path: string; title: string | RegExp; canonical: string }[] = [
  { path: '/', title: 'Hormiguero de Poemas - Lo que la mano recorta', canonical: '/' },
  { path: '/ediciones/1', title: 'Hormiguero de Poemas - Censo de lo diminuto', canonical: '/ediciones/1' },
  { path: '/ediciones', title: /Ediciones.*Hormiguero de Poemas/, canonical: '/ediciones' },
  { path: '/ediciones/1/contenidos', title: /Censo de lo diminuto.*Hormiguero de Poemas/, canonical: '/ediciones/1/contenidos' },
  { path: '/ediciones/2/creaciones', title: /EL HORMIGUERO.*Edición 2.*Hormiguero de Poemas/, canonical: '/ediciones/2/creaciones' },
  { path: '/ediciones/1/critica', title: /OTROS BICHOS.*Edición 1.*Hormiguero de Poemas/, canonical: '/ediciones/1/critica' },
  { path: '/visuales', title: /A Ojo de Hormiga.*Hormiguero de Poemas/i, canonical: '/visuales' },
  { path: '/autor/lucia-ferrer?edicion=1', title: 'Lucía Ferrer - Hormiguero de Poemas', canonical: '/autor/lucia-ferrer' },
  { path: '/autor/ines-avila-9', title: 'Ines Avila - Hormiguero de Poemas', canonical: '/autor/ines-avila-9' },
  { path: '/poema/polilla', title: 'Polilla - Lucía Ferrer | Hormiguero de Poemas', canonical: '/poema/polilla' },
  { path: '/poema/hormiga-25', title: 'Hormiga - Ines Avila | Hormiguero de Poemas', canonical: '/poema/hormiga-25' },
  {
    path: '/poema/secuencia-para-dos-manos',
    title: 'Secuencia para dos manos - Rodrigo Alcántara | Hormiguero de Poemas',
    canonical: '/poema/secuencia-para-dos-manos',
  },
];

// Metadata does not depend on the window width: run once (playwright.config.ts).
test.describe('page metadata', () => {
  test('title, description, social sharing and language on every page type', async ({ page }) => {
    for (const p of PAGES) {
      await page.goto(p.path);
      const meta = await readMeta(page);
      expect(meta.lang, `${p.path}: html lang`).toBe('es');
      if (typeof p.title === 'string') expect(meta.title, `${p.path}: title`).toBe(p.title);
      else expect(meta.title, `${p.path}: title`).toMatch(p.title);
      expect(meta.description?.trim(), `${p.path}: description`).toBeTruthy();
      expect(meta.ogTitle?.trim(), `${p.path}: og:title`).toBeTruthy();
      expect(meta.ogTitle, `${p.path}: og:title`).toBe(meta.title);
      expect(meta.ogDescription?.trim(), `${p.path}: og:description`).toBeTruthy();
      expect(meta.ogUrl, `${p.path}: og:url`).toMatch(/^https?:\/\//);
      expect(new URL(meta.ogUrl!).pathname, `${p.path}: og:url path`).toBe(p.canonical);
      expect(meta.description).not.toMatch(/undefined|null|\$/);
    }
  });

  test('author description: name, then at most 150 characters (200 for sharing)', async ({ page }) => {
    for (const [path, name] of [
      ['/autor/lucia-ferrer', 'Lucía Ferrer'],
      ['/autor/ines-avila-9', 'Ines Avila'],
      ['/autor/julian-ibarra', 'Julián Ibarra'],
    ] as const) {
      await page.goto(path);
      const meta = await readMeta(page);
      expect(meta.description!.startsWith(`${name}: `), `${path}: "${meta.description}"`).toBe(true);
      const rest = meta.description!.slice(name.length + 2);
      expect(rest.length, `${path}: description after "${name}: "`).toBeLessThanOrEqual(150);
      expect(rest.length).toBeGreaterThan(60);
      expect(meta.ogDescription!.startsWith(`${name}: `)).toBe(true);
      expect(meta.ogDescription!.slice(name.length + 2).length, `${path}: og:description`).toBeLessThanOrEqual(200);
      // Both start with the biography.
      expect(rest.slice(0, 30)).toBe(meta.ogDescription!.slice(name.length + 2, name.length + 32));
    }
  });

  test('poem description quotes the start of the poem', async ({ page }) => {
    await page.goto('/poema/polilla');
    const meta = await readMeta(page);
    expect(meta.description).toContain('Polilla');
    expect(meta.description).toContain('Lucía Ferrer');
    expect(meta.description).toContain('Entra por la ventana abierta');
  });

  test('keywords: the edition contributors on the home, the pieces on the gallery', async ({ page }) => {
    await page.goto('/');
    const home = await readMeta(page);
    for (const name of FOOTER_COLABORADORES) expect(home.keywords, name).toContain(name);
    await page.goto('/visuales');
    const gallery = await readMeta(page);
    for (const piece of ['Hormiga a escala de pliego', 'Grana', 'Obreras']) expect(gallery.keywords, piece).toContain(piece);
  });
});
