// Leaving the newsletter through the local server's HTTP, on PostgreSQL and on the embedded
// database (PGlite): the /baja form and JSON, a subscriber's signed link (GET shows a page and
// changes nothing; POST and RFC 8058's one-click unsubscribe), refusals that change nothing,
// the visitor's limit, and the editors' export whose links the function accepts.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '@/lib/db/embedded';
import { applyMigrations, applySeed } from '@/lib/db/migrations';
import type { Sql } from '@/lib/db/sql';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/retention';
import { signAddress, verifyAddress } from '../../functions/_lib/unsubscribeLink';
import { exportSubscribers } from '../../scripts/exportSubscribers';
import { startActionsServer } from '../helpers/actionsServer';
import { seededPostgres } from '../helpers/seededDatabases';

const SECRET = 'secreto-de-las-bajas-para-las-pruebas-0123456789';
const SITE_URL = 'https://revista.example';
const UNSUBSCRIBED = 'Si ese correo estaba suscrito, ya no lo está.';
const SETTINGS = { UNSUBSCRIBE_SECRET: SECRET, SITE_URL, RATE_LIMIT_MAX: '6', RATE_LIMIT_WINDOW_SECONDS: '600' };

/** The addresses the scenario starts with (besides the sample's own subscriber). */
const ADDRESSES = [
  'json@example.com',
  'form@example.com',
  'signed@example.com',
  'oneclick@example.com',
  'multipart@example.com',
  'get@example.com',
  'forged@example.com',
  'other@example.com',
];

/** A database of the sample with the scenario's subscribers, and how the server opens it. */
interface Backend {
  /** Runs `work` on the database while no server holds it (PGlite is single-process). */
  withDb<T>(work: (db: Sql) => Promise<T>): Promise<T>;
  /** The server's settings that point at this database. */
  env: Record<string, string>;
  url: string;
  close(): Promise<void>;
}

async function postgresBackend(): Promise<Backend> {
  const sample = await seededPostgres();
  return {
    withDb: (work) => work(sample.db),
    env: { DATABASE_URL: sample.database.url },
    url: sample.database.url,
    close: () => sample.close(),
  };
}

async function embeddedBackend(): Promise<Backend> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-baja-'));
  const dir = path.join(tmp, 'db');
  const open = () => openEmbedded(dir, { migrate: applyMigrations, seed: applySeed });
  await (await open()).close();
  return {
    async withDb(work) {
      const db = await open();
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
    env: { DATABASE_URL: '', EMBEDDED_DB_DIR: dir },
    url: '',
    close: () => rm(tmp, { recursive: true, force: true }),
  };
}

/** Everything besides the subscribers that a request could change. */
const OTHER_STATE = `select (select coalesce(sum(hormigueos), 0) from poema)::text as poemas,
                            (select coalesce(sum(hormigueos), 0) from visuales)::text as visuales,
                            (select count(*) from hormigueo)::text as mensajes,
                            (select count(*) from hormigueo_entrega)::text as entregas,
                            (select count(*) from clave_envio)::text as claves`;

const subscribers = (db: Sql) =>
  db.query<{ correo: string }>('select correo from suscriptor order by correo').then((rows) => rows.map((r) => r.correo));

const signedPath = async (address: string, firma?: string) =>
  `/api/baja?${new URLSearchParams({ correo: address, firma: firma ?? (await signAddress(address, SECRET)) })}`;

const opened: Backend[] = [];
afterAll(async () => {
  for (const backend of opened) await backend.close();
});

describe.each([
  ['PostgreSQL', postgresBackend],
  ['PGlite', embeddedBackend],
] as const)('leaving the newsletter through HTTP (%s)', (_, makeBackend) => {
  let backend: Backend;

  it('removes exactly the address asked for, however asked, answers alike, refuses bad links and keeps to the limit', async () => {
    backend = await makeBackend();
    opened.push(backend);
    const { before, start } = await backend.withDb(async (db) => {
      for (const correo of ADDRESSES) await db.query('insert into suscriptor (correo) values ($1)', [correo]);
      // One old row stored as typed, before addresses were normalised.
      await db.query("update suscriptor set correo = '  Form@Example.com ' where correo = 'form@example.com'");
      return { before: (await db.query(OTHER_STATE))[0], start: await subscribers(db) };
    });
    expect(start).toContain('lectora@example.com');

    const server = await startActionsServer(backend.url, { ...backend.env, ...SETTINGS });
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: server.base };
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    try {
      // Unsigned: the /baja form and JSON. The same answer for a subscriber and a stranger.
      const json = await server.post('/api/baja', { correo: 'json@example.com' });
      expect([json.status, await json.json()]).toEqual([200, { mensaje: UNSUBSCRIBED, estado: 'baja' }]);
      const unknown = await server.post('/api/baja', { correo: 'nadie@example.com' });
      expect([unknown.status, await unknown.json()]).toEqual([200, { mensaje: UNSUBSCRIBED, estado: 'baja' }]);
      const again = await server.post('/api/baja', { correo: 'json@example.com' });
      expect([again.status, await again.json()]).toEqual([200, { mensaje: UNSUBSCRIBED, estado: 'baja' }]);

      const posted = await server.post('/api/baja', 'correo=+FORM%40example.com', form);
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toBe('/api/resultado?tipo=baja');
      const result = await fetch(new URL(posted.headers.get('location')!, server.base));
      expect([result.status, await result.text()]).toEqual([200, expect.stringContaining(UNSUBSCRIBED)]);
      const stranger = await server.post('/api/baja', 'correo=nadie%40example.com', form);
      expect([stranger.status, stranger.headers.get('location')]).toEqual([303, '/api/resultado?tipo=baja']);

      // Refused before anything is written (and before the limit counts).
      const invalid = await server.post('/api/baja', { correo: 'no-es-un-correo' });
      expect([invalid.status, await invalid.json()]).toEqual([400, { error: 'Por favor, ingresa un correo electrónico válido' }]);
      const crossSite = await server.post('/api/baja', 'correo=other%40example.com', { ...form, origin: 'https://otro.example' });
      expect(crossSite.status).toBe(403);

      // The sixth unsigned request of this visitor passes, the seventh waits.
      expect((await server.post('/api/baja', { correo: 'nadie.mas@example.com' })).status).toBe(200);
      const limited = await server.post('/api/baja', { correo: 'other@example.com' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

      // A signed link: opening it shows the address and one button, and changes nothing.
      const page = await fetch(new URL(await signedPath('get@example.com'), server.base));
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('Darme de baja');
      expect(html).toContain('value="get@example.com"');
      expect(html).toContain(`action="${(await signedPath('get@example.com')).replace(/&/g, '&amp;')}"`);
      const head = await fetch(new URL(await signedPath('get@example.com'), server.base), { method: 'HEAD' });
      expect(head.status).toBe(200);

      // Its button, and mail clients' one-click (urlencoded or multipart), unsubscribe with no limit.
      const button = await server.post(await signedPath('signed@example.com'), 'correo=signed%40example.com', oneClick);
      expect([button.status, button.headers.get('location')]).toEqual([303, '/api/resultado?tipo=baja']);
      const rfc8058 = await server.post(await signedPath('OneClick@Example.com'), 'List-Unsubscribe=One-Click', oneClick);
      expect(rfc8058.status).toBe(200);
      expect(await rfc8058.text()).toContain(UNSUBSCRIBED);
      const multipart = new FormData();
      multipart.set('List-Unsubscribe', 'One-Click');
      const inParts = await fetch(new URL(await signedPath('multipart@example.com'), server.base), { method: 'POST', body: multipart });
      expect(inParts.status).toBe(200);
      const repeat = await server.post(await signedPath('oneclick@example.com'), 'List-Unsubscribe=One-Click', oneClick);
      expect(repeat.status).toBe(200);

      // A wrong, another address's or missing signature changes nothing.
      const wrong = await server.post(await signedPath('forged@example.com', 'A'.repeat(43)), 'List-Unsubscribe=One-Click', oneClick);
      expect(wrong.status).toBe(403);
      expect(await wrong.text()).toContain('Este enlace para darte de baja no es válido.');
      const borrowed = await signAddress('other@example.com', SECRET);
      expect((await server.post(await signedPath('forged@example.com', borrowed), 'List-Unsubscribe=One-Click', oneClick)).status).toBe(
        403,
      );
      const missing = await server.post('/api/baja?correo=forged%40example.com', 'List-Unsubscribe=One-Click', oneClick);
      expect(missing.status).toBe(400);
      const wrongJson = await server.post(await signedPath('forged@example.com', 'x'), {});
      expect([wrongJson.status, await wrongJson.json()]).toEqual([
        403,
        { error: 'Este enlace para darte de baja no es válido. Escribe tu correo en la página de baja.' },
      ]);
      const wrongPage = await fetch(new URL(await signedPath('forged@example.com', 'x'), server.base));
      expect(wrongPage.status).toBe(403);
    } finally {
      await server.close();
    }

    await backend.withDb(async (db) => {
      const left = ['json@example.com', '  Form@Example.com ', 'signed@example.com', 'oneclick@example.com', 'multipart@example.com'];
      expect(await subscribers(db)).toEqual(start.filter((correo) => !left.includes(correo)));
      expect(await subscribers(db)).toEqual(
        expect.arrayContaining(['forged@example.com', 'get@example.com', 'lectora@example.com', 'other@example.com']),
      );
      expect((await db.query(OTHER_STATE))[0]).toEqual(before);
    });
  });

  it('exports a row per subscriber with a link the function accepts, and records the notice a subscription was shown', async () => {
    const env = { ...backend.env, UNSUBSCRIBE_SECRET: SECRET, SITE_URL };
    const list = await backend.withDb(subscribers);
    const csv = await exportSubscribers(env);
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe('correo,fecha,enlace_baja,list_unsubscribe');
    const parsed = rows.map((row) => row.split(','));
    expect(parsed.map(([correo]) => correo).sort()).toEqual(list);
    for (const [correo, fecha, link, listUnsubscribe] of parsed) {
      expect(new Date(fecha!).toISOString()).toBe(fecha);
      const url = new URL(link!);
      expect(`${url.origin}${url.pathname}`).toBe(`${SITE_URL}/api/baja`);
      expect(url.searchParams.get('correo')).toBe(correo);
      expect(await verifyAddress(correo!, url.searchParams.get('firma')!, SECRET)).toBe(true);
      expect(listUnsubscribe).toBe(`<${link}>`);
    }

    // The exported link, followed by a mail client's one-click, unsubscribes.
    const link = new URL(parsed.find(([correo]) => correo === 'get@example.com')![2]!);
    const server = await startActionsServer(backend.url, { ...backend.env, ...SETTINGS, RATE_LIMIT: 'off' });
    try {
      const answer = await server.post(`${link.pathname}${link.search}`, 'List-Unsubscribe=One-Click', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(answer.status).toBe(200);
      const subscribed = await server.post('/api/suscribir', { correo: 'aviso@example.com' });
      expect(subscribed.status).toBe(201);
    } finally {
      await server.close();
    }
    await backend.withDb(async (db) => {
      expect(await subscribers(db)).toEqual(['aviso@example.com', ...list.filter((correo) => correo !== 'get@example.com')]);
      const [row] = await db.query<{ aviso_version: string }>("select aviso_version from suscriptor where correo = 'aviso@example.com'");
      expect(row!.aviso_version).toBe(PRIVACY_NOTICE_VERSION);
    });
  });
});

describe('npm run suscriptores:exportar', () => {
  const run = promisify(execFile);
  it('prints the CSV from DATABASE_URL, and says what is missing without SITE_URL or UNSUBSCRIBE_SECRET', async () => {
    const backend = await postgresBackend();
    opened.push(backend);
    const base = { PATH: process.env.PATH ?? '', DATABASE_URL: backend.url };
    const { stdout } = await run(process.execPath, ['scripts/exportSubscribers.ts'], {
      env: { ...base, SITE_URL, UNSUBSCRIBE_SECRET: SECRET },
    });
    expect(stdout.split('\r\n')[0]).toBe('correo,fecha,enlace_baja,list_unsubscribe');
    expect(stdout).toContain(`lectora@example.com,`);
    const failed = await run(process.execPath, ['scripts/exportSubscribers.ts'], { env: base }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringMatching(/SITE_URL.*UNSUBSCRIBE_SECRET/) });
  });
});
