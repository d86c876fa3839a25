// The editors' preview (`npm run preview:editores`), run as editors run it: the sample in a
// database of its own with an edition dated next month, built and served by the command.
// Every page carries the 'Vista previa' band and says noindex; the scheduled edition is there.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { waitForNavScript } from './helpers';

const root = path.resolve(process.env.E2E_ROOT || '.cache/e2e', 'vista-previa');
const databaseUrl = Object.assign(new URL(process.env.E2E_DATABASE_URL!), {
  pathname: `${new URL(process.env.E2E_DATABASE_URL!).pathname}_vista_previa`,
}).href;
/** Next month, in Mexico City. */
const NEXT_MONTH = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });

let preview: ChildProcess | undefined;
let base = '';

/** Runs a project command to its end; rejects with its output when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed:\n${output.slice(-3000)}`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, PREVIEW_DIR: root, PORT: '0', HOST: '127.0.0.1' };
  delete env.SUPABASE_URL;
  delete env.SUPABASE_ANON_KEY;
  await run(['scripts/db-seed.ts'], env);
  const db = new pg.Client({ connectionString: databaseUrl });
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
  preview = spawn(process.execPath, ['scripts/preview-editores.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      const address = /Vista previa \(editors only, never indexed\): (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (address) resolve(address.replace('localhost', '127.0.0.1'));
    };
    preview!.stdout!.on('data', collect);
    preview!.stderr!.on('data', collect);
    preview!.on('exit', (code) => reject(new Error(`preview:editores exited (${code}):\n${output.slice(-3000)}`)));
  });
});

test.afterAll(async () => {
  if (preview && preview.exitCode === null) {
    const exited = new Promise((resolve) => preview!.once('exit', resolve));
    preview.kill('SIGTERM');
    await exited;
  }
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
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
