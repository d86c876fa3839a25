import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/site/buildSite';
import { startServer, type RunningServer } from '../../scripts/server/startServer';
import { seededPostgres } from '../helpers/seededDatabases';
import { serveFolder } from '../../scripts/server/serveFolder';
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
    await writeFile(entry, '');
    const next = await build();
    expect(next.search).toMatchObject({ mode: 'full' });
    expect(JSON.parse(await readFile(entry, 'utf8'))).toHaveProperty('languages');
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
  });
});

describe('publishing on the local server (POST /api/rebuild)', () => {
  let server: RunningServer;
  let base: string;
  const auth = { authorization: 'Bearer el-secreto-del-editor' };
  const rebuild = (headers: Record<string, string> = auth) => fetch(`${base}/api/rebuild`, { method: 'POST', headers });
  const page = async (p: string) => {
    const response = await fetch(`${base}${p}`);
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      initialBuild: true,
      showBuild: false,
      releasesDir: path.join(tmp, 'releases'),
      env: {
        ...process.env,
        DATABASE_URL: sample.database.url,
        REBUILD_TOKEN: 'el-secreto-del-editor',
        ASTRO_CACHE_DIR: path.join(tmp, 'server-cache'),
        FORWARD_RETRY_SECONDS: '0',
      },
    });
    base = `http://127.0.0.1:${server.port}`;
  });

  afterAll(() => server?.close());

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
  });
});
