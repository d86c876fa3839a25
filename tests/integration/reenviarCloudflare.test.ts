// POST /api/reenviar in Cloudflare's runtime: the repository's functions/ served by workerd
// through `npm run preview:cloudflare` (scripts/previewCloudflare.ts, what the cloudflare-1280
// Playwright project runs), with FORWARD_TOKEN among its settings and a fresh database behind
// Wrangler's local Hyperdrive. The site is two pages, not a build: the endpoint needs none,
// and the test then costs one Wrangler start. The call is the one Supabase's job records
// (supabase/publish/forwarding-retries.sql over the stand-ins), sent as recorded.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@/lib/db/sql';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { seededPostgres } from '../helpers/seededDatabases';
import { SUPABASE_STAND_INS } from '../helpers/supabaseStandIns';

const TOKEN = 'token-de-reenvio-para-workerd-0123456789abcdef';

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let db: Sql;
let receiver: Receiver;
let siteDir: string;
let wrangler: ChildProcess | undefined;
let origin: string;
let output = '';

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
  receiver = await startReceiver();
  await db.exec(SUPABASE_STAND_INS);
  await db.exec(await readFile('supabase/publish/forwarding-retries.sql', 'utf8'));
  await db.query("insert into vault.decrypted_secrets (name, decrypted_secret) values ('reenvio_token', $1)", [TOKEN]);
  await db.query("update reenvio.ajuste set sitio = 'https://hormiguerodepoemas.example'");
  await db.query('update revista set formspree_url = $1 where id = 1', [receiver.url('/revista')]);

  // A home page to say Wrangler is up, and a 404 page so that Pages does not serve a missing
  // file as the home page (its single-page-app fallback).
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'hdp-reenviar-'));
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
      FORWARD_TOKEN: TOKEN,
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
  await receiver?.close();
  await sample?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

interface Recorded {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The job's latest call, sent to workerd as pg_net would send it (`headers` replaces its headers). */
async function sendLatestCall(headers?: Record<string, string>): Promise<Response> {
  const [call] = await db.query<Recorded>('select url, headers, body from net.stand_in_request order by id desc limit 1');
  return fetch(`${origin}${new URL(call!.url).pathname}`, {
    method: 'POST',
    headers: headers ?? call!.headers,
    body: JSON.stringify(call!.body),
  });
}

describe("the job's call to /api/reenviar, in Cloudflare's runtime", () => {
  it('refuses a wrong token (401) and sends nothing; with the token from Vault, forwards the queued message (200)', async () => {
    await db.query("select hormiguear_poema(5, 'Ana', 'Desde workerd', null)");
    expect((await db.query<{ hecho: string }>('select reenvio.reenviar() as hecho'))[0]!.hecho).toBe('llamada');

    const refused = await sendLatestCall({ 'Content-Type': 'application/json', Authorization: `Bearer ${'x'.repeat(TOKEN.length)}` });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect(await refused.json()).toEqual({ error: 'No autorizado.' });
    expect(receiver.received).toEqual([]);

    const response = await sendLatestCall();
    expect(response.status, output.slice(-2000)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ entregados: 1, fallidos: 0, devueltos: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.body).toMatchObject({ message: 'Desde workerd', mensaje_nombre: 'Ana' });
    expect(await db.query('select estado from hormigueo_entrega')).toEqual([{ estado: 'entregado' }]);

    // Only POST.
    const get = await fetch(`${origin}/api/reenviar`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
  });
});
