// `npm run bench:build`: a synthetic magazine (50 editions, 1,000 authors, 10,000 poems;
// scripts/bench/syntheticMagazine.sql) in a fresh PostgreSQL database, built cold and then
// after typical changes. Prints pages rendered / reused, wall seconds, the search index's
// seconds and share, and peak memory per build, against the publishing budgets.
// PG_ADMIN_URL picks the server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { poemCeiling, type OutputSize } from '../../src/lib/hosting/cloudflareLimits.ts';
import { createSyntheticMagazine } from './syntheticMagazine.ts';

console.log('Generating the synthetic magazine...');
const magazine = await createSyntheticMagazine('hdp_bench_build');
const { db, url: dbUrl } = magazine;
console.log(`  ${magazine.description}\n`);
const tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-bench-build-'));
const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

interface Row {
  build: string;
  'pages rendered': number;
  'pages reused': number;
  'wall s': number;
  /** Building the search index, inside the build (0 when its pages had not changed). */
  'index s': number;
  /** Pages written to the index: all (full) or those changed since the full one (delta). */
  'index pages': string;
  'index share': string;
  'peak MB': number | string;
  /** Cards of shared links drawn by this build, and the seconds the cards took (beside Astro). */
  'cards drawn': string;
  /** Files in the output, against Cloudflare Pages' per-deploy limit (from the content report). */
  files: string;
}

/** '33,900 / 20,000 (5,899 poems fit)': the build's files against the Pages limit, as its content report says. */
async function outputFiles(outDir: string): Promise<string> {
  const report = JSON.parse(await readFile(path.join(outDir, 'informe-contenido.json'), 'utf8')) as { output?: OutputSize };
  if (!report.output) return 'n/a';
  const fmt = (n: number) => n.toLocaleString('en-US');
  const ceiling = poemCeiling(report.output);
  return `${fmt(report.output.files)} / ${fmt(report.output.limit)}${ceiling === null ? '' : ` (${fmt(ceiling)} poems fit)`}`;
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
    child.on('exit', async (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`build failed:\n${log.slice(-2000)}`));
      // The summary line of scripts/build.ts.
      const kept = /(\d+) page\(s\) kept/.exec(log);
      const built = /(\d+) page\(s\) rendered, (\d+) reused/.exec(log);
      const [rendered, restored] = kept ? [0, Number(kept[1])] : [Number(built?.[1]), Number(built?.[2])];
      const peak = /PEAK_KB=(\d+)/.exec(log);
      const indexed = /search index: (full|delta) \((\d+) of \d+ pages\) in ([\d.]+) s/.exec(log);
      const indexSeconds = indexed ? Number(indexed[3]) : 0;
      const cards = /Cards of shared links: \d+, (\d+) drawn \(([\d.]+) s\)/.exec(log);
      resolve({
        'pages rendered': rendered,
        'pages reused': restored,
        'wall s': Math.round(seconds * 10) / 10,
        'index s': indexSeconds,
        'index pages': indexed ? `${indexed[2]} (${indexed[1]})` : 'unchanged',
        'index share': `${Math.round((indexSeconds / seconds) * 100)}%`,
        'peak MB': peak ? Math.round(Number(peak[1]) / 1024) : 'n/a',
        'cards drawn': cards ? `${Number(cards[1]).toLocaleString('en-US')} (${cards[2]} s)` : 'n/a',
        files: await outputFiles(env.ASTRO_OUT_DIR),
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
  await run('one poem deleted', 'delete from poema where id = 4243');
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
  await magazine.drop();
  await rm(tmp, { recursive: true, force: true });
}
