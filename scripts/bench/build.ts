// `npm run bench:build`: a synthetic magazine (50 editions, 1,000 authors, 10,000 poems;
// scripts/bench/synthetic-magazine.sql) in a fresh PostgreSQL database, built cold and then
// after typical changes. Prints pages rendered / reused, wall seconds and peak memory per
// build, against the budgets of issue 4. PG_ADMIN_URL picks the server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../../src/lib/db/migrations.ts';
import { openPostgres } from '../../src/lib/db/sql.ts';

const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `hdp_bench_build_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;
const db = await openPostgres(dbUrl);
const tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-bench-build-'));
const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

interface Row {
  build: string;
  'pages rendered': number;
  'pages reused': number;
  'wall s': number;
  'peak MB': number | string;
}

/** One `npm run build` of the synthetic magazine (`--force` goes through Astro even when nothing changed). */
function build(force = false): Promise<Omit<Row, 'build'>> {
  const script = ['scripts/build.ts', ...(force ? ['--force'] : [])];
  const args = timeBin ? ['-f', 'PEAK_KB=%M', process.execPath, ...script] : script;
  const env = { ...process.env, DATABASE_URL: dbUrl, ASTRO_OUT_DIR: path.join(tmp, 'dist'), ASTRO_CACHE_DIR: path.join(tmp, 'cache') };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(timeBin ?? process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c));
    child.stderr.on('data', (c: Buffer) => (log += c));
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`build failed:\n${log.slice(-2000)}`));
      // The summary line of scripts/build.ts.
      const kept = /(\d+) page\(s\) kept/.exec(log);
      const built = /(\d+) page\(s\) rendered, (\d+) reused/.exec(log);
      const [rendered, restored] = kept ? [0, Number(kept[1])] : [Number(built?.[1]), Number(built?.[2])];
      const peak = /PEAK_KB=(\d+)/.exec(log);
      resolve({
        'pages rendered': rendered,
        'pages reused': restored,
        'wall s': Math.round(seconds * 10) / 10,
        'peak MB': peak ? Math.round(Number(peak[1]) / 1024) : 'n/a',
      });
    });
  });
}

const rows: Row[] = [];
const run = async (name: string, change?: string, force = false) => {
  if (change) await db.exec(change);
  rows.push({ build: name, ...(await build(force)) });
  console.log(`  ${name}: ${rows.at(-1)!['wall s']} s`);
};

try {
  console.log('Generating the synthetic magazine...');
  await applyMigrations(db);
  await db.exec(await readFile('scripts/bench/synthetic-magazine.sql', 'utf8'));
  const [counts] = await db.query<Record<string, string>>(
    `select (select count(*) from revista)::text as editions, (select count(*) from autor)::text as authors,
            (select count(*) from poema)::text as poems, (select avg(length(texto))::int::text as chars from poema)`,
  );
  console.log(`  ${counts!.editions} editions, ${counts!.authors} authors, ${counts!.poems} poems (${counts!.chars} characters on average)\n`);

  await run('cold full build');
  await run('no-op rebuild');
  await run('no-op rebuild through Astro (--force)', undefined, true);
  await run(
    'new edition, 200 poems',
    `insert into revista (id, numero, nombre, sintesis, contribuyentes, fecha_publicacion)
       values (51, 51, 'Edición nueva', 'Una edición más.', 'Autora 1001, Autora 1002', '2026-11-01');
     insert into autor (id, nombre, semblanza, tipo_creacion)
       select a, 'Autora ' || a, 'Escribe desde hace poco.', 'creaciones' from generate_series(1001, 1020) a;
     insert into revista_autor select 51, a from generate_series(1001, 1020) a;
     insert into creaciones (id, id_revista, tipo, colaboradores) values (101, 51, 'creaciones', 'Autora 1001');
     insert into poemario (id, titulo, id_autor) select a, 'Libro ' || a, a from generate_series(1001, 1020) a;
     insert into creaciones_poemario select 101, a from generate_series(1001, 1020) a;
     insert into poema (id, titulo, texto, hormigueos, id_autor, id_poemario)
       select p, 'Poema nuevo ' || p, repeat('una línea de la edición nueva' || E'\\n', 12), p % 50, a, a
         from generate_series(10001, 10200) p, lateral (select 1001 + (p - 10001) / 10 as a) x;`,
  );
  await run('one poem text edited', "update poema set texto = texto || E'\\nun verso corregido' where id = 4242");
  await run(
    "hormigueos change an edition's top 3",
    'update poema set hormigueos = 100000 where id = (select min(id) from poema where id_poemario = 130)',
  );

  const cold = rows[0]!['wall s'];
  console.log(`\nBuild benchmark: synthetic magazine on PostgreSQL, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.table(rows);
  const pct = (row: Row) => `${Math.round((row['wall s'] / cold) * 100)}% of cold`;
  console.table([
    { budget: 'cold full build < 120 s', measured: `${cold} s`, met: cold < 120 },
    { budget: 'no-op rebuild < 10% of cold', measured: pct(rows[1]!), met: rows[1]!['wall s'] < cold * 0.1 },
    { budget: '(Astro incremental path alone)', measured: pct(rows[2]!), met: rows[2]!['wall s'] < cold * 0.1 },
    { budget: 'new edition < 20% of cold', measured: pct(rows[3]!), met: rows[3]!['wall s'] < cold * 0.2 },
    { budget: 'poem edit renders ≤ 5 pages', measured: `${rows[4]!['pages rendered']} pages`, met: rows[4]!['pages rendered'] <= 5 },
  ]);
} finally {
  await db.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await rm(tmp, { recursive: true, force: true });
}
