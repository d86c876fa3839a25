// supabase/publish/deploy-hook.sql under the real pg_cron (Debian's postgresql-15-cron, set up
// by .ci/pg-cron.sh: preloaded, jobs in database hormiguero_cron), with the stand-ins for
// pg_net and Vault only. It checks what the stand-in cron.schedule cannot: that the file's
// schedules are ones pg_cron accepts, and that a scheduled run really publishes.
// Without pg_cron on the local server it skips and says why, except on CI, where it fails.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, applySeed } from '@/lib/db/migrations';
import { openPostgres } from '@/lib/db/postgres';
import type { Sql } from '@/lib/db/sql';
import { PG_NET_STAND_IN, VAULT_STAND_IN } from '../helpers/supabaseStandIns';
import { PG_ADMIN_URL } from '../helpers/postgres';

const CRON_DATABASE = 'hormiguero_cron';
const HOOK = 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/produccion';
const FILE_JOBS = ['podar-datos-personales', 'podar-historial-cron', 'publicar-diario', 'publicar-pendiente'];
const PROBE_JOB = 'prueba-publicar';

/** Why pg_cron cannot run jobs here, or null when it can. */
async function pgCronUnavailable(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
    const { rows } = await admin.query<{ preload: string; database: string | null; exists: boolean }>(
      `select current_setting('shared_preload_libraries') as preload,
              current_setting('cron.database_name', true) as database,
              exists (select 1 from pg_database where datname = $1) as exists`,
      [CRON_DATABASE],
    );
    const [setting] = rows as [{ preload: string; database: string | null; exists: boolean }];
    if (!setting.preload.split(',').some((l) => l.trim() === 'pg_cron')) return 'pg_cron is not in shared_preload_libraries';
    if (setting.database !== CRON_DATABASE) return `cron.database_name is ${setting.database ?? 'unset'}, not ${CRON_DATABASE}`;
    if (!setting.exists) return `database ${CRON_DATABASE} does not exist`;
    return null;
  } catch (error) {
    return `no PostgreSQL server to ask (${(error as Error).message})`;
  } finally {
    await admin.end().catch(() => {});
  }
}

const unavailable = await pgCronUnavailable();
const skip = unavailable !== null && !process.env.CI;
if (skip) console.warn(`deployHookPgCron: skipped, ${unavailable} (run .ci/pg-cron.sh as root to set pg_cron up).`);
const title = `deploy-hook.sql under the real pg_cron${skip ? ` (skipped: ${unavailable}; run .ci/pg-cron.sh as root to set it up)` : ''}`;

describe.skipIf(skip)(title, () => {
  let db: Sql;

  beforeAll(async () => {
    if (unavailable) throw new Error(`pg_cron is required on CI: ${unavailable} (.ci/pg-cron.sh sets it up)`);
    const url = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${CRON_DATABASE}` }).href;
    db = await openPostgres(url, { max: 2 });
    // pg_cron's database outlives a run (its scheduler stays connected): start it over from empty.
    await db.exec(`
      drop extension if exists pg_cron cascade;
      drop schema if exists publicacion, net, vault, hormiguero cascade;
      drop schema if exists public cascade;
      create schema public authorization pg_database_owner;
      grant usage on schema public to public;`);
    await applyMigrations(db);
    await applySeed(db);
    await db.exec(PG_NET_STAND_IN + VAULT_STAND_IN);
    await db.query("insert into vault.decrypted_secrets (name, decrypted_secret) values ('cloudflare_deploy_hook', $1)", [HOOK]);
    await db.exec('create extension pg_cron');
    await db.exec(await readFile('supabase/publish/deploy-hook.sql', 'utf8'));
  });

  afterAll(async () => {
    if (!db) return;
    // The minute job would keep running in this database after the tests: remove every job.
    await db.query('select cron.unschedule(jobid) from cron.job where jobname = any($1)', [[...FILE_JOBS, PROBE_JOB]]).catch(() => {});
    await db.close();
  });

  it("schedules the minute job, the daily top 3, the daily prune of its history and of readers' data past its time", async () => {
    const jobs = await db.query<{ jobname: string; schedule: string; database: string; active: boolean }>(
      'select jobname, schedule, database, active from cron.job order by jobname',
    );
    expect(jobs).toEqual([
      { jobname: 'podar-datos-personales', schedule: '17 3 * * *', database: CRON_DATABASE, active: true },
      { jobname: 'podar-historial-cron', schedule: '30 6 * * *', database: CRON_DATABASE, active: true },
      { jobname: 'publicar-diario', schedule: '0 6 * * *', database: CRON_DATABASE, active: true },
      { jobname: 'publicar-pendiente', schedule: '* * * * *', database: CRON_DATABASE, active: true },
    ]);
    // Running the file again updates the jobs in place.
    await db.exec(await readFile('supabase/publish/deploy-hook.sql', 'utf8'));
    expect(await db.query('select jobname from cron.job order by jobname')).toEqual(FILE_JOBS.map((jobname) => ({ jobname })));
  });

  it('runs the publishing job on its own: a pending change is published without anyone calling it', async () => {
    await db.query("update poema set texto = coalesce(texto, '') || ' ' where id = 1");
    // The editors have been quiet long enough.
    await db.query("update publicacion.cambio set creado = creado - interval '5 minutes'");
    const [{ command, jobid }] = (await db.query<{ command: string; jobid: string }>(
      "select command, jobid::text from cron.job where jobname = 'publicar-pendiente'",
    )) as [{ command: string; jobid: string }];
    // pg_cron 1.5+ takes intervals in seconds: the same command every 2 s answers fast; older
    // versions (Debian 12 has 1.4) run the minute job at the next minute.
    const [{ version }] = (await db.query<{ version: string }>(
      "select extversion as version from pg_extension where extname = 'pg_cron'",
    )) as [{ version: string }];
    const [major, minor] = version.split('.').map(Number) as [number, number];
    let watched = jobid;
    if (major > 1 || minor >= 5) {
      watched = (await db.query<{ id: string }>('select cron.schedule($1, $2, $3)::text as id', [PROBE_JOB, '2 seconds', command]))[0]!.id;
    }
    const deadline = Date.now() + 75_000;
    let runs: { status: string; return_message: string }[] = [];
    let posted = 0;
    while (Date.now() < deadline) {
      runs = await db.query(
        "select status, return_message from cron.job_run_details where jobid = $1 and status in ('succeeded', 'failed')",
        [watched],
      );
      posted = Number((await db.query<{ n: string }>("select count(*)::text as n from net.stand_in_request where method = 'POST'"))[0]!.n);
      if (runs.length > 0 && posted > 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(runs[0], 'a run recorded in cron.job_run_details').toMatchObject({ status: 'succeeded' });
    expect(posted).toBe(1);
    const [state] = await db.query<{ estado: string; ultima_llamada: string }>('select estado, ultima_llamada from publicacion.estado');
    expect(state).toEqual({ estado: 'enviada', ultima_llamada: 'cambios' });
  }, 90_000);
});
