// Formspree's rules in Cloudflare's runtime: the repository's functions/ served by workerd
// through `npm run preview:cloudflare` (scripts/previewCloudflare.ts), with SITE_URL,
// FORWARD_TOKEN and FORWARD_PACE among its settings and a fresh database behind Wrangler's local
// Hyperdrive, posting to forms of the Formspree stand-in restricted to the site's domain. The
// essentials of tests/integration/formspreeRules.test.ts, where they depend on the runtime (its
// fetch, its headers, its settings): the posts reach the inbox from the site's pages, a 429
// pauses the form in the database, the pace holds. The site is two pages, not a build, so the
// file costs one Wrangler start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '@/lib/db/sql';
import { startFormspreeStandIn, type FormConfig, type FormspreeStandIn } from '../../scripts/sample/formspreeStandIn';
import { eventually } from '../helpers/receiver';
import { seededPostgres } from '../helpers/seededDatabases';

const TOKEN = 'token-de-reenvio-para-workerd-0123456789abcdef';
const SITE_URL = 'https://hormiguerodepoemas.com';
const DOMAIN = 'hormiguerodepoemas.com';
/** 'Hormiga', by Tomás Echeverri (autor 3), and its page. */
const POEM = 12;
const POEM_PAGE = '/poema/hormiga';

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let db: Sql;
let formspree: FormspreeStandIn;
/** The stand-in's clock; it stands still, so each form's window is exactly as the test fills it. */
const clock = Date.UTC(2026, 10, 10, 12);
let siteDir: string;
let wrangler: ChildProcess | undefined;
let origin: string;
let output = '';
/** The forms a test used, checked after it: nothing filed as spam, nothing twice. */
const used = new Set<string>();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

beforeAll(async () => {
  sample = await seededPostgres();
  db = sample.db;
  formspree = await startFormspreeStandIn({ now: () => clock });

  // A home page to say Wrangler is up, and a 404 page so that Pages does not serve a missing
  // file as the home page (its single-page-app fallback).
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'hdp-formspree-'));
  await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>Hormiguero</title><p>Inicio');
  await writeFile(path.join(siteDir, '404.html'), '<!doctype html><title>No encontrada</title><p>PAGINA NO ENCONTRADA');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  wrangler = spawn(process.execPath, ['scripts/previewCloudflare.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ASTRO_OUT_DIR: siteDir,
      DATABASE_URL: sample.database.url,
      SITE_URL,
      FORWARD_TOKEN: TOKEN,
      FORWARD_PACE: '20/60',
      RATE_LIMIT: 'off',
    },
  });
  wrangler.stdout!.on('data', (chunk) => (output += chunk));
  wrangler.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (wrangler.exitCode !== null) throw new Error(`preview:cloudflare exited (${wrangler.exitCode}):\n${output.slice(-2000)}`);
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`preview:cloudflare did not answer in time:\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

afterAll(async () => {
  if (wrangler && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler!.once('exit', resolve));
    wrangler.kill('SIGTERM');
    await exited;
  }
  await formspree?.close();
  await sample?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

// Each test starts with nothing queued and nothing paused, so a run's counts are its own.
beforeEach(async () => {
  await db.exec('delete from hormigueo_entrega; delete from destino_reenvio;');
});
afterEach(() => {
  for (const form of used) {
    expect(formspree.spam(form), `spam of ${form}`).toEqual([]);
    expect(formspree.duplicates(form), `duplicates in ${form}`).toEqual([]);
  }
  used.clear();
});

/** A form on the stand-in, restricted to the site's domain, as the poem's author's only address. */
async function authorForm(form: string, config: FormConfig = {}): Promise<string> {
  used.add(form);
  const url = formspree.form(form, { restrictTo: DOMAIN, ...config });
  await db.query('update autor set formspree_url = $1 where id = 3', [url]);
  await db.query('update revista set formspree_url = null where id = 1');
  return url;
}

/** n hormigueos left on the poem's page, queued in the database (as the site's writes leave them). */
async function leaveHormigueos(n: number, words: string, pagina: string | null = POEM_PAGE) {
  for (let i = 1; i <= n; i++) {
    await db.query("select hormiguear_poema($1, 'Lectora', $2, null, null, 60, null, $3)", [POEM, `${words} ${i}`, pagina]);
  }
}

/** The call Supabase's job makes: forward what is due, in workerd. */
async function reenviar(): Promise<{ entregados: number; fallidos: number; devueltos: number }> {
  const response = await fetch(`${origin}/api/reenviar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
  });
  expect(response.status, output.slice(-2000)).toBe(200);
  return response.json();
}

const deliveriesTo = (destino: string) =>
  db.query<{ estado: string; intentos: number }>('select estado, intentos from hormigueo_entrega where destino = $1 order by id', [
    destino,
  ]);

describe("Formspree's rules in Cloudflare's runtime", () => {
  it("a hormigueo left on the poem's page is stored with it, and reaches the form's inbox from the poem's URL on the site", async () => {
    const author = await authorForm('workerd-desde-el-poema');
    const response = await fetch(`${origin}/api/hormiguear/poema/${POEM}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: `${origin}${POEM_PAGE}` },
      body: JSON.stringify({ nombre: 'Marta', mensaje: 'Desde workerd' }),
    });
    expect(response.status, output.slice(-2000)).toBe(201);
    expect(await db.query("select pagina from hormigueo where mensaje = 'Desde workerd'")).toEqual([{ pagina: POEM_PAGE }]);
    // The hormigueo kicks the isolate's forwarder after the answer (waitUntil).
    await eventually(async () => (await deliveriesTo(author)).every((d) => d.estado === 'entregado'), 20_000);
    expect(formspree.inbox('workerd-desde-el-poema').map((s) => [s.body.message, s.headers.origin, s.headers.referer])).toEqual([
      ['Desde workerd', SITE_URL, `${SITE_URL}${POEM_PAGE}`],
    ]);
  });

  it("POST /api/reenviar sends what is queued to the form's inbox with the site's Origin and the page as Referer (the home without one)", async () => {
    const author = await authorForm('workerd-reenviar');
    await leaveHormigueos(2, 'Desde la cola');
    await leaveHormigueos(1, 'Sin página', null);
    expect(await reenviar()).toEqual({ entregados: 3, fallidos: 0, devueltos: 0 });
    const received = formspree.inbox('workerd-reenviar').map((s) => ({ message: s.body.message, ...s.headers }));
    expect(received.sort((a, b) => String(a.message).localeCompare(String(b.message)))).toEqual([
      { message: 'Desde la cola 1', origin: SITE_URL, referer: `${SITE_URL}${POEM_PAGE}`, 'content-type': 'application/json' },
      { message: 'Desde la cola 2', origin: SITE_URL, referer: `${SITE_URL}${POEM_PAGE}`, 'content-type': 'application/json' },
      { message: 'Sin página 1', origin: SITE_URL, referer: `${SITE_URL}/`, 'content-type': 'application/json' },
    ]);
    expect((await deliveriesTo(author)).map((d) => [d.estado, d.intentos])).toEqual(Array(3).fill(['entregado', 1]));
  });

  it('a 429 pauses the form in destino_reenvio for the Retry-After, and spends no attempt; the next call sends it nothing', async () => {
    const author = await authorForm('workerd-por-minuto', { perWindow: 1 });
    await leaveHormigueos(3, 'Por minuto');
    expect((await reenviar()).entregados).toBe(1);
    const refused = formspree.refused('workerd-por-minuto');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.status === 429 && r.retryAfter === 60)).toBe(true);
    const [pause] = await db.query<{ motivo: string; segundos: number }>(
      'select motivo, extract(epoch from pausado_hasta - desde)::float as segundos from destino_reenvio where destino = $1',
      [author],
    );
    expect(pause).toEqual({ motivo: 'limite_por_minuto', segundos: 60 });
    expect((await deliveriesTo(author)).filter((d) => d.estado !== 'entregado')).toEqual(
      Array(2).fill({ estado: 'pendiente', intentos: 0 }),
    );

    const posts = formspree.refused('workerd-por-minuto').length;
    expect(await reenviar()).toEqual({ entregados: 0, fallidos: 0, devueltos: 0 });
    expect(formspree.refused('workerd-por-minuto')).toHaveLength(posts);
    expect(formspree.inbox('workerd-por-minuto')).toHaveLength(1);
  });

  it('the answer is read in workerd too: a 2xx reporting a spent quota, a 403 over quota and a deleted form pause the form, and spend no attempt', async () => {
    for (const [form, config, motivo, hours] of [
      ['workerd-cuota-200', { quota: 0, quotaAnswer: 'legacy-200' }, 'cuota_agotada', 6],
      ['workerd-cuota-403', { quota: 0 }, 'cuota_agotada', 6],
      ['workerd-borrado', { state: 'deleted' }, 'formulario_inexistente', null],
    ] as const) {
      await db.exec('delete from hormigueo_entrega; delete from destino_reenvio;');
      const author = await authorForm(form, config);
      await leaveHormigueos(2, form);
      expect((await reenviar()).entregados, form).toBe(0);
      const [pause] = await db.query<{ motivo: string; horas: number | null }>(
        "select motivo, case when pausado_hasta = 'infinity' then null else round(extract(epoch from pausado_hasta - now()) / 3600) end::float as horas from destino_reenvio where destino = $1",
        [author],
      );
      expect(pause, form).toEqual({ motivo, horas: hours });
      expect(await deliveriesTo(author), form).toEqual(Array(2).fill({ estado: 'pendiente', intentos: 0 }));
      expect(formspree.inbox(form), form).toEqual([]);
    }
  });

  it('FORWARD_PACE holds in workerd: of a burst of 25, 20 go within the minute and the form never answers 429', async () => {
    const author = await authorForm('workerd-con-ritmo');
    await leaveHormigueos(25, 'Con ritmo');
    expect(await reenviar()).toEqual({ entregados: 20, fallidos: 0, devueltos: 0 });
    expect(await reenviar()).toEqual({ entregados: 0, fallidos: 0, devueltos: 0 });
    expect(formspree.inbox('workerd-con-ritmo')).toHaveLength(20);
    expect(formspree.refused('workerd-con-ritmo')).toEqual([]);
    expect((await deliveriesTo(author)).filter((d) => d.estado === 'pendiente')).toHaveLength(5);
  });
});
