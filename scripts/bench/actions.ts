// `npm run bench:actions`: hormigueos per second at 50 and 100 concurrent readers, through
// HTTP (the local server, run as its own process, on the PostgreSQL server, forwarding to a
// local receiver) and through the same SQL function called directly with the same number
// of connections the server uses, and the ratio of the two. Prints one table.
// BENCH_CONCURRENCY (default "50,100"), BENCH_SECONDS (default 10), PG_ADMIN_URL.
// BENCH_DEPLOY_HOOK=1 also measures with supabase/publish/deploy-hook.sql installed (over the
// stand-ins for pg_net, pg_cron and Vault), or with the file it names instead (an older copy);
// BENCH_ROUNDS (default 1) alternates without and with it that many times and prints the
// median of each, so the publishing triggers' cost on hormigueos is read off one table.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, applySeed } from '../../src/lib/db/migrations.ts';
import { openPostgres } from '../../src/lib/db/postgres.ts';
import { SUPABASE_STAND_INS } from '../sample/supabaseStandIns.ts';

const levels = (process.env.BENCH_CONCURRENCY || '50,100')
  .split(',')
  .map((n) => Number(n.trim()))
  .filter((n) => n > 0);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const POEM = 33;
const deployHook = !process.env.BENCH_DEPLOY_HOOK
  ? null
  : process.env.BENCH_DEPLOY_HOOK === '1'
    ? 'supabase/publish/deploy-hook.sql'
    : process.env.BENCH_DEPLOY_HOOK;
const rounds = deployHook ? Math.max(1, Number(process.env.BENCH_ROUNDS || 1)) : 1;
/** The local server's pool (src/lib/db/postgres.ts): the direct calls get as many connections. */
const SERVER_POOL = 10;

interface Measure {
  requests: number;
  accepted: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `concurrency` loops calling `once` for `seconds`; latency of every call. */
async function load(concurrency: number, once: (reader: number, i: number) => Promise<boolean>): Promise<Measure> {
  const latencies: number[] = [];
  let accepted = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, reader) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        const ok = await once(reader, i).catch(() => false);
        if (ok) accepted++;
        else errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { requests: latencies.length, accepted, errors, perSecond: latencies.length / elapsed, p50: pct(50), p99: pct(99) };
}

const dbName = `hdp_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;
const db = await openPostgres(dbUrl, { max: SERVER_POOL });
const siteDir = await mkdtemp(path.join(os.tmpdir(), 'hdp-bench-'));

// Formspree stand-in: counts what it receives.
let forwarded = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    forwarded++;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

let server: ChildProcess | undefined;
const count = async (sql: string) => Number((await db.query<{ n: string }>(`select (${sql})::text as n`))[0]!.n);
try {
  await applyMigrations(db);
  await applySeed(db);
  if (process.env.BENCH_FORWARD !== 'off') await db.query("update autor set formspree_url = $1 || '/autor'", [receiverUrl]);
  if (process.env.BENCH_FORWARD !== 'off')
    await db.query("update revista set formspree_url = $1 || '/revista' where id = 1", [receiverUrl]);

  const port = 4500 + Math.floor(Math.random() * 400);
  server = spawn(
    process.execPath,
    [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), 'scripts/serve.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_DIR: siteDir,
        RATE_LIMIT: 'off',
        FORWARD_RETRY_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && resolve());
    server!.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}/api/hormiguear/poema/${POEM}`;

  const rows: Record<string, string>[] = [];
  const ms = (n: number) => n.toFixed(0);
  /** Without the publishing file, or with it installed over the stand-ins (installed afresh each time). */
  const configure = async (withHook: boolean) => {
    await db.exec('drop schema if exists publicacion cascade');
    if (!withHook || !deployHook) return;
    await db.exec(await readFile(deployHook, 'utf8'));
  };
  if (deployHook) {
    await db.exec(SUPABASE_STAND_INS);
    await db.query("insert into vault.decrypted_secrets (name, decrypted_secret) values ('cloudflare_deploy_hook', 'http://127.0.0.1:9/')");
  }
  const configurations = deployHook ? [false, true] : [false];
  const measured = new Map<string, Record<string, number>[]>();
  for (let round = 0; round < rounds; round++)
    for (const withHook of configurations) {
      await configure(withHook);
      for (const concurrency of levels) {
        const row = await measure(concurrency);
        const key = `${concurrency}|${withHook}`;
        measured.set(key, [...(measured.get(key) ?? []), row]);
      }
    }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  for (const concurrency of levels)
    for (const withHook of configurations) {
      const runs = measured.get(`${concurrency}|${withHook}`)!;
      const m = (k: string) => median(runs.map((r) => r[k]!));
      const row: Record<string, string> = { readers: String(concurrency) };
      if (deployHook) row['deploy-hook.sql'] = withHook ? `with ${path.basename(deployHook)}` : 'without';
      Object.assign(row, {
        'HTTP /s': ms(m('httpPerSecond')),
        'HTTP p50 ms': ms(m('httpP50')),
        'HTTP p99 ms': ms(m('httpP99')),
        'HTTP errors': String(runs.reduce((n, r) => n + r.httpErrors!, 0)),
        'SQL /s': ms(m('sqlPerSecond')),
        'SQL p50 ms': ms(m('sqlP50')),
        'SQL p99 ms': ms(m('sqlP99')),
        'HTTP / SQL': `${((100 * m('httpPerSecond')) / m('sqlPerSecond')).toFixed(0)} %`,
        'counter check': runs.every((r) => r.exact) ? 'exact' : 'MISMATCH',
      });
      if (deployHook) row['publishing triggers per +1'] = `${m('triggerCalls')} (${m('triggerMs').toFixed(3)} ms)`;
      if (deployHook && withHook) {
        const base = measured.get(`${concurrency}|false`)!;
        const ratio = (k: string) => `${((100 * m(k)) / median(base.map((r) => r[k]!)) - 100).toFixed(1)} %`;
        row['vs without (HTTP, SQL)'] = `${ratio('httpPerSecond')}, ${ratio('sqlPerSecond')}`;
      }
      rows.push(row);
    }

  /**
   * What a hormigueo's +1 on the counter costs in publishing triggers, without the noise of a
   * load test: EXPLAIN ANALYZE lists every trigger the UPDATE fired (rolled back after).
   */
  async function triggersPerCounter(): Promise<{ calls: number; ms: number }> {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ 'QUERY PLAN': { Triggers?: { 'Trigger Name': string; Calls: number; Time: number }[] }[] }>(
        `explain (analyze, format json) update poema set hormigueos = coalesce(hormigueos, 0) + 1 where id = ${POEM}`,
      );
      const fired = (rows[0]!['QUERY PLAN'][0]!.Triggers ?? []).filter((t) => t['Trigger Name'].startsWith('publicar'));
      return { calls: fired.reduce((n, t) => n + t.Calls, 0), ms: fired.reduce((n, t) => n + t.Time, 0) };
    } finally {
      await client.query('rollback').catch(() => {});
      await client.end();
    }
  }

  /** One level's HTTP run then its direct SQL run. */
  async function measure(concurrency: number): Promise<Record<string, number>> {
    const before = await count(`select hormigueos from poema where id = ${POEM}`);
    const http = await load(concurrency, async (reader, i) => {
      const response = await fetch(url, {
        method: 'POST',
        // A key per hormigueo, as the island sends it: the database records it with the write.
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ mensaje: `Lectura ${reader}-${i}`, nombre: `Lector ${reader}` }),
      });
      await response.arrayBuffer();
      return response.status === 201;
    });
    const afterHttp = await count(`select hormigueos from poema where id = ${POEM}`);
    // The forwarder catches up after the burst: wait for every delivery to be settled.
    for (let waited = 0; waited < 60_000; waited += 250) {
      if ((await count("select count(*) from hormigueo_entrega where estado in ('pendiente', 'enviando')")) === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const direct = await load(concurrency, async (reader, i) => {
      await db.query('select public.hormiguear_poema($1, $2, $3, null, null, 60, $4)', [
        POEM,
        `Lector ${reader}`,
        `Directa ${reader}-${i}`,
        randomUUID(),
      ]);
      return true;
    });
    const afterDirect = await count(`select hormigueos from poema where id = ${POEM}`);
    const exact = afterHttp - before === http.accepted && afterDirect - afterHttp === direct.accepted;
    if (!exact) process.exitCode = 1;
    const fired = await triggersPerCounter();
    return {
      triggerCalls: fired.calls,
      triggerMs: fired.ms,
      httpPerSecond: http.perSecond,
      httpP50: http.p50,
      httpP99: http.p99,
      httpErrors: http.errors,
      sqlPerSecond: direct.perSecond,
      sqlP50: direct.p50,
      sqlP99: direct.p99,
      exact: exact ? 1 : 0,
    };
  }
  const messages = await count('select count(*) from hormigueo');
  const delivered = await count("select count(*) from hormigueo_entrega where estado = 'entregado'");
  console.log(
    `\nhormiguear a poem for ${seconds} s per run${deployHook ? ` (medians of ${rounds} rounds, alternating without and with ${deployHook})` : ''}: the local server (HTTP, its pool of ${SERVER_POOL} connections, forwarding to a local receiver) ` +
      `and the SQL function called directly (${SERVER_POOL} connections), PostgreSQL on 127.0.0.1, ${os.cpus().length} cores\n`,
  );
  console.table(rows);
  if (rounds > 1)
    for (const [key, runs] of measured) {
      const [concurrency, withHook] = key.split('|');
      const list = (k: string) => runs.map((r) => r[k]!.toFixed(0)).join(', ');
      console.log(
        `${concurrency} readers, ${withHook === 'true' ? 'with' : 'without'} the file, each round: HTTP/s ${list('httpPerSecond')}; SQL/s ${list('sqlPerSecond')}`,
      );
    }
  console.log(
    `Forwarded after the HTTP runs: ${delivered} deliveries settled as delivered, the receiver got ${forwarded}; ${messages} messages kept in all.`,
  );
} finally {
  // Let the server close its connections before its database goes.
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  receiver.close();
  await db.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await rm(siteDir, { recursive: true, force: true });
}
