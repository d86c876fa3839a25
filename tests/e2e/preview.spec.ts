// The editors' preview (`npm run preview:editores`), run as editors run it: the sample in a
// database of its own with an edition dated next month, built and served by the command.
// Every page carries the 'Vista previa' band and says noindex; the scheduled edition is there.
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { waitForNavScript } from './pageHelpers.ts';
import { freshSampleDatabase, startCommand, type OwnDatabase, type RunningCommand } from './ownSite';

const root = path.resolve(process.env.E2E_ROOT || '.cache/e2e', 'vista-previa');
/** Next month, in Mexico City. */
const NEXT_MONTH = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });

let database: OwnDatabase | undefined;
let preview: RunningCommand | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await freshSampleDatabase('vista_previa');
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query(
    `insert into revista (id, numero, nombre, portada, sintesis, contribuyentes, fecha_publicacion)
       values (3, 3, 'La edición que todavía no sale', '/sample/ediciones/edicion-2.webp', 'Se prepara.', 'Lucía Ferrer', $1);
     insert into creaciones (id, id_revista, tipo, colaboradores) values (30, 3, 'creaciones', 'Lucía Ferrer');
     insert into poemario (id, titulo, id_autor) values (30, 'Borradores', 1);
     insert into creaciones_poemario values (30, 30);
     insert into poema (id, titulo, texto, hormigueos, id_autor, id_poemario) values (300, 'Prueba de imprenta', E'una línea\\nque nadie ha leído', 0, 1, 30);
     insert into revista_autor values (3, 1);`.replace('$1', `'${NEXT_MONTH}'`),
  );
  await db.end();
  preview = await startCommand(
    ['scripts/previewEditors.ts'],
    { ...database.env, PREVIEW_DIR: root, PORT: '0', HOST: '127.0.0.1' },
    /Vista previa \(editors only, never indexed\): (http:\/\/localhost:\d+)/,
  );
  base = preview.base;
});

test.afterAll(async () => {
  await preview?.stop();
  await database?.drop();
});

const PAGES = [
  '/',
  '/ediciones/3/creaciones',
  '/poema/prueba-de-imprenta',
  '/autor/lucia-ferrer',
  '/ediciones/1',
  '/autores',
  '/no-existe',
];

test('every page of the preview carries the Vista previa band and tells crawlers noindex, nofollow', async ({ page }) => {
  for (const pagePath of PAGES) {
    const response = await page.goto(`${base}${pagePath}`);
    expect(response!.headers()['x-robots-tag'], pagePath).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]'), pagePath).toHaveAttribute('content', 'noindex, nofollow');
    const band = page.getByRole('complementary', { name: 'Vista previa' });
    await expect(band, pagePath).toBeVisible();
    await expect(band, pagePath).toHaveText('Vista previa');
    // Fixed at the bottom of the window, over everything, wherever the reader is on the page.
    const viewport = page.viewportSize()!;
    const box = (await band.boundingBox())!;
    expect(Math.round(box.y + box.height), pagePath).toBe(viewport.height);
    expect(box.width, pagePath).toBeGreaterThan(viewport.width - 20);
  }
  // Files too: the sitemap and the report say noindex; robots.txt names no sitemap.
  for (const file of ['/sitemap-index.xml', '/informe-contenido.json', '/ediciones.json']) {
    expect((await page.request.get(`${base}${file}`)).headers()['x-robots-tag'], file).toBe('noindex, nofollow');
  }
  expect(await (await page.request.get(`${base}/robots.txt`)).text()).not.toContain('Sitemap:');
});

test('the band hides nothing: HORMIGUEAR floats above it, and the end of the footer scrolls above it', async ({ page }) => {
  await page.goto(`${base}/poema/polilla`);
  const band = (await page.getByRole('complementary', { name: 'Vista previa' }).boundingBox())!;
  const hormiguear = (await page
    .getByRole('link', { name: /HORMIGUEAR/i })
    .first()
    .boundingBox())!;
  expect(hormiguear.y + hormiguear.height).toBeLessThanOrEqual(band.y);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = (await page.locator('footer').last().locator('p, li, a').last().boundingBox())!;
  expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(band.y);
});

test('shows the edition dated next month, as it will be: the latest, in the nav, with its poems', async ({ page }) => {
  await page.goto(`${base}/`);
  await waitForNavScript(page);
  await expect(page.locator('main h1')).toContainText('La edición que todavía no sale');
  const editions = (await (await page.request.get(`${base}/ediciones.json`)).json()) as { label: string }[];
  expect(editions[0]!.label).toBe('Edición 3');
  await page.goto(`${base}/poema/prueba-de-imprenta`);
  await expect(page.locator('main')).toContainText('que nadie ha leído');
  // The report lists it as scheduled.
  const report = (await (await page.request.get(`${base}/informe-contenido.json`)).json()) as {
    preview: boolean;
    scheduled: { id: number; fecha: string }[];
  };
  expect(report.preview).toBe(true);
  expect(report.scheduled).toEqual([expect.objectContaining({ id: 3, fecha: NEXT_MONTH })]);
});
