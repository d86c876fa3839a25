// Publishing on Supabase (supabase/publish/deploy-hook.sql), run as-is on PGlite and on the
// PostgreSQL server with recording stand-ins for pg_net, pg_cron and Vault (Supabase's, not
// ours; see scripts/sample/supabaseStandIns.ts). The hook calls and the live site's checks are
// counted in the stand-in's request table; the job's clock is its p_ahora argument, so no test
// waits for minutes. tests/integration/deployHookPgCron.test.ts runs it under the real pg_cron.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '@/lib/db/sql';
import { seededDatabases, type SeededDatabases } from '../helpers/seededDatabases';
import { SUPABASE_STAND_INS } from '../helpers/supabaseStandIns';
import { createTestDatabase } from '../helpers/postgres';

const DEPLOY_HOOK_SQL = 'supabase/publish/deploy-hook.sql';
const HOOK = 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/produccion';
const PREVIEW_HOOK = 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/vista-previa';

let databases: SeededDatabases;

beforeAll(async () => {
  databases = await seededDatabases();
  const install = await readFile(DEPLOY_HOOK_SQL, 'utf8');
  for (const db of [databases.embedded, databases.postgres]) {
    await db.exec(SUPABASE_STAND_INS);
    await db.query("insert into vault.decrypted_secrets (name, decrypted_secret) values ('cloudflare_deploy_hook', $1)", [HOOK]);
    await db.exec(install);
  }
});

afterAll(() => databases?.close());

describe.each(['embedded', 'postgres'] as const)('one build per burst of edits on Supabase (%s)', (kind) => {
  const db = (): Sql => databases[kind];
  const calls = async () =>
    await db().query<{ url: string; body: { motivo: string } }>(
      "select url, body from net.stand_in_request where method = 'POST' order by id",
    );
  /** One run of the every-minute job, `minutes` after now by its clock. */
  const runJob = async (minutes: number) =>
    (
      await db().query<{ hecho: Record<string, string> }>(
        'select publicacion.publicar(clock_timestamp() + make_interval(secs => $1)) as hecho',
        [minutes * 60],
      )
    )[0]!.hecho;
  /** Cloudflare answers the latest call. */
  const answer = (status: number) =>
    db().query("insert into net._http_response (id, status_code) select max(id), $1 from net.stand_in_request where method = 'POST'", [
      status,
    ]);
  /** The live site answers the latest GET of its version.json: a build that read the database `minutes` from now. */
  const siteAnswers = async (minutes: number) => {
    const [get] = await db().query<{ id: string; url: string; params: Record<string, string> }>(
      "select id::text, url, params from net.stand_in_request where method = 'GET' order by id desc limit 1",
    );
    expect(get, 'a GET of version.json').toBeDefined();
    await db().query(
      `insert into net._http_response (id, status_code, content_type, content)
       select $1::bigint, 200, 'application/json',
              json_build_object('leido', to_char((clock_timestamp() + make_interval(secs => $2)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                'huella', repeat('ab', 32))::text`,
      [get!.id, minutes * 60],
    );
    return get!;
  };
  const situation = async () =>
    (
      await db().query<{ situacion: string; comprobacion_en_vivo: string }>(
        'select situacion, comprobacion_en_vivo from publicacion.estado',
      )
    )[0]!;
  const pending = async () => Number((await db().query<{ n: string }>('select count(*)::text as n from publicacion.cambio'))[0]!.n);

  beforeEach(async () => {
    // Every test starts published and quiet.
    await db().exec(`
      truncate publicacion.cambio, publicacion.llamada, net.stand_in_request, net._http_response restart identity;
      delete from publicacion.destino where nombre <> 'produccion';
      update publicacion.destino set cubierto = 0, dia = (now() at time zone 'America/Mexico_City')::date, sitio = null, situacion = null;
      delete from vault.decrypted_secrets where name <> 'cloudflare_deploy_hook';
      update vault.decrypted_secrets set decrypted_secret = '${HOOK}';`);
  });

  it('installs as-is where pg_net, pg_cron and Vault exist: the job every minute, the top 3 once a day', async () => {
    const jobs = await db().query<{ jobname: string; schedule: string; command: string }>(
      'select jobname, schedule, command from cron.job order by jobname',
    );
    expect(jobs.map((j) => [j.jobname, j.schedule])).toEqual([
      ['podar-datos-personales', '17 3 * * *'],
      ['podar-historial-cron', '30 6 * * *'],
      ['publicar-diario', '0 6 * * *'],
      ['publicar-pendiente', '* * * * *'],
    ]);
    expect(jobs[3]!.command).toContain('publicacion.publicar()');
    expect(jobs[0]!.command).toContain('public.podar_datos_personales()');
    // Its state is durable (a restart keeps it), unlike pg_net's queue.
    const persistence = await db().query<{ relname: string; relpersistence: string }>(
      "select relname::text, relpersistence::text from pg_class where relnamespace = 'publicacion'::regnamespace and relkind = 'r' order by relname",
    );
    expect(persistence).toEqual(['ajuste', 'cambio', 'destino', 'llamada'].map((relname) => ({ relname, relpersistence: 'p' })));
  });

  it('makes no call from a quiet database', async () => {
    for (const minutes of [0, 3, 60, 24 * 60]) await runJob(minutes);
    expect(await calls()).toEqual([]);
  });

  it('makes exactly one call for 200 edits in a burst, once the editors have been quiet two minutes', async () => {
    // An editor's session in the table editor: each cell saved on its own, one statement each.
    const poems = (await db().query<{ id: number }>('select id from poema order by id limit 40')).map((p) => Number(p.id));
    for (let i = 0; i < 150; i++)
      await db().query(`update poema set texto = coalesce(texto, '') || ' ' where id = $1`, [poems[i % poems.length]]);
    for (let i = 0; i < 25; i++) await db().query(`insert into autor (nombre) values ($1)`, [`Autora nueva ${i}`]);
    for (let i = 0; i < 25; i++) await db().query(`update revista set sintesis = sintesis || '.' where id = 1`);
    expect(await pending()).toBe(200);
    expect(await runJob(0)).toEqual({ produccion: 'esperando silencio' });
    expect(await runJob(1)).toEqual({ produccion: 'esperando silencio' });
    expect(await runJob(2.5)).toEqual({ produccion: 'llamada: cambios' });
    // While the call is on its way, nothing more is sent.
    await runJob(3);
    await runJob(3.5);
    expect(await calls()).toEqual([{ url: HOOK, body: { motivo: 'cambios' } }]);
    await answer(200);
    await runJob(4);
    for (const minutes of [5, 30, 120]) await runJob(minutes);
    expect(await calls()).toHaveLength(1);
    expect(await pending()).toBe(0);
    const [state] = await db().query<{ estado: string; codigo: number; cambios_pendientes: string }>(
      'select estado, codigo, cambios_pendientes::text from publicacion.estado',
    );
    expect(state).toEqual({ estado: 'ok', codigo: 200, cambios_pendientes: '0' });
  });

  it('records one change for a statement that edits 100 rows, and none for counters', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id <= 100");
    expect(await pending()).toBe(1);
    await db().query('update poema set hormigueos = hormigueos + 1');
    await db().query("select hormiguear_poema(5, 'Ana', 'Me gustó', null)");
    await db().query('update poema set hormigueos = hormigueos + 1 where id = 5');
    expect(await pending()).toBe(1);
  });

  it('publishes nothing for counter-only updates (hormigueos)', async () => {
    await db().query("select hormiguear_poema(5, 'Ana', 'Me gustó', null)");
    await db().query("select hormiguear_visual(1, 'Luis', 'Qué obra', null)");
    await db().query('update poema set hormigueos = hormigueos + 10 where id between 1 and 20');
    for (const minutes of [3, 15]) await runJob(minutes);
    expect(await calls()).toEqual([]);
  });

  it('calls at the latest ten minutes after the first pending edit when the edits never pause', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 1");
    // That first edit was made eleven minutes ago; another one now.
    await db().query("update publicacion.cambio set creado = creado - interval '11 minutes'");
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 2");
    expect(await runJob(0.5)).toEqual({ produccion: 'llamada: cambios' });
  });

  it('retries a call Cloudflare answered with an error, and keeps the changes pending until a 2xx', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 3");
    await runJob(3);
    await answer(500);
    expect(await runJob(3.5)).toEqual({ produccion: 'reintento en espera' });
    expect(await pending()).toBe(1);
    expect(await runJob(6)).toEqual({ produccion: 'llamada: cambios' });
    await answer(204);
    await runJob(7);
    expect((await calls()).length).toBe(2);
    expect(await pending()).toBe(0);
    const outcomes = await db().query<{ estado: string; codigo: number }>('select estado, codigo from publicacion.llamada order by id');
    expect(outcomes).toEqual([
      { estado: 'error', codigo: 500 },
      { estado: 'ok', codigo: 204 },
    ]);
  });

  it('retries a call whose answer was lost (pg_net forgets on a restart)', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 4");
    await runJob(3);
    // A restart: pg_net's unlogged queue and answers are empty, our tables are not.
    await db().exec('truncate net._http_response');
    expect(await runJob(4)).toEqual({ produccion: 'esperando respuesta' });
    expect(await runJob(8.5)).toEqual({ produccion: 'reintento en espera' });
    expect(await runJob(11)).toEqual({ produccion: 'llamada: cambios' });
    expect((await calls()).length).toBe(2);
    expect(await pending()).toBe(1);
  });

  it('keeps edits made while a call was on its way for the next call', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 6");
    await runJob(3);
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 7");
    await answer(200);
    // The answer settles the first edit; the second waits for its own quiet spell, then its call.
    const [latest] = await db().query<{ age: string }>(
      'select (extract(epoch from clock_timestamp() - max(creado)))::text as age from publicacion.cambio',
    );
    expect(Number(latest!.age)).toBeLessThan(60);
    expect(await runJob(1)).toEqual({ produccion: 'esperando silencio' });
    expect(await pending()).toBe(1);
    expect(await runJob(3)).toEqual({ produccion: 'llamada: cambios' });
    expect((await calls()).length).toBe(2);
  });

  it('makes one call when a scheduled edition falls due, and no more', async () => {
    const [{ fecha }] = (await db().query<{ fecha: string }>(
      "select ((now() at time zone 'America/Mexico_City')::date + 1)::text as fecha",
    )) as [{ fecha: string }];
    await db().query(
      "insert into revista (id, numero, nombre, fecha_publicacion) values (90, 90, 'La edición de mañana', $1::date) on conflict (id) do update set fecha_publicacion = excluded.fecha_publicacion",
      [fecha],
    );
    // Entering it is an edit: one build (it is not public yet), answered.
    await runJob(3);
    await answer(200);
    await runJob(4);
    expect((await calls()).length).toBe(1);
    // Minutes before midnight in Mexico City nothing is due; a minute after, one call.
    const at = async (offset: string) =>
      (
        await db().query<{ hecho: Record<string, string> }>(
          `select publicacion.publicar(($1::date::timestamp at time zone 'America/Mexico_City') + $2::interval) as hecho`,
          [fecha, offset],
        )
      )[0]!.hecho;
    expect(await at('-5 minutes')).toEqual({ produccion: 'nada pendiente' });
    expect(await at('1 minute')).toEqual({ produccion: 'llamada: edicion programada' });
    await answer(200);
    for (const offset of ['2 minutes', '3 minutes', '6 hours']) await at(offset);
    expect((await calls()).map((c) => c.body.motivo)).toEqual(['cambios', 'edicion programada']);
    await db().query('delete from revista where id = 90');
  });

  it("calls each destination once: the editors' preview branch too, which needs no call for due editions", async () => {
    await db().query("insert into vault.decrypted_secrets (name, decrypted_secret) values ('cloudflare_preview_hook', $1)", [PREVIEW_HOOK]);
    await db().query(
      "insert into publicacion.destino (nombre, secreto, programadas, cubierto) values ('vista-previa', 'cloudflare_preview_hook', false, 0)",
    );
    for (let i = 0; i < 20; i++) await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 8");
    expect(await runJob(3)).toEqual({ produccion: 'llamada: cambios', 'vista-previa': 'llamada: cambios' });
    expect((await calls()).map((c) => c.url).sort()).toEqual([HOOK, PREVIEW_HOOK].sort());
    // Answers per destination; changes are forgotten once both published them.
    await db().query('insert into net._http_response (id, status_code) select id, 200 from net.stand_in_request');
    await runJob(4);
    expect(await pending()).toBe(0);
  });

  it('calls nothing without the hook in Vault, keeps the changes, and publishes them once it is stored', async () => {
    await db().query("update vault.decrypted_secrets set decrypted_secret = null where name = 'cloudflare_deploy_hook'");
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 9");
    expect(await runJob(3)).toEqual({ produccion: 'sin secreto en Vault' });
    expect(await calls()).toEqual([]);
    await db().query('update vault.decrypted_secrets set decrypted_secret = $1', [HOOK]);
    expect(await runJob(4)).toEqual({ produccion: 'llamada: cambios' });
  });

  it('runs again without losing what is pending or doubling the triggers', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 10");
    await db().exec(await readFile(DEPLOY_HOOK_SQL, 'utf8'));
    expect(await pending()).toBe(1);
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 10");
    expect(await pending()).toBe(2);
  });

  it('never runs the publishing trigger for a counter: row triggers named by the visible columns, no transition tables', async () => {
    const triggers = await db().query<{ tabla: string; nombre: string; fila: boolean; transicion: boolean; columnas: string | null }>(
      `select c.relname::text as tabla, t.tgname::text as nombre, (t.tgtype & 1) = 1 as fila,
              (t.tgoldtable is not null or t.tgnewtable is not null) as transicion,
              (select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
                 from unnest(t.tgattr::int2[]) k join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = k) as columnas
         from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname like 'publicar%' and not t.tgisinternal order by 1, 2`,
    );
    expect(triggers).toHaveLength(33);
    expect(triggers.every((t) => t.fila && !t.transicion)).toBe(true);
    for (const t of triggers.filter((x) => x.nombre === 'publicar_cambio')) {
      const [{ visibles }] = (await db().query<{ visibles: string }>(`select public.columnas_visibles($1::regclass) as visibles`, [
        `public.${t.tabla}`,
      ])) as [{ visibles: string }];
      expect(t.columnas, t.tabla).toBe(visibles);
      expect(t.columnas, t.tabla).not.toMatch(/hormigueos|actualizado|formspree_url/);
    }
    // Setting a visible column to what it was records nothing; an insert and a delete do.
    await db().query('update poema set titulo = titulo where id = 11');
    expect(await pending()).toBe(0);
    await db().query("insert into manilargos (id, url) values (9001, 'https://example.org/m.jpg')");
    await db().query('delete from manilargos where id = 9001');
    expect(await pending()).toBe(2);
  });

  it("prunes pg_cron's run history older than a week, once a day", async () => {
    const [job] = await db().query<{ command: string }>("select command from cron.job where jobname = 'podar-historial-cron'");
    await db().exec(`
      truncate cron.job_run_details;
      insert into cron.job_run_details (jobid, status, start_time, end_time) values
        (1, 'succeeded', now() - interval '8 days', now() - interval '8 days'),
        (1, 'failed', now() - interval '6 days', now() - interval '6 days'),
        (1, 'succeeded', now() - interval '1 minute', now());`);
    await db().exec(job!.command);
    const kept = await db().query<{ status: string }>('select status from cron.job_run_details order by runid');
    expect(kept.map((k) => k.status)).toEqual(['failed', 'succeeded']);
  });

  it('with no site to check, settles on the 2xx and says the live check is off', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 12");
    await runJob(3);
    await answer(202);
    expect(await runJob(4)).toEqual({ produccion: 'nada pendiente' });
    expect(await pending()).toBe(0);
    expect((await situation()).comprobacion_en_vivo).toMatch(/^desactivada/);
    expect(await db().query("select 1 from net.stand_in_request where method = 'GET'")).toEqual([]);
  });

  it('with a site, settles only once its version.json shows a build that read the database after the call', async () => {
    await db().query("update publicacion.destino set sitio = 'https://hormiguerodepoemas.example'");
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 13");
    expect(await runJob(3)).toEqual({ produccion: 'llamada: cambios' });
    await answer(200);
    // Accepted is not published: the job asks the site, with a query that defeats caches.
    expect(await runJob(4)).toEqual({ produccion: 'esperando el sitio' });
    expect(await pending()).toBe(1);
    const first = await siteAnswers(-30);
    expect(first.url).toBe('https://hormiguerodepoemas.example/version.json');
    expect(first.params.comprobacion).toMatch(/^\d+$/);
    // The live build read the database before the call: not yet.
    expect(await runJob(5)).toEqual({ produccion: 'esperando el sitio' });
    expect(await pending()).toBe(1);
    const second = await siteAnswers(4.5);
    expect(second.params.comprobacion).not.toBe(first.params.comprobacion);
    expect(await runJob(6)).toEqual({ produccion: 'nada pendiente' });
    expect(await pending()).toBe(0);
    expect(await calls()).toHaveLength(1);
    const [state] = await db().query<{ estado: string; comprobacion_en_vivo: string }>(
      'select estado, comprobacion_en_vivo from publicacion.estado',
    );
    expect(state).toEqual({ estado: 'publicada', comprobacion_en_vivo: 'activa: https://hormiguerodepoemas.example/version.json' });
  });

  it('calls again when the site does not show the change within 25 minutes, three calls at most, then says so until a new change', async () => {
    await db().query("update publicacion.destino set sitio = 'https://hormiguerodepoemas.example'");
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 14");
    // Every build 'fails': the site keeps showing one that read the database an hour ago.
    let minute = 3;
    for (let call = 1; call <= 3; call++) {
      expect(await runJob(minute), `call ${call}`).toEqual({ produccion: 'llamada: cambios' });
      await answer(200);
      expect(await runJob(minute + 1)).toEqual({ produccion: 'esperando el sitio' });
      await siteAnswers(-60);
      expect(await runJob(minute + 24)).toEqual({ produccion: 'esperando el sitio' });
      minute += 26;
    }
    expect(await runJob(minute)).toEqual({ produccion: 'detenido' });
    for (const later of [minute + 1, minute + 60, minute + 24 * 60]) expect(await runJob(later)).toEqual({ produccion: 'detenido' });
    expect(await calls()).toHaveLength(3);
    expect(await pending()).toBe(1);
    const { situacion } = await situation();
    expect(situacion).toMatch(/^Detenido tras 3 llamadas sin publicar/);
    const outcomes = await db().query<{ estado: string }>('select estado from publicacion.llamada order by id');
    expect(outcomes.map((o) => o.estado)).toEqual(['no publicada', 'no publicada', 'no publicada']);
    // A new change starts over.
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 14");
    expect(await runJob(minute + 24 * 60 + 3)).toEqual({ produccion: 'llamada: cambios' });
    expect(await calls()).toHaveLength(4);
  });

  it('stops calling a hook that answers 404 (deleted), says why, and starts over with a new change', async () => {
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 15");
    await runJob(3);
    await answer(404);
    for (const minutes of [4, 10, 60, 24 * 60]) expect(await runJob(minutes)).toEqual({ produccion: 'detenido' });
    expect(await calls()).toHaveLength(1);
    expect((await situation()).situacion).toMatch(/^Detenido: el hook respondió 404/);
    await db().query("update poema set texto = coalesce(texto, '') || ' ' where id = 15");
    expect(await runJob(24 * 60 + 3)).toEqual({ produccion: 'llamada: cambios' });
    expect(await calls()).toHaveLength(2);
  });

  it('lets neither the public roles nor anyone else run the job or read its state', async () => {
    const outcomes: string[] = [];
    for (const role of ['anon', 'authenticated']) {
      for (const statement of ['select publicacion.publicar()', 'select * from publicacion.cambio', 'select * from publicacion.estado']) {
        const refused = await asRole(kind, role, statement).then(
          () => 'allowed',
          (error: Error) => (/permission denied/.test(error.message) ? 'denied' : error.message),
        );
        outcomes.push(`${role}: ${refused}`);
      }
    }
    expect(outcomes).toEqual([...Array(3).fill('anon: denied'), ...Array(3).fill('authenticated: denied')]);
  });
});

/** Runs one statement as `role` on a session of its own (PGlite has one; the server, a connection of its own). */
async function asRole(kind: 'embedded' | 'postgres', role: string, statement: string): Promise<void> {
  if (kind === 'embedded') {
    await databases.embedded.exec(`set role ${role}`);
    try {
      await databases.embedded.query(statement);
    } finally {
      await databases.embedded.exec('reset role');
    }
    return;
  }
  const client = new pg.Client({ connectionString: databases.server.url });
  await client.connect();
  try {
    await client.query(`set role ${role}`);
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('installing without Supabase', () => {
  it('says which extension to enable, and changes nothing', async () => {
    const database = await createTestDatabase('hdp_nohook');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await expect(client.query(await readFile(DEPLOY_HOOK_SQL, 'utf8'))).rejects.toThrow(
        /pg_net is not enabled: Database -> Extensions -> pg_net/,
      );
      expect((await client.query("select to_regnamespace('publicacion') as schema")).rows[0].schema).toBeNull();
    } finally {
      await client.end();
      await database.drop();
    }
  });
});
