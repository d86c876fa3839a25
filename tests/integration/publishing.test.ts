import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/site/buildSite';
import { startServer, type RunningServer } from '../../scripts/server/startServer';
import type { ContentReport } from '@/lib/report/types';
import { startOfDayIn, todayIn } from '@/lib/schedule/zonedDate';
import { parseSitemap } from '@/lib/seo/sitemapEntries';
import { seededPostgres } from '../helpers/seededDatabases';
import { serveFolder } from '../../scripts/server/serveFolder';
import { eventually, startReceiver, type Receiver } from '../helpers/receiver';
import { closeSiteSearch, searchSite } from '../helpers/siteSearch';
import type { EditionManifest } from '@/lib/offline/editionManifest';
import { htmlFileOf } from '@/lib/site/paths';

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let tmp: string;

beforeAll(async () => {
  sample = await seededPostgres();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-publish-'));
});

afterAll(async () => {
  await closeSiteSearch();
  await sample?.close();
  await rm(tmp, { recursive: true, force: true });
});

const TIME_ZONE = 'America/Mexico_City';
const DAY = 86_400_000;
/** A date in the magazine's time zone, `days` from today. */
const dateIn = (days: number) => todayIn(TIME_ZONE, new Date(Date.now() + days * DAY));

/** Each sitemap URL's path and lastmod. */
async function sitemapDates(dir: string): Promise<Record<string, string | null>> {
  const entries = parseSitemap(await readFile(path.join(dir, 'sitemap-0.xml'), 'utf8'));
  return Object.fromEntries(entries.map((e) => [new URL(e.loc).pathname, e.lastmod]));
}

/** Edition `id`, dated `date`, with a section, a book and a poem of a new author who is only in it, and Lucía Ferrer. */
const scheduledEdition = (id: number, date: string, name: string, poem: string) => `
  insert into revista (id, numero, nombre, portada, sintesis, contribuyentes, fecha_publicacion)
    values (${id}, ${id}, '${name}', '/sample/ediciones/edicion-2.webp', 'Se prepara.', 'Lucía Ferrer', '${date}');
  insert into autor (id, nombre, semblanza, tipo_creacion) values (${900 + id}, 'Autora de la ${id}', 'Aún inédita.', 'creaciones');
  insert into creaciones (id, id_revista, tipo, colaboradores) values (${900 + id}, ${id}, 'creaciones', 'Lucía Ferrer');
  insert into poemario (id, titulo, id_autor) values (${900 + id}, 'Libro de la ${id}', ${900 + id});
  insert into creaciones_poemario values (${900 + id}, ${900 + id});
  insert into poema (id, titulo, texto, hormigueos, id_autor, id_poemario)
    values (${9000 + id}, '${poem}', E'un verso de ${poem.toLowerCase()}\\nque espera su fecha', 1, ${900 + id}, ${900 + id});
  insert into revista_autor values (${id}, ${900 + id}), (${id}, 1);`;

/** The HTML pages under `dir` written since `since` (ms): what a build rendered rather than reused. */
async function writtenSince(dir: string, since: number): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
  const written = await Promise.all(files.map(async (f) => ((await stat(path.join(dir, f))).mtimeMs >= since ? `/${f}` : null)));
  return written.filter((f): f is string => f !== null).sort();
}

describe('incremental builds of the sample magazine', () => {
  const out = () => path.join(tmp, 'dist');
  const build = async () => {
    const started = Date.now() - 5; // file times may be a little coarser than the clock
    await new Promise((r) => setTimeout(r, 20));
    const report = await buildSite({
      ...process.env,
      DATABASE_URL: sample.database.url,
      ASTRO_OUT_DIR: out(),
      ASTRO_CACHE_DIR: path.join(tmp, 'cache'),
    });
    return { ...report, written: await writtenSince(out(), started + 10) };
  };

  it('renders every page cold, and none again when nothing changed', async () => {
    const cold = await build();
    expect(cold.rendered).toBeGreaterThan(70);
    expect(cold.restored).toBe(0);
    expect(cold.written).toHaveLength(cold.rendered);
    expect(cold.search).toMatchObject({ mode: 'full' });
    const again = await build();
    expect(again).toMatchObject({ rendered: 0, restored: cold.rendered, written: [] });
  });

  it('re-renders only the poem and its author page when one poem is edited, and serves the change', async () => {
    await sample.db.query("update poema set texto = texto || E'\\nuna línea de la corrección' where id = 5");
    const pages = await build();
    expect(pages.written).toEqual(['/autor/lucia-ferrer.html', '/poema/enjambre.html']);
    expect(pages.rendered).toBe(2);
    // The search index took only the changed page, as a delta over the full one.
    expect(pages.search).toMatchObject({ mode: 'delta', changed: 1 });
    expect(await readFile(path.join(out(), 'poema', 'enjambre.html'), 'utf8')).toContain('una línea de la corrección');
    // A restored page is the previous output, byte for byte.
    expect(await readFile(path.join(out(), 'poema', 'polilla.html'), 'utf8')).toContain('Polilla');
  });

  it('re-renders only the edition home when its top 3 change', async () => {
    await sample.db.query('update poema set hormigueos = 1000 where id = 20');
    expect((await build()).written).toEqual(['/ediciones/1.html']);
  });

  it('removes the page of a poem that was deleted', async () => {
    const page = path.join(out(), 'poema', 'pagina-para-la-mano-que-no-escribe.html');
    expect(existsSync(page)).toBe(true);
    await sample.db.query('delete from poema where id = 29');
    const pages = await build();
    expect(existsSync(page)).toBe(false);
    expect(pages.search?.mode).toBe('delta');
    // Its author's page, its book's tile (one poem less), the authors A–Z (one work less) and
    // the poems that listed it under 'MÁS POEMAS DE ...': nothing else.
    expect(pages.written).toContain('/autor/ines-avila-9.html');
    expect(pages.written.filter((p) => !p.startsWith('/poema/'))).toEqual([
      '/autor/ines-avila-9.html',
      '/autores.html',
      '/ediciones/2/creaciones.html',
    ]);
    expect((await readdir(path.join(out(), 'poema'))).length).toBe(
      Number((await sample.db.query<{ n: string }>('select count(*)::text as n from poema'))[0]!.n),
    );
  });

  it('searches the delta over the full index: changed pages by their new words, removed ones gone', async () => {
    const site = await serveFolder(out());
    try {
      // The poem titled so first, then the one whose new verse says it.
      expect((await searchSite(site.base, 'corrección')).titles).toEqual(['Corrección', 'Enjambre']);
      expect((await searchSite(site.base, 'página para la mano')).titles).not.toContain('Página para la mano que no escribe');
      // Unchanged pages are still found in the full index.
      expect((await searchSite(site.base, 'polilla')).titles).toContain('Polilla');
    } finally {
      await site.close();
    }
  });

  it('rebuilds a damaged index in place whole at the next publish, rather than keep serving it', async () => {
    const entry = path.join(out(), 'pagefind', 'pagefind-entry.json');
    const script = path.join(out(), 'pagefind', 'pagefind.js');
    await writeFile(entry, '');
    const next = await build();
    expect(next.search).toMatchObject({ mode: 'full' });
    expect(JSON.parse(await readFile(entry, 'utf8'))).toHaveProperty('languages');
    // A script cut off at zero bytes (seen on a loaded machine) is damage too.
    await writeFile(script, '');
    expect((await build()).search).toMatchObject({ mode: 'full' });
    expect((await readFile(script, 'utf8')).length).toBeGreaterThan(0);
    const site = await serveFolder(out());
    try {
      expect((await searchSite(site.base, 'corrección')).titles).toEqual(['Corrección', 'Enjambre']);
    } finally {
      await site.close();
    }
  });

  it('writes the folder Cloudflare Pages deploys', async () => {
    const files = (await readdir(out(), { recursive: true })).map(String);
    for (const file of [
      'index.html',
      '404.html',
      '_headers',
      'ediciones.json',
      'url-aliases.json',
      'favicon.svg',
      'visuales.html',
      'ediciones.html',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(files.filter((f) => f.startsWith('poema/') && f.endsWith('.html'))).toHaveLength(
      Number((await sample.db.query<{ n: string }>('select count(*)::text as n from poema'))[0]!.n),
    );
    expect(files.some((f) => /\.(map|ts)$|^functions\//.test(f))).toBe(false);
    const headers = await readFile(path.join(out(), '_headers'), 'utf8');
    expect(headers).toMatch(/\/_astro\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
    expect(headers).toMatch(/\/\*\n(?:\s+.+\n)*\s+Content-Security-Policy: frame-ancestors 'none'/);
  });

  it('after incremental builds, every image and asset a page refers to is in the folder', async () => {
    const html = (await readdir(out(), { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    const referenced = new Set<string>();
    for (const file of html) {
      for (const [, url] of (await readFile(path.join(out(), file), 'utf8')).matchAll(/(\/_astro\/[^"'\s,)&]+)/g)) {
        referenced.add(url!);
      }
    }
    expect(referenced.size).toBeGreaterThan(50);
    const missing = [...referenced].filter((url) => !existsSync(path.join(out(), url)));
    expect(missing).toEqual([]);
  });

  it('the sitemap lists every poem page still published, and not the deleted one', async () => {
    const sitemap = await readFile(path.join(out(), 'sitemap-0.xml'), 'utf8');
    const poems = [...sitemap.matchAll(/<loc>[^<]*\/poema\/([^<]+)<\/loc>/g)].map((m) => `${m[1]}.html`).sort();
    expect(poems).toEqual((await readdir(path.join(out(), 'poema'))).sort());
    expect(sitemap).not.toContain('/poema/pagina-para-la-mano-que-no-escribe<');
  });

  it("writes the service worker, and each edition's list for saving it offline, current after incremental builds", async () => {
    const worker = await readFile(path.join(out(), 'sw.js'), 'utf8');
    const offline = await readFile(path.join(out(), 'sin-conexion.html'));
    const revision = createHash('sha256').update(offline).digest('hex').slice(0, 16);
    expect(worker, 'the offline page, and only it, kept from the start with its revision').toContain(
      `url:\`/sin-conexion\`,revision:\`${revision}\``,
    );

    const manifest = JSON.parse(await readFile(path.join(out(), 'ediciones/2/sin-conexion.json'), 'utf8')) as EditionManifest;
    const urls = manifest.pages.map((p) => p.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/', '/ediciones/2', '/ediciones/2/contenidos', '/ediciones/2/creaciones', '/poema/manual-de-recortes']),
    );
    expect(urls, 'the deleted poem is gone from it').not.toContain('/poema/pagina-para-la-mano-que-no-escribe');
    for (const page of manifest.pages) {
      const file = path.join(out(), htmlFileOf(new URL(page.url, 'https://x.invalid').pathname));
      expect(page.bytes, page.url).toBe((await stat(file)).size);
    }
    expect(manifest.images.length).toBeGreaterThan(10);
    for (const copy of manifest.images.flatMap((image) => image.candidates)) {
      expect(copy.bytes, copy.url).toBe((await stat(path.join(out(), copy.url))).size);
    }
    expect(manifest.files.map((f) => f.url)).toEqual([expect.stringMatching(/^\/_astro\/fonts\/.+\.woff2$/)]);
    // Every edition's list, those of editions whose poems were edited above included (a list is
    // taken from the build's cache only while its pages are unchanged), names its pages' sizes.
    for (const edition of await readdir(path.join(out(), 'ediciones'))) {
      const list = await readFile(path.join(out(), 'ediciones', edition, 'sin-conexion.json'), 'utf8').catch(() => null);
      if (list === null) continue;
      for (const page of (JSON.parse(list) as EditionManifest).pages) {
        const file = path.join(out(), htmlFileOf(new URL(page.url, 'https://x.invalid').pathname));
        expect(page.bytes, `${edition}: ${page.url}`).toBe((await stat(file)).size);
      }
    }
  });

  it('dates every sitemap URL from the data: the same after the build cache is lost, and an edit moves only its pages', async () => {
    const dates = await sitemapDates(out());
    expect(Object.values(dates).every((d) => d !== null)).toBe(true);
    // Poem 5 was edited above: its page and its author's are dated by the database's stamp, not by any build.
    const [stamp] = await sample.db.query<{ at: Date }>('select actualizado as at from poema where id = 5');
    expect(dates['/poema/enjambre']).toBe(stamp!.at.toISOString());
    expect(dates['/autor/lucia-ferrer']).toBe(stamp!.at.toISOString());
    expect(dates['/ediciones/1/contenidos']).toBe(startOfDayIn('2024-09-15', TIME_ZONE).toISOString());
    // A cold build elsewhere, with an empty cache, writes the same dates.
    await buildSite({
      ...process.env,
      DATABASE_URL: sample.database.url,
      ASTRO_OUT_DIR: path.join(tmp, 'cold'),
      ASTRO_CACHE_DIR: path.join(tmp, 'cold-cache'),
    });
    expect(await sitemapDates(path.join(tmp, 'cold'))).toEqual(dates);
  });

  it('writes the content report into the build, unlinked, and lists what readers would see broken', async () => {
    const report = JSON.parse(await readFile(path.join(out(), 'informe-contenido.json'), 'utf8')) as ContentReport;
    expect(report.problems.map((p) => `${p.kind} ${p.page}`)).toContain('empty-poem /poema/silencio-de-las-chicharras');
    expect(report.problems.every((p) => p.row.table && Number.isInteger(p.row.id))).toBe(true);
    expect(report.pictures.addresses).toBeGreaterThan(40);
    // No page links to it, and the sitemap does not list it.
    const html = (await readdir(out(), { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    for (const file of html) expect(await readFile(path.join(out(), file), 'utf8'), file).not.toContain('informe-contenido');
    expect(await readFile(path.join(out(), 'sitemap-0.xml'), 'utf8')).not.toContain('informe');
  });

  it('leaves an edition dated next month out of every public output, and shows it in the preview', async () => {
    await sample.db.exec(scheduledEdition(5, dateIn(30), 'La edición del mes que viene', 'Xilófono'));
    const pages = await build();
    // Nothing of it is rendered, and nothing else changes for it.
    expect(pages.written).toEqual([]);
    for (const file of ['ediciones/5.html', 'ediciones/5/creaciones.html', 'poema/xilofono.html', 'autor/autora-de-la-5.html']) {
      expect(existsSync(path.join(out(), file)), file).toBe(false);
    }
    const leaks: string[] = [];
    for (const file of [
      'index.html',
      'ediciones.html',
      'autores.html',
      'ediciones.json',
      'url-aliases.json',
      'rss.xml',
      'sitemap-0.xml',
      'autor/lucia-ferrer.html',
    ]) {
      const text = await readFile(path.join(out(), file), 'utf8');
      for (const word of ['La edición del mes que viene', 'Xilófono', 'xilófono', 'Autora de la 5', 'ediciones/5'])
        if (text.includes(word)) leaks.push(`${file}: ${word}`);
    }
    expect(leaks).toEqual([]);
    const site = await serveFolder(out());
    try {
      expect((await searchSite(site.base, 'xilófono')).titles).toEqual([]);
    } finally {
      await site.close();
    }
    const report = JSON.parse(await readFile(path.join(out(), 'informe-contenido.json'), 'utf8')) as ContentReport;
    expect(report.scheduled).toEqual([
      expect.objectContaining({ id: 5, fecha: dateIn(30), publicaAt: startOfDayIn(dateIn(30), TIME_ZONE).toISOString() }),
    ]);

    // The editors' preview of the same database: in its own folder, with the edition, and nothing of it indexable.
    const preview = path.join(tmp, 'preview');
    const built = await buildSite({
      ...process.env,
      DATABASE_URL: sample.database.url,
      EDITOR_PREVIEW: '1',
      ASTRO_OUT_DIR: preview,
      ASTRO_CACHE_DIR: path.join(tmp, 'preview-cache'),
    });
    expect(built.content.preview).toBe(true);
    expect(await readFile(path.join(preview, 'index.html'), 'utf8')).toContain('La edición del mes que viene');
    expect(existsSync(path.join(preview, 'poema', 'xilofono.html'))).toBe(true);
    const html = (await readdir(preview, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    for (const file of html) {
      const page = await readFile(path.join(preview, file), 'utf8');
      expect(page, file).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page, file).toMatch(/<aside class="preview-band[^"]*" aria-label="Vista previa"><p[^>]*>Vista previa<\/p>\s*<\/aside>/);
    }
    expect(await readFile(path.join(preview, '_headers'), 'utf8')).toContain('X-Robots-Tag: noindex, nofollow');
    expect(await readFile(path.join(preview, 'robots.txt'), 'utf8')).not.toContain('Sitemap:');
    // The public folder is untouched by it.
    expect(await readFile(path.join(out(), 'index.html'), 'utf8')).not.toContain('Vista previa');
  });

  it('dated yesterday, one publish makes it the latest edition', async () => {
    await sample.db.query('update revista set fecha_publicacion = $1 where id = 5', [dateIn(-1)]);
    const pages = await build();
    expect(pages.written).toContain('/ediciones/5.html');
    expect(pages.written).toContain('/poema/xilofono.html');
    expect(await readFile(path.join(out(), 'index.html'), 'utf8')).toContain('La edición del mes que viene');
    const editions = JSON.parse(await readFile(path.join(out(), 'ediciones.json'), 'utf8')) as { label: string }[];
    expect(editions[0]!.label).toBe('Edición 5');
    expect(Object.keys(await sitemapDates(out()))).toContain('/poema/xilofono');
    expect(await readFile(path.join(out(), 'rss.xml'), 'utf8')).toContain('Xilófono');
    // Out again, for the server's tests below (which publish edition 3 as the newest).
    await sample.db.exec(
      'delete from poema where id = 9005; delete from revista where id = 5; delete from poemario where id = 905; delete from autor where id = 905;',
    );
  });
});

describe('publishing on the local server (POST /api/rebuild)', () => {
  let server: RunningServer;
  let base: string;
  let indexNow: Receiver;
  /** The server's clock runs this far ahead of the real one (a test moves it to a scheduled edition's date). */
  let ahead = 0;
  const INDEXNOW_KEY = 'clave-de-indexnow-2026';
  const auth = { authorization: 'Bearer el-secreto-del-editor' };
  const rebuild = (headers: Record<string, string> = auth) => fetch(`${base}/api/rebuild`, { method: 'POST', headers });
  const page = async (p: string) => {
    const response = await fetch(`${base}${p}`);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    indexNow = await startReceiver();
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      initialBuild: true,
      showBuild: false,
      releasesDir: path.join(tmp, 'releases'),
      now: () => new Date(Date.now() + ahead),
      scheduleCheckMs: 50,
      env: {
        ...process.env,
        DATABASE_URL: sample.database.url,
        REBUILD_TOKEN: 'el-secreto-del-editor',
        ASTRO_CACHE_DIR: path.join(tmp, 'server-cache'),
        FORWARD_RETRY_SECONDS: '0',
        SITE_URL: 'https://hormiguerodepoemas.example',
        INDEXNOW_KEY,
        INDEXNOW_ENDPOINT: indexNow.url('/indexnow'),
      },
    });
    base = `http://127.0.0.1:${server.port}`;
  });

  afterAll(async () => {
    await server?.close();
    await indexNow?.close();
  });

  /** The URLs IndexNow was told of, by the notices received so far. */
  const notified = () => indexNow.received.flatMap((r) => (r.body as { urlList: string[] }).urlList.map((url) => new URL(url).pathname));

  it('refuses a missing or wrong token with 401 and starts nothing', async () => {
    const before = server.rebuilder.builds;
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer otra-cosa' },
      { authorization: 'el-secreto-del-editor-y-mas' },
    ];
    for (const headers of attempts) {
      const response = await rebuild(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'No autorizado.' });
    }
    expect((await fetch(`${base}/api/rebuild`)).status).toBe(401);
    await server.rebuilder.idle();
    expect(server.rebuilder.builds).toBe(before);
  });

  it('publishes a new edition: its pages appear, unrelated pages are reused', async () => {
    await sample.db.exec(`
      insert into revista (id, numero, nombre, sintesis, contribuyentes, fecha_publicacion)
        values (3, 3, 'La hoja que se dobla', 'Una edición nueva.', 'Lucía Ferrer', '2026-11-01');
      insert into creaciones (id, id_revista, tipo, colaboradores) values (10, 3, 'creaciones', 'Lucía Ferrer');
      insert into poemario (id, titulo, id_autor) values (40, 'Pliegues', 1);
      insert into creaciones_poemario values (10, 40);
      insert into poema (id, titulo, texto, hormigueos, id_autor, id_poemario) values (300, 'Doblez', E'una hoja\\nse dobla', 1, 1, 40);
      insert into revista_autor values (3, 1);`);
    expect((await page('/ediciones/3')).status).toBe(404);
    const before = server.rebuilder.builds;
    const response = await rebuild();
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ rebuild: 'scheduled' });
    await server.rebuilder.idle();
    expect(server.rebuilder.builds).toBe(before + 1);

    const last = server.rebuilder.status().last!;
    expect(last.ok).toBe(true);
    expect((await page('/')).html).toContain('La hoja que se dobla');
    expect((await page('/ediciones/3/creaciones')).status).toBe(200);
    expect((await page('/poema/doblez')).html).toContain('se dobla');
    const editions = (await (await fetch(`${base}/ediciones.json`)).json()) as { label: string }[];
    expect(editions.map((e) => e.label)).toEqual(['Edición 3', 'Edición 2', 'Edición 1']);
    // The new edition's pages, the home, the list of editions, the old newest edition (its
    // canonical URL changed) and the new edition's author: a handful, not the site.
    expect(last.pages!.rendered).toBeLessThanOrEqual(12);
    expect(last.pages!.restored).toBeGreaterThan(60);
    // Published together with its search index.
    expect((await searchSite(base, 'doblez')).titles[0]).toBe('Doblez');
    // Search engines are told what changed: the edition's pages, its author's, the home; not the untouched ones.
    await eventually(() => indexNow.received.length > 0, 15_000);
    expect(indexNow.received[0]).toMatchObject({
      path: '/indexnow',
      body: {
        host: 'hormiguerodepoemas.example',
        key: INDEXNOW_KEY,
        keyLocation: `https://hormiguerodepoemas.example/${INDEXNOW_KEY}.txt`,
      },
    });
    expect(notified()).toEqual(expect.arrayContaining(['/', '/ediciones/3/creaciones', '/poema/doblez', '/autor/lucia-ferrer']));
    expect(notified()).not.toContain('/poema/polilla');
    // The key file that proves the site owns the key.
    const key = await fetch(`${base}/${INDEXNOW_KEY}.txt`);
    expect(key.status).toBe(200);
    expect(await key.text()).toBe(INDEXNOW_KEY);
    expect((await fetch(`${base}/otra-clave-cualquiera.txt`)).status).toBe(404);
    // The status says how the content is, for editors.
    const status = (await (await fetch(`${base}/api/rebuild`, { headers: auth })).json()) as { last: { content: ContentReport } };
    expect(status.last.content.problems.map((p) => p.kind)).toContain('empty-poem');
  });

  it('coalesces simultaneous triggers into one rebuild', async () => {
    const before = server.rebuilder.builds;
    const answers = await Promise.all(Array.from({ length: 6 }, () => rebuild()));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(202));
    await server.rebuilder.idle();
    expect(server.rebuilder.builds).toBe(before + 1);
  });

  it('keeps the live site when a rebuild fails, reports why, and the next publish re-renders only what changed', async () => {
    await sample.db.exec('alter table poema rename to poema_en_obras');
    try {
      await rebuild();
      await server.rebuilder.idle();
      const status = (await (await fetch(`${base}/api/rebuild`, { headers: auth })).json()) as { last: { ok: boolean; error: string } };
      expect(status.last.ok).toBe(false);
      expect(status.last.error).toContain('Failed to load magazine data');
      expect((await page('/')).html).toContain('La hoja que se dobla');
      expect((await page('/poema/doblez')).status).toBe(200);
      // The incremental cache and the build folder survive the failure.
      expect(existsSync(path.join(tmp, 'releases', 'build', 'index.html'))).toBe(true);
    } finally {
      await sample.db.exec('alter table poema_en_obras rename to poema');
    }
    // The database is back; an editor fixes one poem and publishes: a handful of pages, not the site.
    await sample.db.exec(`update poema set texto = E'una hoja\\nse dobla en origami' where id = 300`);
    await rebuild();
    await server.rebuilder.idle();
    const last = server.rebuilder.status().last!;
    expect(last.ok).toBe(true);
    expect(last.pages!.rendered).toBeGreaterThan(0);
    expect(last.pages!.rendered).toBeLessThanOrEqual(5);
    expect(last.pages!.restored).toBeGreaterThan(60);
    expect((await page('/poema/doblez')).html).toContain('se dobla en origami');
    // Once idle, the server folded the delta into one index: the edited poem is found by its
    // new words, ranked on the whole magazine's statistics.
    expect(server.rebuilder.compactions).toBeGreaterThan(0);
    expect((await searchSite(base, 'origami')).titles).toEqual(['Doblez']);
  });

  it('a deleted poem is gone from search once published', async () => {
    expect((await searchSite(base, 'cera perdida')).titles).toContain('Cera perdida');
    await sample.db.exec('delete from poema where id = 11');
    await rebuild();
    await server.rebuilder.idle();
    expect(server.rebuilder.status().last!.ok).toBe(true);
    expect((await page('/poema/cera-perdida')).status).toBe(404);
    expect((await searchSite(base, 'cera perdida')).titles).not.toContain('Cera perdida');
    // Search engines learn it is gone (they fetch it and find the 404).
    await eventually(() => notified().includes('/poema/cera-perdida'), 15_000);
  });

  it('publishes a scheduled edition by itself on its date, and not before', async () => {
    const date = dateIn(30);
    await sample.db.exec(scheduledEdition(4, date, 'La cuarta, todavía no', 'Xilófono'));
    await rebuild();
    await server.rebuilder.idle();
    const status = async () =>
      (await (await fetch(`${base}/api/rebuild`, { headers: auth })).json()) as {
        scheduledPublish: string | null;
        last: { ok: boolean; content: ContentReport };
      };
    const before = await status();
    expect(before.last.ok).toBe(true);
    expect(before.scheduledPublish).toBe(startOfDayIn(date, TIME_ZONE).toISOString());
    expect(before.last.content.scheduled.map((e) => e.id)).toEqual([4]);
    expect((await page('/ediciones/4')).status).toBe(404);
    expect((await page('/poema/xilofono')).status).toBe(404);
    expect((await page('/')).html).not.toContain('La cuarta, todavía no');
    expect(((await (await fetch(`${base}/ediciones.json`)).json()) as { label: string }[])[0]!.label).toBe('Edición 3');
    expect((await searchSite(base, 'xilófono')).titles).toEqual([]);

    // Its day comes (the server's clock moves past midnight in Mexico City): no one asks, it publishes.
    const builds = server.rebuilder.builds;
    ahead = Date.parse(before.scheduledPublish!) - Date.now() + 1_000;
    await eventually(() => server.rebuilder.builds > builds, 15_000);
    await server.rebuilder.idle();
    expect(server.rebuilder.status().last!.ok).toBe(true);
    expect((await page('/')).html).toContain('La cuarta, todavía no');
    expect((await page('/poema/xilofono')).html).toContain('que espera su fecha');
    expect(((await (await fetch(`${base}/ediciones.json`)).json()) as { label: string }[])[0]!.label).toBe('Edición 4');
    expect((await searchSite(base, 'xilófono')).titles).toEqual(['Xilófono']);
    expect((await status()).scheduledPublish).toBeNull();
    expect(server.rebuilder.builds).toBe(builds + 1);
  });
});
