// `npm run bench:actions`: N concurrent readers hormigueando for a fixed time against the
// local server (run as its own process) on the PostgreSQL server, with forwarding to a
// local receiver. Prints requests/s, latency percentiles, errors and the counter check.
// BENCH_CONCURRENCY (default 50), BENCH_SECONDS (default 10), PG_ADMIN_URL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, applySeed } from '../../src/lib/db/migrations.ts';
import { openPostgres } from '../../src/lib/db/sql.ts';

const concurrency = Number(process.env.BENCH_CONCURRENCY || 50);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const POEM = 33;

const dbName = `hdp_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;
const db = await openPostgres(dbUrl);
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

let server: ReturnType<typeof spawn> | undefined;
try {
  await applyMigrations(db);
  await applySeed(db);
  await db.query("update autor set formspree_url = $1 || '/autor'", [receiverUrl]);
  await db.query("update revista set formspree_url = $1 || '/revista' where id = 1", [receiverUrl]);
  const counter = async () => Number((await db.query<{ h: number }>('select hormigueos as h from poema where id = $1', [POEM]))[0]!.h);

  const port = 4500 + Math.floor(Math.random() * 400);
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: siteDir, RATE_LIMIT: 'off', FORWARD_RETRY_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && resolve());
    server!.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const url = `http://127.0.0.1:${port}/api/hormiguear/poema/${POEM}`;

  const before = await counter();
  const latencies: number[] = [];
  let accepted = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, reader) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mensaje: `Lectura ${reader}-${i}`, nombre: `Lector ${reader}` }),
          });
          await response.arrayBuffer();
          if (response.status === 201) accepted++;
          else errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  // Let the server finish forwarding before counting it.
  await new Promise((r) => setTimeout(r, 1500));
  const after = await counter();
  const messages = Number((await db.query<{ n: string }>('select count(*)::text as n from hormigueo'))[0]!.n);
  const delivered = Number((await db.query<{ n: string }>("select count(*)::text as n from hormigueo_entrega where estado = 'entregado'"))[0]!.n);

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(`\nhormiguear a poem: ${concurrency} concurrent readers for ${seconds} s, local server + PostgreSQL 127.0.0.1 (${os.cpus().length} cores)\n`);
  console.table([
    {
      requests: latencies.length,
      'req/s': (latencies.length / elapsed).toFixed(0),
      'p50 ms': pct(50),
      'p95 ms': pct(95),
      'p99 ms': pct(99),
      'max ms': latencies.at(-1)!.toFixed(1),
      errors,
      accepted,
      'counter +': after - before,
      'messages kept': messages,
      forwarded: `${delivered} (receiver got ${forwarded})`,
      'counter check': after - before === accepted && messages === accepted ? 'exact' : 'MISMATCH',
    },
  ]);
  if (after - before !== accepted) process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  receiver.close();
  await db.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await rm(siteDir, { recursive: true, force: true });
}
