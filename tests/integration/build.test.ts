import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/lib/db/postgres';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres';
import { countedPagesDev } from '../../scripts/bench/countedPagesDev';
import { runNode } from '../helpers/run';

let tmp: string;
let database: TestDatabase;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-build-'));
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
  await rm(tmp, { recursive: true, force: true });
});

/** A magazine that is not the sample: the build must show it and nothing of the sample. */
const OTHER_MAGAZINE = `
  insert into revista (id, numero, nombre, sintesis, contribuyentes, fecha_publicacion, formspree_url)
    values (10, 7, 'Revista del servidor', 'Una edición de prueba.', 'Quintín Servidor', '2026-01-31', 'https://formspree.io/f/revista');
  insert into autor (id, nombre, semblanza, tipo_creacion, formspree_url)
    values (20, 'Quintín Servidor', 'Escribe en pruebas.', 'creaciones', 'https://formspree.io/f/secreto');
  insert into poemario (id, titulo, id_autor) values (30, 'Libro del servidor', 20);
  insert into creaciones (id, id_revista, tipo, colaboradores) values (40, 10, 'creaciones', 'Quintín Servidor');
  insert into creaciones_poemario (id_creacion, id_poemario) values (40, 30);
  insert into poema (id, titulo, texto, hormigueos, id_autor, id_poemario)
    values (50, 'Poema del servidor', 'verso uno\nverso dos', 3, 20, 30);
  insert into revista_autor (id_revista, autor) values (10, 20);
`;

describe('building from DATABASE_URL', () => {
  it('db:migrate creates the schema in an empty database, and the build shows that magazine', async () => {
    const migrate = await runNode(['scripts/dbMigrate.ts'], { DATABASE_URL: database.url });
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toMatch(/Applied \d+ migration/);

    const db = await openPostgres(database.url);
    try {
      const tables = await db.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by 1",
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        [
          ...['autor', 'caras2', 'collages', 'creaciones', 'creaciones_poemario', 'manilargos', 'poema', 'poemario'],
          ...['revista', 'revista_autor', 'suscriptor', 'visuales', 'hormigueo', 'hormigueo_entrega', 'limite_accion', 'clave_envio'],
          'destino_reenvio',
        ].sort(),
      );
      await db.exec(OTHER_MAGAZINE);
    } finally {
      await db.close();
    }

    const out = path.join(tmp, 'site');
    const secret = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2VjcmV0LXNpZ25hdHVyZQ';
    const build = await runNode(['scripts/build.ts'], {
      DATABASE_URL: database.url,
      ASTRO_OUT_DIR: out,
      ASTRO_CACHE_DIR: path.join(tmp, 'cache'),
      // Server-side settings that must never reach a served file.
      UNSUBSCRIBE_SECRET: secret,
      FORWARD_TIMEOUT_MS: '1234',
    });
    expect(build.code, build.output).toBe(0);
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('Revista del servidor');
    expect(home).toContain('Poema del servidor');
    const poem = await readFile(path.join(out, 'poema', 'poema-del-servidor.html'), 'utf8');
    expect(poem).toContain('verso uno');
    expect(existsSync(path.join(out, 'ediciones', '7.html'))).toBe(true);
    expect(await readdir(path.join(out, 'poema'))).toEqual(['poema-del-servidor.html']);

    // No served file holds a database address, a key or a forwarding address.
    const served = (await readdir(out, { recursive: true })).map(String).filter((f) => /\.(html|js|css|json|xml|txt)$/.test(f));
    expect(served.length).toBeGreaterThan(5);
    for (const file of served) {
      const text = await readFile(path.join(out, file), 'utf8');
      expect(text, file).not.toContain(database.url);
      expect(text, file).not.toContain(database.name);
      expect(text, file).not.toContain(secret);
      expect(text, file).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.eyJ/);
      // The privacy notice names Formspree as a recipient; no forwarding address may appear.
      expect(text, file).not.toMatch(/service_role|formspree\.io/i);
    }
  });
});

describe('that build on Cloudflare', () => {
  it('publishes what it was built from, and its static files run no Function in workerd', async () => {
    const out = path.join(tmp, 'site');
    const version = JSON.parse(await readFile(path.join(out, 'version.json'), 'utf8')) as { leido: string; huella: string };
    expect(Date.parse(version.leido)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(version.huella).toMatch(/^[0-9a-f]{64}$/);
    const report = JSON.parse(await readFile(path.join(out, 'informe-contenido.json'), 'utf8')) as {
      output: { files: number; limit: number; poems: number };
    };
    expect(report.output).toEqual({
      files: (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length,
      limit: 20_000,
      // The poems it published: with the files, how many poems fit under the limit.
      poems: (await readdir(path.join(out, 'poema'))).filter((f) => f.endsWith('.html')).length,
    });

    const asset = async (folder: string, ext: string) => {
      const name = (await readdir(path.join(out, folder))).find((f) => f.endsWith(ext));
      expect(name, `${folder}/*${ext}`).toBeTruthy();
      return `/${folder}/${name}`;
    };
    const statics = [
      await asset('_astro', '.js'),
      await asset('_astro', '.webp'),
      '/pagefind/pagefind.js',
      '/favicon.svg',
      '/vista-previa.css',
      '/sw.js',
    ];
    const server = await countedPagesDev(out);
    try {
      for (const file of statics) {
        const response = await fetch(`${server.origin}${file}`);
        expect(response.status, file).toBe(200);
        // Their headers come from _headers, as the middleware's would.
        expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
        if (file.startsWith('/_astro/')) expect(response.headers.get('cache-control'), file).toContain('immutable');
      }
      const page = await fetch(`${server.origin}/poema/poema-del-servidor`);
      expect(page.status).toBe(200);
      expect(await fetch(`${server.origin}/_headers`).then((r) => r.status)).toBe(404);
      // The middleware's log line follows its answer: wait for the two it served.
      const deadline = Date.now() + 5_000;
      while (server.invocations().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(server.invocations()).toEqual(['/poema/poema-del-servidor', '/_headers']);
    } finally {
      await server.stop();
    }
  });
});

describe('a build on Cloudflare Pages without its settings', () => {
  it('stops before reading anything and names what is missing', async () => {
    const build = await runNode(['scripts/build.ts'], {
      CF_PAGES: '1',
      SITE_URL: '',
      DATABASE_URL: '',
      SUPABASE_URL: '',
      SUPABASE_PUBLISHABLE_KEY: '',
      SUPABASE_ANON_KEY: '',
      ASTRO_OUT_DIR: path.join(tmp, 'hosted'),
      ASTRO_CACHE_DIR: path.join(tmp, 'cache'),
    });
    expect(build.code).toBe(1);
    expect(build.output).toMatch(/SITE_URL is not set/);
    expect(build.output).toMatch(/No data source: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY/);
    // The functions' binding too: the repository's wrangler.toml is committed without its id.
    expect(build.output).toMatch(/Hyperdrive id in wrangler\.toml \[\[hyperdrive\]\] is empty/);
    expect(existsSync(path.join(tmp, 'hosted', 'index.html'))).toBe(false);
  });
});

describe('a database that cannot be read', () => {
  it('fails the build with a clear message and publishes nothing', async () => {
    const out = path.join(tmp, 'failed');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'previous.txt'), 'the site that was live');
    const build = await runNode(['scripts/build.ts'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/unreachable',
      ASTRO_OUT_DIR: out,
      ASTRO_CACHE_DIR: path.join(tmp, 'cache'),
    });
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('Failed to load magazine data');
    const files = await readdir(out, { recursive: true });
    expect(files.filter((f) => f.endsWith('.html'))).toEqual([]);
  });
});
