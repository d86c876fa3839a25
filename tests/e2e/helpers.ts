// Shared helpers and sample-data facts (supabase/seed.sql) for the end-to-end specs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

export const SITE = 'Hormiguero de Poemas';

export const EDITION_1 = {
  id: 1,
  numero: 1,
  nombre: 'Censo de lo diminuto',
  fecha: '15/09/24',
  sintesisStart: 'Un número dedicado a la vida mínima',
  /** Top 3 by hormigueos: poems 6, 13, 2. */
  top: [
    { title: 'La caja de los botones', href: '/poema/la-caja-de-los-botones' },
    { title: 'Grabación de campo', href: '/poema/grabacion-de-campo' },
    { title: 'Lección de la hormiga', href: '/poema/leccion-de-la-hormiga' },
  ],
} as const;

export const EDITION_2 = {
  id: 2,
  numero: 2,
  nombre: 'Lo que la mano recorta',
  fecha: '21/06/25',
  sintesisStart: 'Un número sobre las manos y el papel',
  /** Top 3 by hormigueos: poems 33, 165, 37. */
  top: [
    { title: 'Manual de recortes', href: '/poema/manual-de-recortes' },
    { title: 'Secuencia para dos manos', href: '/poema/secuencia-para-dos-manos' },
    { title: 'Manos de bordadora', href: '/poema/manos-de-bordadora' },
  ],
  authors: [
    'Elena Sotomayor',
    'Ines Avila',
    'Julián Ibarra',
    'Lucía Ferrer',
    'Mariana Quiñones',
    'Renata Olmedo',
    'Rodrigo Alcántara',
    'Ximena Carrión',
  ],
} as const;

/** revista id 2 contribuyentes: the footer's 'Colaboradores'. */
export const FOOTER_COLABORADORES = [
  'Lucía Ferrer',
  'Ines Avila',
  'Mariana Quiñones',
  'Rodrigo Alcántara',
  'Ximena Carrión',
  'Julián Ibarra',
  'Elena Sotomayor',
  'Renata Olmedo',
];

/** One page of every type, for checks that must hold everywhere. */
export const PAGE_TYPES: { name: string; path: string; h1: string | RegExp }[] = [
  { name: 'home', path: '/', h1: EDITION_2.nombre },
  { name: 'edition 1 home', path: '/ediciones/1', h1: EDITION_1.nombre },
  { name: 'editions list', path: '/ediciones', h1: 'TODAS LAS EDICIONES' },
  { name: 'contents 1', path: '/ediciones/1/contenidos', h1: EDITION_1.nombre },
  { name: 'contents 2', path: '/ediciones/2/contenidos', h1: EDITION_2.nombre },
  { name: 'creaciones 1', path: '/ediciones/1/creaciones', h1: 'EL HORMIGUERO' },
  { name: 'critica 2', path: '/ediciones/2/critica', h1: 'OTROS BICHOS' },
  { name: 'gallery', path: '/visuales', h1: 'A OJO DE HORMIGA' },
  { name: 'author', path: '/autor/lucia-ferrer', h1: 'Lucía Ferrer' },
  { name: 'author without works', path: '/autor/renata-olmedo', h1: 'Renata Olmedo' },
  { name: 'poem', path: '/poema/colmenar-de-invierno', h1: 'Colmenar de invierno' },
  { name: 'image poem', path: '/poema/secuencia-para-dos-manos', h1: 'Secuencia para dos manos' },
  {
    name: 'interview',
    path: '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos',
    h1: /Cincuenta años bajo la hojarasca/,
  },
  { name: 'essay', path: '/poema/tijera-goma-pagina-el-collage-como-pensamiento-poetico', h1: /Tijera, goma, página/ },
  { name: 'visual work', path: '/visuales/grana', h1: 'Grana' },
  { name: '404', path: '/esta-pagina-no-existe', h1: 'PAGINA NO ENCONTRADA' },
];

export const viewportWidth = (page: Page) => page.viewportSize()!.width;
/** The nav's mobile layout applies at 768 px or less. */
export const isMobileLayout = (page: Page) => viewportWidth(page) <= 768;

export const mainHeading = (page: Page) => page.locator('main h1');

/** The nav bar's script has run (the 'EDICIONES' link became a dropdown button). */
export async function waitForNavScript(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const toggle = document.querySelector('header button[aria-controls="editions-list"]');
    return !!toggle && !(toggle as HTMLElement).hidden;
  });
}

/**
 * Every island that should be live has hydrated. Islands that wait for the reader
 * (client:visible and client:visible-media, below the fold; the carousel never above
 * 840 px) are left alone: that laziness is on purpose. client:after-load islands hydrate
 * once the page has loaded.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
        const client = island.getAttribute('client');
        return client === 'visible' || client === 'visible-media';
      }),
    null,
    { timeout: 10_000 },
  );
}

/** Opens the mobile menu when the mobile layout applies. */
export async function openMenuIfMobile(page: Page): Promise<void> {
  if (!isMobileLayout(page)) return;
  const toggle = page.getByRole('button', { name: 'Menú' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Clicks a point of the page that is not a link, button, field or part of the nav bar. */
export async function clickOutside(page: Page): Promise<void> {
  const point = await page.evaluate(() => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    for (let y = h - 10; y > 0; y -= 20) {
      for (const x of [w / 2, 10, w - 10, w / 4, (3 * w) / 4]) {
        const el = document.elementFromPoint(x, y);
        if (el && !el.closest('a, button, input, label, header, dialog, astro-island')) return { x, y };
      }
    }
    return null;
  });
  expect(point, 'a plain spot of the page to click on').not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
}

/** A horizontal touch swipe (real touch events through the DevTools protocol). */
export async function swipe(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y }],
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

/** document.documentElement.scrollWidth <= window.innerWidth */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    let culprit = '';
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 1 && r.width > 0) {
        // Skip what a clipping ancestor hides.
        let clipped = false;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o !== 'visible') {
            clipped = true;
            break;
          }
        }
        if (!clipped) {
          culprit = `${el.tagName.toLowerCase()}.${(el as HTMLElement).className} right=${Math.round(r.right)}`;
          break;
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprit };
  });
  expect(scrollWidth, `${label}: page wider than the window (${culprit})`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Samples, every `every` ms during `duration` ms, which image inside `root` is the most
 * opaque (the background a reader sees).
 */
export async function sampleTopImage(root: Locator, duration: number, every = 50): Promise<{ t: number; src: string }[]> {
  return root.evaluate(
    async (el, { duration, every }) => {
      const samples: { t: number; src: string }[] = [];
      const end = performance.now() + duration;
      while (performance.now() < end) {
        const imgs = [...el.querySelectorAll('img')];
        let best: HTMLImageElement | null = null;
        let bestOpacity = -1;
        for (const img of imgs) {
          const o = Number(getComputedStyle(img).opacity);
          if (o > bestOpacity) {
            bestOpacity = o;
            best = img;
          }
        }
        samples.push({ t: performance.now(), src: best ? new URL(best.src).pathname : '' });
        await new Promise((r) => setTimeout(r, every));
      }
      return samples;
    },
    { duration, every },
  );
}

/** Times (ms) at which the sampled value changed, with the new value. */
export function changes<T extends { t: number }>(samples: T[], key: (s: T) => string): { t: number; value: string }[] {
  const out: { t: number; value: string }[] = [];
  for (let i = 1; i < samples.length; i++) {
    if (key(samples[i]!) !== key(samples[i - 1]!)) out.push({ t: samples[i]!.t, value: key(samples[i]!) });
  }
  return out;
}

export const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

/** Stanzas (arrays of lines, indentation kept) of a seed text, without -section- title lines. */
export function seedStanzas(text: string): string[][] {
  const stanzas: string[][] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*-[^-].*-\s*$/.test(line) || line.trim() === '') {
      if (current.length) stanzas.push(current);
      current = [];
      continue;
    }
    current.push(line.replace(/\s+$/, ''));
  }
  if (current.length) stanzas.push(current);
  return stanzas;
}

/** Words as a reader counts them: whitespace-separated pieces with a letter or digit. */
export const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Seed text of poem 3, 'Polilla' (Lucía Ferrer): stanzas and indented lines. */
export const POLILLA = `Entra por la ventana abierta
como quien llega tarde a misa
y no sabe dónde sentarse.

Da vueltas a la lámpara.
    Da vueltas.
        Da vueltas.

Yo también he querido así:
con todo el cuerpo,
sin entender que lo que brilla
no siempre calienta;
    a veces quema.

Apago la luz.
Es lo único que sé hacer por ella.`;

/** Seed text of poem 9, 'Colmenar de invierno' (Inés Ávila): sections, stanzas, indentation. */
export const COLMENAR = `-Enero-

Las abejas se apiñan en el centro de la colmena
y tiemblan.
No es miedo: es calor.
Cada una vibra los músculos del vuelo
sin mover las alas,
y de ese temblor compartido
sale una estufa del tamaño de un puño.

-Febrero-

Mi abuelo les hablaba en voz baja.
Decía que había que contarles las muertes de la casa,
que si se enteraban por otros
se marchaban ofendidas.
Cuando él murió nadie se lo dijo.
Se lo dije yo, en marzo,
    con la boca pegada a la madera,
    como quien se confiesa.

-Marzo-

Se quedaron.
No sé si por mí
o porque ya no tenían adónde ir.`;

/**
 * For checks that do not depend on the window width (timers, URLs, metadata, counts): run
 * them once, in the desktop-1280 project, to keep the suite fast.
 */
export function checkOnceAcrossWidths(): void {
  const project = test.info().project.name;
  test.skip(project !== 'desktop-1280' && project !== 'cloudflare-1280', 'independent of the width: checked at 1280 px (on each server)');
}

/* ---------- Reader actions (hormiguear, newsletter) ---------- */

/** The astro-island that holds `inner` has hydrated (Astro removes its ssr attribute then). */
export async function waitForIslandOf(inner: Locator, timeout = 10_000): Promise<void> {
  await expect(inner.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', { timeout });
}

/** Records every request the page makes to the functions (/api/...), as 'METHOD /path'. */
export function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/**
 * Holds the requests matching `url` until release() is called (or `maxMs` passed), then lets
 * them through to the real server: the 'sending' state can be checked without a fixed delay.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  maxMs = 5_000,
): Promise<{ arrived: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(url, async (route) => {
    arrive();
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, maxMs))]);
    await route.continue().catch(() => {});
  });
  return { arrived, release };
}

/** Today's date as the functions write it (dd/mm/yy, UTC calendar day). */
export function todayDdMmYy(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getUTCDate())}/${two(now.getUTCMonth() + 1)}/${two(now.getUTCFullYear() % 100)}`;
}

/** A new newsletter address, unique per project and run. */
export function uniqueEmail(label: string): string {
  const project = test.info().project.name.replace(/[^a-z0-9]+/gi, '-');
  return `e2e-${label}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@ejemplo.com`;
}

/* ---------- Raw pages, as a crawler reads them (no browser, no JavaScript) ---------- */

/**
 * The origin of absolute URLs in sitemaps, feeds, canonical links and JSON-LD: the build's
 * SITE_URL (http://localhost:4321 by default), not the test server's address.
 */
export const SITE_ORIGIN = new URL(process.env.SITE_URL || 'http://localhost:4321').origin;

/** The text a reader sees in raw HTML: no scripts, styles or tags, entities decoded, spaces collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' })[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening tags named `tag` in raw HTML, each as its attribute map (names lower-cased, entities in values decoded). */
export function tagsOf(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const [, attrs] of html.matchAll(new RegExp(`<${tag}(?=[\\s/>])([^>]*)>`, 'gi'))) {
    const map: Record<string, string> = {};
    for (const [, name, dq, sq, bare] of attrs!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      map[name!.toLowerCase()] = textOfHtml(dq ?? sq ?? bare ?? '');
    }
    out.push(map);
  }
  return out;
}

/** Scrolls the top-poems carousel into view (it hydrates there, below 840 px) and waits for it. */
export async function showCarousel(page: Page): Promise<Locator> {
  const carousel = page.getByRole('group', { name: 'Los más hormigueados', exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await waitForIslandOf(carousel);
  // Hydrated is not yet enhanced: the dots (and the inert hidden slides) come one render later.
  await expect(carousel.getByRole('button').first()).toBeVisible();
  return carousel;
}

/** What the local mailbox the e2e server runs (scripts/buzon.ts) has received so far. */
export async function buzonMessages(): Promise<{ ruta: string; cuerpo: Record<string, string> }[]> {
  const file = path.resolve(process.env.E2E_ROOT || '.cache/e2e', 'buzon.jsonl');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/* ---------- The sample's database (what the reader actions wrote) ---------- */

/** Runs one query on the e2e server's database (E2E_DATABASE_URL, set by playwright.config.ts). */
export async function dbQuery<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A poem's or visual work's counter and how many messages it has received. */
export async function hormigueoState(kind: 'poema' | 'visual', id: number): Promise<{ hormigueos: number; mensajes: number }> {
  const table = kind === 'poema' ? 'poema' : 'visuales';
  const column = kind === 'poema' ? 'id_poema' : 'id_visual';
  const [row] = await dbQuery<{ hormigueos: number; mensajes: number }>(
    `select coalesce(t.hormigueos, 0)::int as hormigueos, (select count(*)::int from public.hormigueo h where h.${column} = t.id) as mensajes
       from public.${table} t where t.id = $1`,
    [id],
  );
  if (!row) throw new Error(`no ${table} ${id} in the e2e database`);
  return row;
}

/** The messages a work received, newest last. */
export async function hormigueoMessages(kind: 'poema' | 'visual', id: number): Promise<{ nombre: string | null; mensaje: string }[]> {
  const column = kind === 'poema' ? 'id_poema' : 'id_visual';
  return dbQuery(`select nombre, mensaje from public.hormigueo where ${column} = $1 order by id`, [id]);
}

/** How many subscriber rows hold this address (normalised as the SQL function stores it). */
export async function subscriberRows(address: string): Promise<number> {
  const [row] = await dbQuery<{ n: number }>(
    'select count(*)::int as n from public.suscriptor where lower(btrim(correo)) = lower(btrim($1))',
    [address],
  );
  return row!.n;
}

interface Work {
  id: number;
  path: string;
  title: string;
}

/**
 * Works that only one project's tests hormiguear (the projects run side by side), so a test
 * can check that a counter rose by exactly one.
 */
const OWN_WORKS: Record<string, { poems: [Work, Work]; piece: Work }> = {
  'mobile-375': {
    poems: [
      { id: 7, path: '/poema/luciernaga', title: 'Luciérnaga' },
      { id: 5, path: '/poema/enjambre', title: 'Enjambre' },
    ],
    piece: { id: 5, path: '/visuales/vuelo-nocturno', title: 'Vuelo nocturno' },
  },
  'desktop-1280': {
    poems: [
      { id: 14, path: '/poema/zancudo', title: 'Zancudo' },
      { id: 15, path: '/poema/chicharra', title: 'Chicharra' },
    ],
    piece: { id: 8, path: '/visuales/geometria-para-una-libelula', title: 'Geometría para una libélula' },
  },
  'cloudflare-1280': {
    poems: [
      { id: 17, path: '/poema/instrucciones-para-una-casa-con-hormigas', title: 'Instrucciones para una casa con hormigas' },
      { id: 18, path: '/poema/obrera', title: 'Obrera' },
    ],
    piece: { id: 4, path: '/visuales/nido-de-avispas-planta-general', title: 'Nido de avispas, planta general' },
  },
  'no-js-375': {
    poems: [
      { id: 10, path: '/poema/elitro', title: 'Élitro' },
      { id: 13, path: '/poema/grabacion-de-campo', title: 'Grabación de campo' },
    ],
    piece: { id: 6, path: '/visuales/ciudad-panal', title: 'Ciudad panal' },
  },
  'no-js-1280': {
    poems: [
      { id: 11, path: '/poema/cera-perdida', title: 'Cera perdida' },
      { id: 12, path: '/poema/hormiga', title: 'Hormiga' },
    ],
    piece: { id: 7, path: '/visuales/cartografia-del-hormiguero', title: 'Cartografía del hormiguero' },
  },
};

export function ownWorks(): { poems: [Work, Work]; piece: Work } {
  const works = OWN_WORKS[test.info().project.name];
  if (!works) throw new Error(`no works reserved for project ${test.info().project.name}`);
  return works;
}

/**
 * Works that only the lost-connection tests hormiguear (actions-network.spec.ts; the no-JS
 * projects' poem in actions.no-js.spec.ts), so they can count exactly while the other action
 * specs run beside them.
 */
const NETWORK_WORKS: Record<string, { poem: Work; piece?: Work }> = {
  'mobile-375': {
    poem: { id: 23, path: '/poema/huella-en-el-vidrio', title: 'Huella en el vidrio' },
    piece: { id: 3, path: '/visuales/paisaje-en-una-una', title: 'Paisaje en una uña' },
  },
  'desktop-1280': {
    poem: { id: 28, path: '/poema/puno', title: 'Puño' },
    piece: { id: 9, path: '/visuales/obreras', title: 'Obreras' },
  },
  'cloudflare-1280': {
    poem: { id: 38, path: '/poema/dedal', title: 'Dedal' },
    piece: { id: 1, path: '/visuales/hormiga-a-escala-de-pliego', title: 'Hormiga a escala de pliego' },
  },
  'no-js-375': { poem: { id: 43, path: '/poema/la-mano-que-traduce', title: 'La mano que traduce' } },
  'no-js-1280': { poem: { id: 20, path: '/poema/traducir-un-zumbido', title: 'Traducir un zumbido' } },
};

export function networkWorks(): { poem: Work; piece?: Work } {
  const works = NETWORK_WORKS[test.info().project.name];
  if (!works) throw new Error(`no network works reserved for project ${test.info().project.name}`);
  return works;
}

/** Where each forwarded copy of a reader's message stands (one per address: the poet's, the magazine's). */
export async function deliveriesOf(message: string): Promise<{ destino: string; estado: string }[]> {
  return dbQuery(
    `select e.destino, e.estado from public.hormigueo_entrega e join public.hormigueo h on h.id = e.id_hormigueo
      where h.mensaje = $1 order by e.destino`,
    [message],
  );
}

/**
 * A reader's message was forwarded exactly once to each address: every delivery settled as
 * delivered, and the mailbox got one copy per delivery.
 */
export async function expectForwardedOnce(message: string, addresses: number): Promise<void> {
  await expect
    .poll(async () => (await deliveriesOf(message)).map((d) => d.estado), { timeout: 15_000 })
    .toEqual(Array.from({ length: addresses }, () => 'entregado'));
  const received = (await buzonMessages()).filter((m) => m.cuerpo.message === message);
  expect(received, 'one copy per address in the mailbox').toHaveLength(addresses);
  expect(new Set(received.map((m) => m.ruta)).size, 'each address once').toBe(addresses);
}
