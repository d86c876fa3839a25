// A reader online after a publish gets the new text, never the copy their device keeps: the
// service worker asks the network first. Published as editors publish on the local server
// (POST /api/rebuild), on a site of its own (a rebuild of the shared e2e site would change
// what the other specs read, its top 3 among them).
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { freshSampleDatabase, startCommand, type OwnDatabase, type RunningCommand } from './ownSite';

test.use({ serviceWorkers: 'allow' });

const root = path.resolve(process.env.E2E_ROOT || '.cache/e2e', 'publicar');
const TOKEN = 'publicar-desde-la-prueba';
const POEM = { id: 45, path: '/poema/nota-encontrada-en-un-libro-usado' };
const BEFORE = 'Si no, inventa.';
const AFTER = 'Si no, imagina.';

let database: OwnDatabase | undefined;
let site: RunningCommand | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  database = await freshSampleDatabase('publicar');
  site = await startCommand(
    ['scripts/start.ts'],
    {
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      REBUILD_TOKEN: TOKEN,
      RELEASES_DIR: path.join(root, 'releases'),
      ASTRO_CACHE_DIR: path.join(root, 'cache'),
      FORWARD_RETRY_SECONDS: '0',
    },
    /Hormiguero de Poemas: (http:\/\/localhost:\d+)/,
  );
});

test.afterAll(async () => {
  await site?.stop();
  await database?.drop();
});

/** Changes a line of the poem in the database and publishes, as an editor does; returns once the live site shows it. */
async function publish(page: Page, from: string, to: string): Promise<void> {
  const db = new pg.Client({ connectionString: database!.url });
  await db.connect();
  await db.query('update public.poema set texto = replace(texto, $1, $2) where id = $3', [from, to, POEM.id]).finally(() => db.end());
  const headers = { authorization: `Bearer ${TOKEN}` };
  expect((await page.request.post(`${site!.base}/api/rebuild`, { headers })).status()).toBe(202);
  await expect
    .poll(async () => (await (await page.request.get(`${site!.base}${POEM.path}`)).text()).includes(to), {
      timeout: 120_000,
      message: 'the publish is live',
    })
    .toBe(true);
}

test('a reader online after a publish gets the new text, and the copy their device keeps becomes the new one', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${site!.base}${POEM.path}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  const kept = () => page.evaluate(async (path) => (await (await caches.match(path))?.text()) ?? '', POEM.path);
  await expect.poll(kept, { message: 'the poem is kept on the device' }).toContain(BEFORE);

  await publish(page, BEFORE, AFTER);
  await page.goto(`${site!.base}${POEM.path}`);
  await expect(page.locator('main')).toContainText(AFTER);
  await expect(page.locator('main')).not.toContainText(BEFORE);
  await expect.poll(kept).toContain(AFTER);
});
