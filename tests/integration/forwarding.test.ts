import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardDue } from '../../functions/_lib/forward';
import { createSqlStore } from '../../functions/_lib/store/sqlStore';
import type { Sql } from '@/lib/db/sql';
import { startActionsServer } from '../helpers/actionsServer';
import type { TestDatabase } from '../helpers/postgres';
import { seededPostgres } from '../helpers/seededDatabases';
import { eventually, startReceiver, type Receiver } from '../helpers/receiver';
import { runNode } from '../helpers/run';

let database: TestDatabase;
let db: Sql;
let sample: Awaited<ReturnType<typeof seededPostgres>>;

beforeAll(async () => {
  sample = await seededPostgres();
  ({ db, database } = sample);
});
afterAll(() => sample?.close());

const quiet = { warn: () => {} };

/** Points poem 12's author (Tomás Echeverri, id 3) and revista 1 at these addresses. */
async function forwardTo(author: string | null, magazine: string | null) {
  await db.query('update autor set formspree_url = $1 where id = 3', [author]);
  await db.query('update revista set formspree_url = $1 where id = 1', [magazine]);
}

const deliveriesOf = (hormigueo: number) =>
  db.query<{ destino: string; estado: string; intentos: number; ultimo_error: string | null; debido: boolean }>(
    `select destino, estado, intentos, ultimo_error, proximo_intento <= now() as debido
       from hormigueo_entrega where id_hormigueo = $1 order by destino`,
    [hormigueo],
  );
const makeDue = () => db.query("update hormigueo_entrega set proximo_intento = now() where estado = 'pendiente'");

describe('forwarding a hormigueo', () => {
  it("POSTs the reader's message as JSON to the author's and the magazine's addresses, after answering", async () => {
    const receiver = await startReceiver({ delayMs: 300 });
    const server = await startActionsServer(database.url, { RATE_LIMIT: 'off' });
    try {
      await forwardTo(receiver.url('/autor'), receiver.url('/revista'));
      const started = Date.now();
      const response = await server.post('/api/hormiguear/poema/12', { mensaje: 'Qué poema tan hermoso', nombre: 'Marta' });
      // The reader is thanked once the database has committed, not after the slow receiver.
      expect(response.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(300);
      await eventually(() => receiver.received.length === 2);
      const byPath = Object.fromEntries(receiver.received.map((r) => [r.path, r]));
      expect(Object.keys(byPath).sort()).toEqual(['/autor', '/revista']);
      expect(byPath['/autor']!.contentType).toBe('application/json');
      expect(byPath['/autor']!.body).toEqual({
        mensaje_nombre: 'Marta',
        message: 'Qué poema tan hermoso',
        poema: 'Hormiga',
        poemario: expect.any(String),
        autor: 'Tomás Echeverri',
        fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(byPath['/revista']!.body).toEqual(byPath['/autor']!.body);
      const { hormigueo } = (await db.query<{ hormigueo: number }>('select max(id)::int as hormigueo from hormigueo'))[0]!;
      await eventually(async () => (await deliveriesOf(hormigueo)).every((d) => d.estado === 'entregado'));
    } finally {
      await server.close();
      await receiver.close();
    }
  });

  it('keeps the message when the receiver is down, and delivers it once when it is back', async () => {
    const probe = await startReceiver();
    const port = probe.port;
    await probe.close(); // nothing listens on this port now
    const server = await startActionsServer(database.url, { RATE_LIMIT: 'off' });
    let receiver: Receiver | undefined;
    try {
      await forwardTo(`http://127.0.0.1:${port}/autor`, null);
      const response = await server.post('/api/hormiguear/poema/12', { mensaje: 'Para cuando vuelvas' });
      expect(response.status).toBe(201);
      const { hormigueo } = (await db.query<{ hormigueo: number }>('select max(id)::int as hormigueo from hormigueo'))[0]!;
      await eventually(
        async () => (await deliveriesOf(hormigueo))[0]?.intentos === 1 && (await deliveriesOf(hormigueo))[0]?.estado === 'pendiente',
      );
      const [failed] = await deliveriesOf(hormigueo);
      expect(failed!.ultimo_error).toMatch(/ECONNREFUSED|fetch failed/);
      const [message] = await db.query<{ mensaje: string }>('select mensaje from hormigueo where id = $1', [hormigueo]);
      expect(message!.mensaje).toBe('Para cuando vuelvas');

      // Not due yet (backoff): a retry now sends nothing.
      const store = createSqlStore(db);
      expect(await forwardDue(store, { log: quiet })).toEqual({ delivered: 0, failed: 0, returned: 0 });

      receiver = await startReceiver({ port });
      await makeDue();
      // Two forwarders at once (the server's timer and `npm run forward:retry`): still once.
      const results = await Promise.all([forwardDue(store, { log: quiet }), forwardDue(store, { log: quiet })]);
      expect(results.reduce((n, r) => n + r.delivered, 0)).toBe(1);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.body.message).toBe('Para cuando vuelvas');
      await makeDue();
      expect(await forwardDue(store, { log: quiet })).toEqual({ delivered: 0, failed: 0, returned: 0 });
      expect(receiver.received).toHaveLength(1);
      expect((await deliveriesOf(hormigueo))[0]).toMatchObject({ estado: 'entregado', intentos: 2, ultimo_error: null });
    } finally {
      await server.close();
      await receiver?.close();
    }
  });

  it('times out a slow receiver and retries it later', async () => {
    const slow = await startReceiver({ delayMs: 1500 });
    try {
      await forwardTo(slow.url('/lento'), null);
      const store = createSqlStore(db);
      const { hormigueo } = await store.hormiguearPoem(12, { nombre: '', mensaje: 'sin prisa' });
      expect(await forwardDue(store, { hormigueo, timeoutMs: 200, log: quiet })).toEqual({ delivered: 0, failed: 1, returned: 0 });
      expect((await deliveriesOf(hormigueo))[0]).toMatchObject({ estado: 'pendiente', ultimo_error: 'no answer within 200 ms' });
    } finally {
      await slow.close();
    }
  });

  it('treats an error answer from the receiver as a failure to retry', async () => {
    const broken = await startReceiver({ status: 500 });
    try {
      await forwardTo(broken.url('/roto'), null);
      const store = createSqlStore(db);
      const { hormigueo } = await store.hormiguearPoem(12, { nombre: '', mensaje: 'otra vez' });
      expect(await forwardDue(store, { hormigueo, log: quiet })).toEqual({ delivered: 0, failed: 1, returned: 0 });
      expect((await deliveriesOf(hormigueo))[0]).toMatchObject({ estado: 'pendiente', ultimo_error: 'HTTP 500' });
    } finally {
      await broken.close();
    }
  });

  it('hands claimed deliveries it did not send back to the queue, due at once and not counted as tried', async () => {
    const store = createSqlStore(db);
    await forwardTo('http://127.0.0.1:9/autor', 'http://127.0.0.1:9/revista');
    const { hormigueo } = await store.hormiguearPoem(12, { nombre: '', mensaje: 'de vuelta a la cola' });
    const claimed = await store.claimDeliveries({ limit: 10, hormigueo });
    expect(claimed).toHaveLength(2);
    expect((await deliveriesOf(hormigueo)).map((d) => d.estado)).toEqual(['enviando', 'enviando']);
    await store.releaseDeliveries!(claimed.map((d) => d.id));
    expect(await deliveriesOf(hormigueo)).toEqual([
      expect.objectContaining({ estado: 'pendiente', intentos: 0, debido: true }),
      expect.objectContaining({ estado: 'pendiente', intentos: 0, debido: true }),
    ]);
    // A settled delivery is not taken back.
    const [again] = await store.claimDeliveries({ limit: 1, hormigueo });
    await store.resolveDeliveries([{ id: again!.id, delivered: true }]);
    await store.releaseDeliveries!([again!.id]);
    expect((await deliveriesOf(hormigueo)).map((d) => d.estado).sort()).toEqual(['entregado', 'pendiente']);
  });

  it('starts no send that could not end by the deadline: the rest waits for the next run, and is sent once', async () => {
    const receiver = await startReceiver({ delayMs: 800 });
    try {
      await forwardTo(receiver.url('/autor'), receiver.url('/revista'));
      const store = createSqlStore(db);
      const { hormigueo } = await store.hormiguearPoem(12, { nombre: '', mensaje: 'con el tiempo justo' });
      // One at a time: the first send ends at about 0.8 s, when a second could run until 2.8 s.
      const options = { hormigueo, concurrency: 1, timeoutMs: 2000, log: quiet };
      const first = await forwardDue(store, { ...options, deadline: Date.now() + 2500 });
      expect(first).toEqual({ delivered: 1, failed: 0, returned: 1 });
      expect(receiver.received).toHaveLength(1);
      const states = await deliveriesOf(hormigueo);
      expect(states.map((d) => d.estado).sort()).toEqual(['entregado', 'pendiente']);
      expect(states.find((d) => d.estado === 'pendiente')).toMatchObject({ intentos: 0, debido: true });

      expect(await forwardDue(store, options)).toEqual({ delivered: 1, failed: 0, returned: 0 });
      expect(receiver.received.map((r) => r.path).sort()).toEqual(['/autor', '/revista']);
      expect((await deliveriesOf(hormigueo)).every((d) => d.estado === 'entregado' && d.intentos === 1)).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('npm run forward:retry delivers everything that is due and says so', async () => {
    const receiver = await startReceiver();
    try {
      await db.query("update hormigueo_entrega set destino = $1, proximo_intento = now() where estado = 'pendiente'", [
        receiver.url('/reintento'),
      ]);
      const pending = (await db.query<{ n: number }>("select count(*)::int as n from hormigueo_entrega where estado = 'pendiente'"))[0]!.n;
      expect(pending).toBeGreaterThan(0);
      const run = await runNode(['scripts/forwardRetry.ts'], { DATABASE_URL: database.url });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`${pending} delivered, 0 failed`);
      expect(receiver.received).toHaveLength(pending);
    } finally {
      await receiver.close();
    }
  });
});
