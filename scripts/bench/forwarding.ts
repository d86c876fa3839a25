// `npm run bench:forwarding`: does pacing a burst below Formspree's 20 posts a minute land it
// sooner than sending as fast as allowed and obeying the 429s? A burst of hormigueos to one
// poet's poems goes through the local server's HTTP endpoint (its own process, on a scratch
// PostgreSQL database with the sample), and the forwarder posts each message to the poet's and
// the magazine's forms on the Formspree stand-in (scripts/sample/formspreeStandIn.ts: Restrict
// to Domain, 20 posts per sliding window, 429 with Retry-After), once with FORWARD_PACE at 20 per
// minute and once unpaced. Time is scaled so a run takes a minute or two: the stand-in's
// "minute" lasts BENCH_MINUTE_MS and the pace is 20 per that; the server retries every
// BENCH_RETRY_SECONDS real seconds. Retry-After stays in whole real seconds (as the stand-in
// rounds it), so a scaled run rounds up coarser than Formspree's real minute does.
// Prints a Markdown table per run and one of the medians; exits non-zero if a message went to
// spam, arrived twice or never arrived.
// BENCH_RUNS (default 1), BENCH_HORMIGUEOS (200), BENCH_CLIENTS (20), BENCH_MINUTE_MS (5000),
// BENCH_RETRY_SECONDS (1), BENCH_TIMEOUT_MINUTES (scaled minutes to wait for the inboxes, 40),
// SITE_URL (https://hormiguerodepoemas.com), PG_ADMIN_URL. BENCH_DUMP=folder keeps each run's
// timeline there (what each form filed and refused, and each delivery's claim and settlement,
// in ms from the first hormigueo), to look into a slow run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, applySeed } from '../../src/lib/db/migrations.ts';
import { openPostgres } from '../../src/lib/db/postgres.ts';
import { slugify } from '../../src/lib/text/slugify.ts';
import { startFormspreeStandIn, type Submission } from '../sample/formspreeStandIn.ts';
import { dropDatabase, recreateDatabase } from '../sample/postgresDatabases.ts';
import { markdownTable } from './markdownTable.ts';

const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS || 1)));
const HORMIGUEOS = Math.max(1, Math.floor(Number(process.env.BENCH_HORMIGUEOS || 200)));
const CLIENTS = Math.max(1, Math.floor(Number(process.env.BENCH_CLIENTS || 20)));
const MINUTE_MS = Math.max(1000, Number(process.env.BENCH_MINUTE_MS || 5000));
const RETRY_SECONDS = Number(process.env.BENCH_RETRY_SECONDS || 1);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES || 40) * MINUTE_MS;
const SITE_URL = process.env.SITE_URL || 'https://hormiguerodepoemas.com';
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** Formspree's form rate limit: posts per minute per form. */
const PER_MINUTE = 20;
const DUMP_DIR = process.env.BENCH_DUMP;
/** Posts per scaled minute the paced mode allows (BENCH_PACE_SENDS): the limit, or a margin under it. */
const PACE_SENDS = Math.max(1, Math.floor(Number(process.env.BENCH_PACE_SENDS || PER_MINUTE)));
const PACE = `${PACE_SENDS}/${MINUTE_MS / 1000}`;

type Mode = 'paced' | 'unpaced';
const MODES: Record<Mode, { label: string; pace: string }> = {
  paced: { label: `paced (FORWARD_PACE=${PACE})`, pace: PACE },
  unpaced: { label: 'unpaced (FORWARD_PACE=off)', pace: 'off' },
};

interface Measure {
  run: number;
  mode: Mode;
  /** From the first hormigueo sent to the last one answered. */
  burstMs: number;
  /** From the first hormigueo sent to the last message filed in each inbox (NaN: not all arrived). */
  poetMs: number;
  magazineMs: number;
  /** The longest wait between two messages filed in one inbox, either form. */
  silenceMs: number;
  posts: number;
  tooMany: number;
  spam: number;
  duplicates: number;
  missing: number;
  /** Deliveries the forwarder claimed and handed back at a run's limits (its warnings). */
  handedBack: number;
  hormigueoErrors: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/hdp_bench_forwarding_${randomBytes(4).toString('hex')}` }).href;
const siteDir = await mkdtemp(path.join(os.tmpdir(), 'hdp-bench-forwarding-'));
const standIn = await startFormspreeStandIn();
await recreateDatabase(dbUrl);
const db = await openPostgres(dbUrl, { max: 2 });
let server: ChildProcess | undefined;

/** Stops the running server and waits for it to close its connections. */
async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((r) => running.once('exit', r));
  running.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
    running.kill('SIGKILL');
    await exited;
  }
}

/** The run's timeline in DUMP_DIR: arrivals and refusals per form, claims and settlements per delivery. */
async function dump(name: string, started: number, forms: Record<string, string>): Promise<void> {
  const rel = (at: number) => at - started;
  const destinos = await db.query<{
    destino: string;
    id: number;
    enviado: number | null;
    entregado: number | null;
    intentos: number;
    motivo: string | null;
  }>(
    `select destino, id::int as id, intentos, motivo,
            (extract(epoch from enviado) * 1000)::float8 as enviado, (extract(epoch from entregado) * 1000)::float8 as entregado
       from hormigueo_entrega where destino = any($1) order by id`,
    [Object.values(forms).map((f) => standIn.form(f))],
  );
  const timeline = Object.fromEntries(
    Object.entries(forms).map(([who, form]) => [
      who,
      {
        inbox: standIn.inbox(form).map((s) => rel(s.at)),
        refused: standIn.refused(form).map((r) => ({ at: rel(r.at), status: r.status, retryAfter: r.retryAfter })),
        deliveries: destinos
          .filter((d) => d.destino === standIn.form(form))
          .map((d) => ({
            id: d.id,
            claimed: d.enviado === null ? null : Math.round(rel(d.enviado)),
            settled: d.entregado === null ? null : Math.round(rel(d.entregado)),
            intentos: d.intentos,
            motivo: d.motivo,
          })),
      },
    ]),
  );
  await mkdir(DUMP_DIR!, { recursive: true });
  await writeFile(
    path.join(DUMP_DIR!, `${name}.json`),
    JSON.stringify({ minuteMs: MINUTE_MS, retrySeconds: RETRY_SECONDS, ...timeline }, null, 1),
  );
}

try {
  await applyMigrations(db);
  await applySeed(db);
  // The poet with the most poems; nobody else has a form, so nothing leaves for elsewhere.
  const [poet] = await db.query<{ id: number; nombre: string }>(
    'select a.id::int as id, a.nombre from autor a join poema p on p.id_autor = a.id group by a.id order by count(*) desc, a.id limit 1',
  );
  if (!poet) throw new Error('the sample has no poet with poems');
  const poems = await db.query<{ id: number; titulo: string }>('select id::int as id, titulo from poema where id_autor = $1 order by id', [
    poet.id,
  ]);
  await db.query('update autor set formspree_url = null where id <> $1', [poet.id]);
  const restrictTo = new URL(SITE_URL).hostname;
  const measures: Measure[] = [];

  console.log(
    `\nForwarding a burst of ${HORMIGUEOS} hormigueos (${CLIENTS} clients, HTTP to the local server on PostgreSQL) to ${poet.nombre}'s ${poems.length} poems: ` +
      `each message to the poet's form and the magazine's, both restricted to ${restrictTo}, ${PER_MINUTE} posts per minute each.\n` +
      `Time scale: a Formspree minute lasts ${MINUTE_MS / 1000} s here (×${(60_000 / MINUTE_MS).toFixed(0)}); the server retries every ${RETRY_SECONDS} s ` +
      `(${((RETRY_SECONDS * 60_000) / MINUTE_MS).toFixed(0)} scaled s). Retry-After is in whole real seconds (${((60 * 1000) / MINUTE_MS).toFixed(0)} scaled s each). ` +
      `Floor: the last of ${HORMIGUEOS} messages to a form can land ${Math.ceil(HORMIGUEOS / PER_MINUTE) - 1} minutes after its first. ${RUNS} run(s), ${os.cpus().length} cores.\n`,
  );

  for (let run = 1; run <= RUNS; run++) {
    // Alternate which mode goes first, so neither always runs on a warmer machine.
    const order: Mode[] = run % 2 ? ['paced', 'unpaced'] : ['unpaced', 'paced'];
    for (const mode of order) measures.push(await measure(run, mode));
  }

  const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : '—');
  const minutes = (ms: number) => (Number.isFinite(ms) ? (ms / MINUTE_MS).toFixed(2) : '—');
  const row = (m: Omit<Measure, 'run' | 'mode'>) => ({
    'burst answered s': seconds(m.burstMs),
    'poet: last message s': seconds(m.poetMs),
    'poet: scaled min': minutes(m.poetMs),
    'magazine: last message s': seconds(m.magazineMs),
    'magazine: scaled min': minutes(m.magazineMs),
    'longest silence s': seconds(m.silenceMs),
    'posts sent': String(m.posts),
    '429s': String(m.tooMany),
    'handed back': String(m.handedBack),
    spam: String(m.spam),
    duplicates: String(m.duplicates),
    'not delivered': String(m.missing),
  });
  console.log(`\nEach run (time from the first hormigueo sent):\n`);
  console.log(markdownTable(measures.map((m) => ({ run: String(m.run), mode: MODES[m.mode].label, ...row(m) }))));
  console.log(`\nMedians of ${RUNS} run(s) (spam, duplicates, not delivered: totals):\n`);
  console.log(
    markdownTable(
      (['paced', 'unpaced'] as const).map((mode) => {
        const runs = measures.filter((m) => m.mode === mode);
        const med = (k: keyof Measure) => median(runs.map((m) => m[k] as number));
        const sum = (k: keyof Measure) => runs.reduce((n, m) => n + (m[k] as number), 0);
        return {
          mode: MODES[mode].label,
          ...row({
            burstMs: med('burstMs'),
            poetMs: med('poetMs'),
            magazineMs: med('magazineMs'),
            silenceMs: med('silenceMs'),
            posts: med('posts'),
            tooMany: med('tooMany'),
            handedBack: med('handedBack'),
            spam: sum('spam'),
            duplicates: sum('duplicates'),
            missing: sum('missing'),
            hormigueoErrors: sum('hormigueoErrors'),
          }),
        };
      }),
    ),
  );
  const bad = measures.filter((m) => m.spam || m.duplicates || m.missing || m.hormigueoErrors);
  if (bad.length) {
    console.error(
      `\nFAILED: ${bad.map((m) => `run ${m.run} ${m.mode}: ${m.spam} in spam, ${m.duplicates} duplicated, ${m.missing} not delivered, ${m.hormigueoErrors} hormigueos refused`).join('; ')}`,
    );
    process.exitCode = 1;
  }

  /** One burst in one mode: a fresh server and fresh forms, the burst, the wait for both inboxes. */
  async function measure(run: number, mode: Mode): Promise<Measure> {
    const poetForm = `poeta-${run}-${mode}`;
    const magazineForm = `revista-${run}-${mode}`;
    const config = { restrictTo, perWindow: PER_MINUTE, windowMs: MINUTE_MS };
    await db.query('update autor set formspree_url = $1 where id = $2', [standIn.form(poetForm, config), poet!.id]);
    await db.query('update revista set formspree_url = $1 where id = 1', [standIn.form(magazineForm, config)]);

    const port = 4500 + Math.floor(Math.random() * 400);
    const child = spawn(process.execPath, ['scripts/serve.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_DIR: siteDir,
        SITE_URL,
        RATE_LIMIT: 'off',
        FORWARD_PACE: MODES[mode].pace,
        FORWARD_RETRY_SECONDS: String(RETRY_SECONDS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    // The forwarder's warnings: one per refused post, one per hand-back at a run's limits.
    let handedBack = 0;
    const stderrTail: string[] = [];
    let partial = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        const back = /stopped at this run's limits; (\d+) claimed/.exec(line);
        if (back) handedBack += Number(back[1]);
        else if (!line.startsWith('Forwarding hormigueo delivery')) stderrTail.push(line);
        if (stderrTail.length > 20) stderrTail.shift();
      }
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && resolve());
      child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${stderrTail.join('\n')}`)));
    });

    const expected = new Set<string>();
    let hormigueoErrors = 0;
    const perClient = Math.ceil(HORMIGUEOS / CLIENTS);
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < perClient; i++) {
          const n = client * perClient + i;
          if (n >= HORMIGUEOS) return;
          const poem = poems[n % poems.length]!;
          const mensaje = `Ráfaga ${run} ${mode}: lector ${client}, mensaje ${i}`;
          expected.add(mensaje);
          const response = await fetch(`http://127.0.0.1:${port}/api/hormiguear/poema/${poem.id}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
              referer: `http://127.0.0.1:${port}/poema/${slugify(poem.titulo)}`,
            },
            body: JSON.stringify({ mensaje, nombre: `Lector ${client}` }),
          });
          await response.arrayBuffer();
          if (response.status !== 201) hormigueoErrors++;
        }
      }),
    );
    const burstMs = Date.now() - started;

    const arrived = (formId: string) => new Set(standIn.inbox(formId).map((s) => String(s.body.message)));
    const complete = (formId: string) => [...expected].every((m) => arrived(formId).has(m));
    const deadline = started + TIMEOUT_MS;
    while (Date.now() < deadline && !(complete(poetForm) && complete(magazineForm))) await sleep(100);
    // Let the forwarder settle what it sent before the server goes, so a late post is counted too.
    for (let waited = 0; waited < 5000; waited += 100) {
      const [waiting] = await db.query<{ n: number }>(
        "select count(*)::int as n from hormigueo_entrega where estado in ('pendiente', 'enviando')",
      );
      if (waiting?.n === 0) break;
      await sleep(100);
    }
    await stopServer();
    if (DUMP_DIR) await dump(`${run}-${mode}`, started, { poet: poetForm, magazine: magazineForm });

    const last = (formId: string) =>
      complete(formId)
        ? Math.max(
            ...standIn
              .inbox(formId)
              .filter((s) => expected.has(String(s.body.message)))
              .map((s) => s.at),
          ) - started
        : NaN;
    const silence = (inbox: readonly Submission[]) => inbox.reduce((max, s, i) => (i ? Math.max(max, s.at - inbox[i - 1]!.at) : max), 0);
    const forms = [poetForm, magazineForm];
    const result: Measure = {
      run,
      mode,
      burstMs,
      poetMs: last(poetForm),
      magazineMs: last(magazineForm),
      silenceMs: Math.max(...forms.map((f) => silence(standIn.inbox(f)))),
      posts: forms.reduce((n, f) => n + standIn.inbox(f).length + standIn.spam(f).length + standIn.refused(f).length, 0),
      tooMany: forms.reduce((n, f) => n + standIn.refused(f).filter((r) => r.status === 429).length, 0),
      spam: forms.reduce((n, f) => n + standIn.spam(f).length, 0),
      duplicates: forms.reduce((n, f) => n + standIn.duplicates(f).length, 0),
      missing: forms.reduce((n, f) => n + [...expected].filter((m) => !arrived(f).has(m)).length, 0),
      handedBack,
      hormigueoErrors,
    };
    console.log(
      `run ${run}, ${MODES[mode].label}: poet ${(result.poetMs / 1000).toFixed(1)} s, magazine ${(result.magazineMs / 1000).toFixed(1)} s, ` +
        `${result.posts} posts, ${result.tooMany} 429s, ${result.missing} not delivered`,
    );
    return result;
  }
} finally {
  await stopServer();
  await standIn.close();
  await db.close();
  await dropDatabase(dbUrl);
  await rm(siteDir, { recursive: true, force: true });
}
