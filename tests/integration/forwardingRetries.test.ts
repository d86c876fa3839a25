// Forwarding retries on Supabase (supabase/publish/forwarding-retries.sql), run as-is on the
// PostgreSQL server over recording stand-ins for pg_net, pg_cron and Vault (Supabase's, not
// ours; see scripts/sample/supabaseStandIns.ts): the job's calls are read from the stand-in's
// request table and answered as pg_net's worker would, by writing net._http_response; time
// passes by ageing the job's own records, so no test waits. Then the call the job recorded is
// sent, as recorded, to the real endpoint on the local server, over the same database.
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '@/lib/db/sql';
import { startActionsServer } from '../helpers/actionsServer';
import { createTestDatabase } from '../helpers/postgres';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { seededPostgres } from '../helpers/seededDatabases';
import { SUPABASE_STAND_INS } from '../helpers/supabaseStandIns';

const RETRIES_SQL = 'supabase/publish/forwarding-retries.sql';
const SITE = 'https://hormiguerodepoemas.example';
const TOKEN = 'token-de-reenvio-para-las-pruebas-0123456789abcdef';
const TOKEN_SENTENCE = 'El sitio respondió 401: el token de Vault no coincide con FORWARD_TOKEN.';

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let db: Sql;
let receiver: Receiver;

beforeAll(async () => {
  sample = await seededPostgres();
  db = sample.db;
  receiver = await startReceiver();
  await db.exec(SUPABASE_STAND_INS);
  await db.exec(await readFile(RETRIES_SQL, 'utf8'));
  // Each hormigueo goes to one address, the magazine's form, stood in for by the receiver.
  await db.query('update revista set formspree_url = $1 where id = 1', [receiver.url('/revista')]);
});
afterAll(async () => {
  await receiver?.close();
  await sample?.close();
});

beforeEach(async () => {
  // Installed and set up as the file's header says, with nothing queued and no call made.
  await db.exec(`
    truncate reenvio.llamada, net.stand_in_request, net._http_response restart identity;
    delete from hormigueo;
    update reenvio.ajuste set sitio = '${SITE}', secreto = 'reenvio_token';
    delete from vault.decrypted_secrets;
    insert into vault.decrypted_secrets (name, decrypted_secret) values ('reenvio_token', '${TOKEN}');`);
  receiver.received.length = 0;
});

interface Recorded {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  timeout_milliseconds: number;
}

interface Status {
  situacion: string;
  pendientes: string;
  esperando_desde: Date | null;
  en_espera: string;
  sitio: string | null;
  estado_llamada: string | null;
  pendientes_al_llamar: number | null;
  codigo: number | null;
  respuesta: string | null;
  error: string | null;
}

/** One run of the every-minute job, and what it says it did. */
const runJob = async () => (await db.query<{ hecho: string }>('select reenvio.reenviar() as hecho'))[0]!.hecho;
/** What pg_net was asked to send. */
const requests = () =>
  db.query<Recorded>('select id::text, method, url, headers, body, timeout_milliseconds from net.stand_in_request order by id');
/** pg_net's answer to the latest request, as its worker records it. */
const answer = (status: number, content: string) =>
  db.query(
    `insert into net._http_response (id, status_code, content_type, content)
     select max(id), $1, 'application/json; charset=utf-8', $2 from net.stand_in_request`,
    [status, content],
  );
const status = async () => (await db.query<Status>('select * from reenvio.estado'))[0]!;
/** A reader's hormigueo: one delivery to the magazine's form, due at once. */
const hormiguear = (mensaje = 'Me gustó mucho') => db.query("select hormiguear_poema(5, 'Ana', $1, null)", [mensaje]);
/** What the site would have done with the calls made so far: everything delivered. */
const deliverAll = () => db.query("update hormigueo_entrega set estado = 'entregado', entregado = now() where estado <> 'entregado'");
/** Moves the job's records into the past, as if that much time had gone by. */
const age = (minutes: number) =>
  db.query(
    `update reenvio.llamada
        set pedida = pedida - make_interval(mins => $1), resuelta = resuelta - make_interval(mins => $1)`,
    [minutes],
  );

describe('the job that calls the site for due messages (stand-ins for pg_net, pg_cron and Vault)', () => {
  it('is scheduled every minute, and its state is closed to the API roles', async () => {
    const jobs = await db.query<{ jobname: string; schedule: string; command: string }>('select jobname, schedule, command from cron.job');
    expect(jobs).toEqual([{ jobname: 'reenviar-mensajes', schedule: '* * * * *', command: ' select reenvio.reenviar() ' }]);
    const [grants] = await db.query<Record<string, boolean>>(`
      select has_schema_privilege('anon', 'reenvio', 'usage') as anon_schema,
             has_schema_privilege('authenticated', 'reenvio', 'usage') as authenticated_schema,
             has_function_privilege('anon', 'reenvio.reenviar()', 'execute') as anon_job,
             has_function_privilege('authenticated', 'reenvio.reenviar()', 'execute') as authenticated_job,
             has_table_privilege('anon', 'reenvio.estado', 'select') as anon_status,
             has_table_privilege('service_role', 'reenvio.estado', 'select') as server_status,
             has_function_privilege('service_role', 'reenvio.reenviar()', 'execute') as server_job`);
    expect(grants).toEqual({
      anon_schema: false,
      authenticated_schema: false,
      anon_job: false,
      authenticated_job: false,
      anon_status: false,
      server_status: true,
      server_job: true,
    });
  });

  it('with nothing due, a run makes no request and writes nothing', async () => {
    expect(await runJob()).toBe('nada pendiente');
    expect((await status()).situacion).toBe('Sin mensajes pendientes.');
    // Delivered, or failed and waiting for its next attempt: not due either.
    await hormiguear();
    await deliverAll();
    await hormiguear('Otra vez');
    await db.query("update hormigueo_entrega set proximo_intento = now() + interval '10 minutes' where estado = 'pendiente'");
    expect(await runJob()).toBe('nada pendiente');
    expect(await requests()).toEqual([]);
    expect(await db.query('select 1 from reenvio.llamada')).toEqual([]);
    const waiting = await status();
    expect(waiting).toMatchObject({ pendientes: '0', en_espera: '1' });
    expect(waiting.situacion).toBe('Nada que reenviar ahora; 1 esperan su próximo intento (proximo_intento).');
  });

  it('calls <sitio>/api/reenviar once for a due delivery, with the Vault token and time for a whole run; no more until it is answered', async () => {
    await hormiguear();
    expect(await runJob()).toBe('llamada');
    const [call, ...more] = await requests();
    expect(more).toEqual([]);
    expect(call).toMatchObject({
      method: 'POST',
      url: `${SITE}/api/reenviar`,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      body: { pendientes: 1 },
      timeout_milliseconds: 30_000,
    });
    const calling = await status();
    expect(calling).toMatchObject({ situacion: 'Llamando al sitio…', pendientes: '1', estado_llamada: 'enviada', pendientes_al_llamar: 1 });
    expect(calling.esperando_desde).toBeInstanceOf(Date);
    // The token is Vault's alone: the job's records never hold it.
    expect(JSON.stringify(await db.query('select * from reenvio.llamada'))).not.toContain(TOKEN);

    for (let run = 0; run < 3; run++) expect(await runJob()).toBe('esperando respuesta');
    expect(await requests()).toHaveLength(1);

    // The site forwarded it and answered; the next run reads the answer.
    await deliverAll();
    await answer(200, '{"entregados":1,"fallidos":0,"devueltos":0}');
    expect(await runJob()).toBe('nada pendiente');
    expect(await status()).toMatchObject({
      situacion: 'Sin mensajes pendientes.',
      estado_llamada: 'respondida',
      codigo: 200,
      respuesta: '{"entregados":1,"fallidos":0,"devueltos":0}',
      error: null,
    });

    // The next message that falls due gets a call of its own.
    await hormiguear('Otro mensaje');
    expect(await runJob()).toBe('llamada');
    expect(await requests()).toHaveLength(2);
  });

  it('says so when the token does not match, and waits before calling again', async () => {
    await hormiguear();
    await runJob();
    await answer(401, '{"error":"No autorizado."}');
    expect(await runJob()).toBe('reintento en espera');
    expect(await status()).toMatchObject({ situacion: TOKEN_SENTENCE, codigo: 401, estado_llamada: 'error', error: 'HTTP 401' });
    await age(6);
    expect(await runJob()).toBe('llamada');
    expect(await requests()).toHaveLength(2);
  });

  it('takes a call with no answer for lost after three minutes, and calls again five minutes later', async () => {
    await hormiguear();
    await runJob();
    await age(2);
    expect(await runJob()).toBe('esperando respuesta');
    // A restart: pg_net's unlogged queue is gone, and the answer never comes.
    await age(2);
    expect(await runJob()).toBe('reintento en espera');
    const lost = await status();
    expect(lost).toMatchObject({ estado_llamada: 'perdida', codigo: null });
    expect(lost.situacion).toBe(
      'La última llamada falló (no answer (pg_net lost the request, or a restart)); se volverá a llamar pasados 5 minutos.',
    );
    await age(4);
    expect(await runJob()).toBe('reintento en espera');
    await age(2);
    expect(await runJob()).toBe('llamada');
    expect(await requests()).toHaveLength(2);
  });

  it("records a site's error and pg_net's timeout with their reasons", async () => {
    await hormiguear();
    await runJob();
    await answer(503, '{"error":"No se pudo reenviar: la base de datos no respondió. Los mensajes siguen en cola."}');
    await runJob();
    expect(await status()).toMatchObject({ codigo: 503, error: 'HTTP 503', respuesta: expect.stringContaining('siguen en cola') });
    await age(6);
    expect(await runJob()).toBe('llamada');
    await db.query(
      `insert into net._http_response (id, timed_out, error_msg) select max(id), true, 'Timeout of 30000 ms reached' from net.stand_in_request`,
    );
    await runJob();
    const timedOut = await status();
    expect(timedOut).toMatchObject({ estado_llamada: 'error', codigo: null, error: 'Timeout of 30000 ms reached' });
    expect(timedOut.situacion).toMatch(/^La última llamada falló \(Timeout of 30000 ms reached\)/);
  });

  it('calls nothing without the site or the Vault secret, and says which is missing', async () => {
    await hormiguear();
    await db.query("update reenvio.ajuste set sitio = ''");
    expect(await runJob()).toBe('sin sitio');
    expect(await status()).toMatchObject({
      situacion: "Falta el sitio: update reenvio.ajuste set sitio = 'https://hormiguerodepoemas.com';",
      pendientes: '1',
      sitio: null,
    });
    await db.query('update reenvio.ajuste set sitio = $1', [SITE]);
    for (const missing of ["update vault.decrypted_secrets set decrypted_secret = '  '", 'delete from vault.decrypted_secrets']) {
      await db.query(missing);
      expect(await runJob()).toBe('sin secreto');
      expect((await status()).situacion).toBe(
        "Falta el token en Vault: select vault.create_secret('<el FORWARD_TOKEN del sitio>', 'reenvio_token');",
      );
    }
    expect(await requests()).toEqual([]);
    expect(await db.query('select 1 from reenvio.llamada')).toEqual([]);
    // Stored as that sentence says: the call goes out at the next run.
    await db.query("insert into vault.decrypted_secrets (name, decrypted_secret) values ('reenvio_token', $1)", [TOKEN]);
    expect(await runJob()).toBe('llamada');
  });

  it('takes only an https origin for the site', async () => {
    for (const wrong of ['http://hormiguerodepoemas.example', `${SITE}/api/reenviar`, 'hormiguerodepoemas.example'])
      await expect(db.query('update reenvio.ajuste set sitio = $1', [wrong]), wrong).rejects.toThrow(/check constraint/);
    await db.query('update reenvio.ajuste set sitio = $1', [`${SITE}/`]);
    await hormiguear();
    await runJob();
    expect((await requests())[0]!.url).toBe(`${SITE}/api/reenviar`);
  });

  it('keeps its calls a week, and never prunes one on its way', async () => {
    await db.exec(`
      insert into reenvio.llamada (peticion, pedida, pendientes, estado, resuelta) values
        (1, now() - interval '8 days', 1, 'respondida', now() - interval '8 days'),
        (2, now() - interval '6 days', 1, 'respondida', now() - interval '6 days'),
        (3, now() - interval '8 days', 1, 'enviada', null);`);
    await runJob();
    const kept = await db.query<{ peticion: string; estado: string }>('select peticion::text, estado from reenvio.llamada order by id');
    expect(kept).toEqual([
      { peticion: '2', estado: 'respondida' },
      { peticion: '3', estado: 'perdida' },
    ]);
  });

  it('runs again without losing its settings or a call on its way', async () => {
    await db.query("update reenvio.ajuste set reintento = interval '10 minutes'");
    await hormiguear();
    await runJob();
    await db.exec(await readFile(RETRIES_SQL, 'utf8'));
    const [settings] = await db.query<{ sitio: string; reintento: string }>('select sitio, reintento::text from reenvio.ajuste');
    expect(settings).toEqual({ sitio: SITE, reintento: '00:10:00' });
    expect(await db.query('select jobname from cron.job')).toEqual([{ jobname: 'reenviar-mensajes' }]);
    expect(await runJob()).toBe('esperando respuesta');
    await db.query("update reenvio.ajuste set reintento = interval '5 minutes'");
  });
});

describe("the job's call, sent as recorded to the real endpoint (local server, same database)", () => {
  /** The recorded call, sent to the server: its path, headers and body, as pg_net would send them. */
  const send = (base: string, call: Recorded, headers: Record<string, string> = call.headers) =>
    fetch(`${base}${new URL(call.url).pathname}`, { method: call.method, headers, body: JSON.stringify(call.body) });
  /** The endpoint's answer, recorded as pg_net's worker records it. */
  const record = async (call: Recorded, response: Response) =>
    await db.query('insert into net._http_response (id, status_code, content_type, content) values ($1, $2, $3, $4)', [
      call.id,
      response.status,
      response.headers.get('content-type'),
      await response.text(),
    ]);
  const deliveries = () => db.query<{ estado: string }>('select estado from hormigueo_entrega order by id');

  it('forwards the queued message to the poet and answers what it did; a wrong token sends nothing (401)', async () => {
    const server = await startActionsServer(sample.database.url, { FORWARD_TOKEN: TOKEN });
    try {
      await hormiguear('Un mensaje que esperaba');
      expect(await runJob()).toBe('llamada');
      const [call] = await requests();
      const response = await send(server.base, call!);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.clone().json()).toEqual({ entregados: 1, fallidos: 0, devueltos: 0 });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ path: '/revista', body: { message: 'Un mensaje que esperaba', mensaje_nombre: 'Ana' } });
      expect(await deliveries()).toEqual([{ estado: 'entregado' }]);
      await record(call!, response);
      expect(await runJob()).toBe('nada pendiente');
      expect(await status()).toMatchObject({
        situacion: 'Sin mensajes pendientes.',
        codigo: 200,
        respuesta: '{"entregados":1,"fallidos":0,"devueltos":0}',
      });

      // The same call with another token, or none: refused alike, and nothing is sent.
      await hormiguear('Otro');
      expect(await runJob()).toBe('llamada');
      const second = (await requests())[1]!;
      const { Authorization: _, ...unsigned } = second.headers;
      for (const headers of [{ ...second.headers, Authorization: `Bearer ${'x'.repeat(TOKEN.length)}` }, unsigned]) {
        const refused = await send(server.base, second, headers);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toBe('Bearer');
        expect(await refused.clone().json()).toEqual({ error: 'No autorizado.' });
        if (headers === unsigned) await record(second, refused);
      }
      expect(receiver.received).toHaveLength(1);
      expect(await deliveries()).toEqual([{ estado: 'entregado' }, { estado: 'pendiente' }]);
      await runJob();
      expect((await status()).situacion).toBe(TOKEN_SENTENCE);
      // Only POST.
      const get = await fetch(`${server.base}/api/reenviar`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    } finally {
      await server.close();
    }
  });

  it('is not there on a server without FORWARD_TOKEN (404)', async () => {
    const server = await startActionsServer(sample.database.url);
    try {
      await hormiguear();
      await runJob();
      const [call] = await requests();
      const response = await send(server.base, call!);
      expect(response.status).toBe(404);
      expect(receiver.received).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('installing without Supabase', () => {
  it('says which extension to enable, or that the migrations come first, and changes nothing', async () => {
    const database = await createTestDatabase('hdp_noretries');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const install = await readFile(RETRIES_SQL, 'utf8');
      await expect(client.query(install)).rejects.toThrow(/pg_net is not enabled: Database -> Extensions -> pg_net/);
      await client.query(SUPABASE_STAND_INS);
      await expect(client.query(install)).rejects.toThrow(/Run the migrations \(supabase\/migrations\) first/);
      expect((await client.query("select to_regnamespace('reenvio') as schema")).rows[0].schema).toBeNull();
    } finally {
      await client.end();
      await database.drop();
    }
  });
});
