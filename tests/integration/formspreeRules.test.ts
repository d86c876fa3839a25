// Forwarding by Formspree's documented rules, on PostgreSQL with the sample magazine: each
// hormigueo is posted to forms of the Formspree stand-in (scripts/sample/formspreeStandIn.ts)
// restricted to the site's domain, as the poets' and the magazine's forms should be, and each
// rule the forwarder must live by is shown from the reader's and the editors' side: the
// message reaches the inbox (never the spam folder), a form that refuses for a while pauses
// without spending attempts, a form that is gone waits for the editors, a message refused for
// good is listed for them. Time passes without waiting: the database's by moving its
// timestamps back, the stand-in's on its injected clock.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '@/lib/db/sql';
import { forwardDue, type ForwardOptions } from '../../functions/_lib/forward';
import { createSqlStore } from '../../functions/_lib/store/sqlStore';
import type { Store } from '../../functions/_lib/store/types';
import { startFormspreeStandIn, type FormConfig, type FormspreeStandIn, type QuotaAnswer } from '../../scripts/sample/formspreeStandIn';
import { startActionsServer } from '../helpers/actionsServer';
import type { TestDatabase } from '../helpers/postgres';
import { eventually } from '../helpers/receiver';
import { seededPostgres } from '../helpers/seededDatabases';

/** The site's public origin, and the domain its forms are restricted to. */
const SITE_URL = 'https://hormiguerodepoemas.com';
const DOMAIN = 'hormiguerodepoemas.com';
/** 'Hormiga', by Tomás Echeverri (autor 3), and its page. */
const POEM = 12;
const POEM_PAGE = '/poema/hormiga';
const POET = 'Tomás Echeverri';

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let db: Sql;
let database: TestDatabase;
let store: Store;
let formspree: FormspreeStandIn;
/** The stand-in's clock: a month, or a rate window, passes when a test says so. */
let clock = Date.UTC(2026, 10, 10, 12);
/** The forms a test used, checked after it: nothing filed as spam, nothing twice. */
const used = new Set<string>();

beforeAll(async () => {
  sample = await seededPostgres();
  ({ db, database } = sample);
  store = createSqlStore(db);
  formspree = await startFormspreeStandIn({ now: () => clock });
});
afterAll(async () => {
  await formspree?.close();
  await sample?.close();
});

// Each test starts with nothing queued and nothing paused, so a run's counts are its own.
beforeEach(async () => {
  await db.exec('delete from hormigueo_entrega; delete from destino_reenvio;');
});
afterEach(() => {
  for (const form of used) {
    expect(formspree.spam(form), `spam of ${form}`).toEqual([]);
    expect(formspree.duplicates(form), `duplicates in ${form}`).toEqual([]);
  }
  used.clear();
});

const quiet = { warn: () => {} };
const nothing = { delivered: 0, failed: 0, returned: 0 };

/** A form on the stand-in, restricted to the site's domain ('Restrict to Domain'); its URL. */
function restrictedForm(form: string, config: FormConfig = {}): string {
  used.add(form);
  return formspree.form(form, { restrictTo: DOMAIN, ...config });
}

/** Points the poem's author and the magazine (revista 1) at these addresses. */
async function forwardTo(author: string | null, magazine: string | null) {
  await db.query('update autor set formspree_url = $1 where id = 3', [author]);
  await db.query('update revista set formspree_url = $1 where id = 1', [magazine]);
}

/** n hormigueos a reader leaves on the poem's page, queued and not yet forwarded; their ids. */
async function leaveHormigueos(n: number, words: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const { hormigueo } = await store.hormiguearPoem(POEM, { nombre: 'Lectora', mensaje: `${words} ${i}`, pagina: POEM_PAGE });
    ids.push(hormigueo);
  }
  return ids;
}

/** One forwarding run, as the site's forwarder does it (from SITE_URL). */
const forward = (options: ForwardOptions = {}) => forwardDue(store, { site: SITE_URL, log: quiet, ...options });

interface DeliveryRow {
  hormigueo: number;
  estado: string;
  intentos: number;
  motivo: string | null;
  ultimo_error: string | null;
  debido: boolean;
  /** Seconds until it is due again. */
  espera: number;
}

const deliveriesTo = (destino: string) =>
  db.query<DeliveryRow>(
    `select id_hormigueo::int as hormigueo, estado, intentos, motivo, ultimo_error, proximo_intento <= now() as debido,
            extract(epoch from proximo_intento - now())::float as espera
       from hormigueo_entrega where destino = $1 order by id`,
    [destino],
  );

/** The destination's pause: why, for how long from when it started, and what the receiver said. */
async function pauseOf(destino: string) {
  const [row] = await db.query<{
    motivo: string;
    segundos: number | null;
    restante: number | null;
    hasta_que_actuen: boolean;
    detalle: string;
  }>(
    `select motivo, detalle, pausado_hasta = 'infinity' as hasta_que_actuen,
            case when pausado_hasta <> 'infinity' then extract(epoch from pausado_hasta - desde)::float end as segundos,
            case when pausado_hasta <> 'infinity' then extract(epoch from pausado_hasta - now())::float end as restante
       from destino_reenvio where destino = $1`,
    [destino],
  );
  return row ?? null;
}

/** What the editors read for a destination in publicacion.entregas. */
async function listedFor(destino: string) {
  const [row] = await db.query<{
    para: string;
    esperan: number;
    fallidos: number;
    pausa: string | null;
    ultimo_error: string | null;
    situacion: string;
  }>('select para, esperan::int, fallidos::int, pausa, ultimo_error, situacion from publicacion.entregas where destino = $1', [destino]);
  return row ?? null;
}

/** The database's clock past a destination's pause: the pause is over and its messages are due. */
async function endPause(destino: string) {
  await db.query("update destino_reenvio set pausado_hasta = now() - interval '1 second' where destino = $1", [destino]);
  await db.query("update hormigueo_entrega set proximo_intento = now() - interval '1 second' where destino = $1 and estado = 'pendiente'", [
    destino,
  ]);
}

/** The words of the messages in a form's inbox, sorted. */
const inboxWords = (form: string) =>
  formspree
    .inbox(form)
    .map((s) => String(s.body.message))
    .sort();
const wordsOf = (n: number, words: string) => Array.from({ length: n }, (_, i) => `${words} ${i + 1}`).sort();

describe('a hormigueo left on a poem page', () => {
  it("is stored with its page, and reaches the poet's and the magazine's inboxes, not spam, from the poem's URL on the site", async () => {
    const author = restrictedForm('poeta-desde-el-poema');
    const magazine = restrictedForm('revista-desde-el-poema');
    await forwardTo(author, magazine);
    const server = await startActionsServer(database.url, { RATE_LIMIT: 'off', SITE_URL });
    try {
      // The island sends JSON from the poem's page; the browser adds the page as the Referer.
      const island = await server.post(
        `/api/hormiguear/poema/${POEM}`,
        { nombre: 'Marta', mensaje: 'Desde la isla' },
        { 'content-type': 'application/json', referer: `${server.base}${POEM_PAGE}` },
      );
      expect(island.status).toBe(201);
      // Without JavaScript the form posts itself, and says where it was in `volver`.
      const plain = await server.post(
        `/api/hormiguear/poema/${POEM}`,
        `nombre=Luis&mensaje=Sin+JavaScript&volver=${encodeURIComponent(POEM_PAGE)}`,
        {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.base,
        },
      );
      expect(plain.status).toBe(303);

      const stored = await db.query<{ mensaje: string; pagina: string | null }>(
        "select mensaje, pagina from hormigueo where mensaje in ('Desde la isla', 'Sin JavaScript') order by id",
      );
      expect(stored).toEqual([
        { mensaje: 'Desde la isla', pagina: POEM_PAGE },
        { mensaje: 'Sin JavaScript', pagina: POEM_PAGE },
      ]);

      await eventually(async () => {
        const rows = [...(await deliveriesTo(author)), ...(await deliveriesTo(magazine))];
        return rows.length === 4 && rows.every((d) => d.estado === 'entregado');
      });
      for (const form of ['poeta-desde-el-poema', 'revista-desde-el-poema']) {
        expect(inboxWords(form)).toEqual(['Desde la isla', 'Sin JavaScript']);
        for (const { headers } of formspree.inbox(form)) {
          expect(headers).toEqual({ origin: SITE_URL, referer: `${SITE_URL}${POEM_PAGE}`, 'content-type': 'application/json' });
        }
      }
      expect(formspree.inbox('poeta-desde-el-poema')[0]!.body).toMatchObject({ poema: 'Hormiga', autor: POET, mensaje_nombre: 'Marta' });
    } finally {
      await server.close();
    }
  });

  it("without a known page still reaches the inbox, posted from the site's home", async () => {
    const author = restrictedForm('poeta-sin-pagina');
    await forwardTo(author, null);
    const { hormigueo } = await store.hormiguearPoem(POEM, { nombre: '', mensaje: 'De no se sabe dónde' });
    expect((await db.query('select pagina from hormigueo where id = $1', [hormigueo]))[0]).toEqual({ pagina: null });
    expect(await forward()).toEqual({ delivered: 1, failed: 0, returned: 0 });
    expect(formspree.inbox('poeta-sin-pagina').map((s) => s.headers)).toEqual([
      { origin: SITE_URL, referer: `${SITE_URL}/`, 'content-type': 'application/json' },
    ]);
  });
});

/** A receiver that answers every post with this status and body: the shapes Formspree's stand-in never gives. */
async function answering(status: number, body: string, contentType: string | null) {
  let posts = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      posts++;
      response.writeHead(status, contentType ? { 'content-type': contentType } : {}).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/f/otro`,
    posts: () => posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('an answer of 2xx', () => {
  it.each([
    ['an error', '{"error":"Formulario mal configurado"}', 'HTTP 200: Formulario mal configurado'],
    ['a list of errors', '{"errors":[{"code":"SERVER_ERROR","message":"No se pudo guardar"}]}', 'HTTP 200: No se pudo guardar'],
    ['ok: false', '{"ok":false}', 'HTTP 200: ok: false'],
  ])('whose JSON reports %s is not a delivery: it is retried later, with the words kept', async (_, body, words) => {
    const receiver = await answering(200, body, 'application/json');
    try {
      await forwardTo(receiver.url, null);
      await leaveHormigueos(1, `Respuesta con error: ${words}`);
      expect(await forward()).toEqual({ delivered: 0, failed: 1, returned: 0 });
      expect(await deliveriesTo(receiver.url)).toEqual([
        expect.objectContaining({ estado: 'pendiente', intentos: 1, motivo: 'reintentar', ultimo_error: words, debido: false }),
      ]);
      expect(await pauseOf(receiver.url)).toBeNull();
    } finally {
      await receiver.close();
    }
  });

  it.each([
    ['{"ok":true}', 200, 'application/json'],
    ['¡Gracias!', 200, 'text/plain; charset=utf-8'],
    ['<!doctype html><title>Gracias</title>', 200, 'text/html'],
    ['', 204, null],
  ])('whose body is %j (%i) is a delivery', async (body, status, contentType) => {
    const receiver = await answering(status, body, contentType);
    try {
      await forwardTo(receiver.url, null);
      await leaveHormigueos(1, `Respuesta ${status} ${body}`);
      expect(await forward()).toEqual({ delivered: 1, failed: 0, returned: 0 });
      expect(await deliveriesTo(receiver.url)).toEqual([expect.objectContaining({ estado: 'entregado', intentos: 1, ultimo_error: null })]);
      expect(receiver.posts()).toBe(1);
    } finally {
      await receiver.close();
    }
  });
});

describe("past a form's limit of posts per minute (429)", () => {
  it('the form waits until Retry-After with its messages, spending no attempt, while the magazine keeps receiving; then each arrives once', async () => {
    const author = restrictedForm('poeta-por-minuto', { perWindow: 3 });
    const magazine = restrictedForm('revista-por-minuto');
    await forwardTo(author, magazine);
    await leaveHormigueos(5, 'Por minuto');

    const first = await forward();
    expect(first.delivered).toBe(3 + 5);
    expect(inboxWords('poeta-por-minuto')).toHaveLength(3);
    expect(inboxWords('revista-por-minuto')).toEqual(wordsOf(5, 'Por minuto'));
    const limited = formspree.refused('poeta-por-minuto');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((r) => r.status === 429 && r.retryAfter === 60)).toBe(true);
    // The pause is exactly the Retry-After the form asked for.
    expect(await pauseOf(author)).toMatchObject({ motivo: 'limite_por_minuto', segundos: 60, hasta_que_actuen: false });
    expect((await pauseOf(author))!.detalle).toMatch(/^HTTP 429: Too many submissions/);
    const waiting = (await deliveriesTo(author)).filter((d) => d.estado !== 'entregado');
    expect(waiting).toHaveLength(2);
    expect(waiting.every((d) => d.estado === 'pendiente' && d.intentos === 0)).toBe(true);
    expect(await listedFor(author)).toMatchObject({
      para: POET,
      esperan: 2,
      pausa: 'limite_por_minuto',
      situacion: 'Límite de envíos por minuto de Formspree: en pausa unos segundos; 2 mensajes esperan.',
    });

    // Another run, and a new hormigueo, before the pause ends: the magazine gets it, the form nothing.
    const postsToAuthor = () => formspree.inbox('poeta-por-minuto').length + formspree.refused('poeta-por-minuto').length;
    const before = postsToAuthor();
    expect(await forward()).toEqual(nothing);
    await leaveHormigueos(1, 'Durante la pausa');
    expect(await forward()).toEqual({ delivered: 1, failed: 0, returned: 0 });
    expect(inboxWords('revista-por-minuto')).toContain('Durante la pausa 1');
    expect(postsToAuthor()).toBe(before);
    expect((await deliveriesTo(author)).filter((d) => d.estado !== 'entregado')).toHaveLength(3);

    // Retry-After later, on both clocks: everything arrives, once, each with one attempt.
    clock += limited[0]!.retryAfter! * 1000;
    await endPause(author);
    expect(await forward()).toEqual({ delivered: 3, failed: 0, returned: 0 });
    expect(inboxWords('poeta-por-minuto')).toEqual([...wordsOf(5, 'Por minuto'), 'Durante la pausa 1'].sort());
    expect((await deliveriesTo(author)).map((d) => [d.estado, d.intentos])).toEqual(Array(6).fill(['entregado', 1]));
    expect(await pauseOf(author)).toBeNull();
    expect(await listedFor(author)).toBeNull();
  });
});

/** The first day of the stand-in's next month: its monthly quota renews. */
function nextMonth(at: number): number {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1, 12);
}

describe('a form whose monthly quota is spent', () => {
  it.each<[QuotaAnswer, number]>([
    ['forbidden', 403],
    ['payment', 402],
    ['legacy-200', 200],
  ])(
    '(answered %s, HTTP %i) waits hours without spending attempts; then one message probes, and when it passes the rest go',
    async (answer, status) => {
      const name = `poeta-sin-cuota-${answer}`;
      const author = restrictedForm(name, { quota: 3, quotaAnswer: answer });
      await forwardTo(author, null);
      const words = `Cuota ${answer}`;
      await leaveHormigueos(5, words);

      expect((await forward()).delivered).toBe(3);
      // The stand-in's record grows as posts come: the count is taken now.
      const refused = formspree.refused(name).length;
      expect(refused).toBeGreaterThan(0);
      expect(formspree.refused(name).every((r) => r.status === status && r.code === 'FORM_OVER_QUOTA')).toBe(true);
      expect(await pauseOf(author)).toMatchObject({ motivo: 'cuota_agotada', segundos: 6 * 60 * 60 });
      const waiting = (await deliveriesTo(author)).filter((d) => d.estado !== 'entregado');
      expect(waiting.map((d) => [d.estado, d.intentos])).toEqual(Array(2).fill(['pendiente', 0]));
      expect((await listedFor(author))!.situacion).toBe(
        'Formspree rechaza por cuota agotada: 2 mensajes esperan; al acabar la pausa se prueba con uno. Amplía el plan del formulario o espera a que se renueve la cuota.',
      );
      expect(await forward()).toEqual(nothing);
      expect(formspree.refused(name)).toHaveLength(refused);

      // The pause is over but the quota is not renewed: one message probes, the pause starts again.
      await endPause(author);
      expect(await forward()).toEqual({ delivered: 0, failed: 1, returned: 0 });
      expect(formspree.refused(name)).toHaveLength(refused + 1);
      expect((await pauseOf(author))!.restante).toBeGreaterThan(6 * 60 * 60 - 60);
      expect((await deliveriesTo(author)).filter((d) => d.estado !== 'entregado').every((d) => d.intentos === 0)).toBe(true);

      // A new month: the probe passes alone, and then the form takes the rest.
      clock = nextMonth(clock);
      await endPause(author);
      expect(await forward()).toEqual({ delivered: 1, failed: 0, returned: 0 });
      expect(await pauseOf(author)).toBeNull();
      expect(await forward()).toEqual({ delivered: 1, failed: 0, returned: 0 });
      expect(inboxWords(name)).toEqual(wordsOf(5, words));
      expect((await deliveriesTo(author)).map((d) => [d.estado, d.intentos])).toEqual(Array(5).fill(['entregado', 1]));
    },
  );
});

describe('a form that is gone or disabled', () => {
  it('(404) keeps its messages waiting for the editors, listed with what to do; sent again to the new form, each arrives once', async () => {
    const old = restrictedForm('poeta-borrado', { state: 'deleted' });
    await forwardTo(old, null);
    await leaveHormigueos(3, 'Al formulario borrado');

    expect((await forward()).delivered).toBe(0);
    expect(formspree.refused('poeta-borrado').every((r) => r.status === 404 && r.code === 'FORM_NOT_FOUND')).toBe(true);
    expect(await pauseOf(old)).toMatchObject({
      motivo: 'formulario_inexistente',
      hasta_que_actuen: true,
      detalle: 'HTTP 404: Form not found',
    });
    expect((await deliveriesTo(old)).map((d) => [d.estado, d.intentos])).toEqual(Array(3).fill(['pendiente', 0]));
    expect(await listedFor(old)).toEqual({
      para: POET,
      esperan: 3,
      fallidos: 0,
      pausa: 'formulario_inexistente',
      ultimo_error: 'HTTP 404: Form not found',
      situacion: `El formulario ya no existe (la dirección responde 404): 3 mensajes esperan. Pon la dirección nueva en formspree_url y ejecuta npm run entregas -- --reintentar ${old} --a <dirección nueva>.`,
    });

    // However long it waits, nothing is tried again, and nothing is marked fallido.
    await db.query("update hormigueo set creado = creado - interval '40 days' where mensaje like 'Al formulario borrado %'");
    await db.query("update hormigueo_entrega set proximo_intento = now() - interval '1 second' where destino = $1", [old]);
    const posts = formspree.refused('poeta-borrado').length;
    expect(await forward()).toEqual(nothing);
    expect(formspree.refused('poeta-borrado')).toHaveLength(posts);
    expect((await deliveriesTo(old)).every((d) => d.estado === 'pendiente')).toBe(true);

    const moved = restrictedForm('poeta-nuevo');
    await forwardTo(moved, null);
    expect((await db.query<{ n: number }>('select reintentar_entregas($1, $2) as n', [old, moved]))[0]!.n).toBe(3);
    expect(await forward()).toEqual({ delivered: 3, failed: 0, returned: 0 });
    expect(await forward()).toEqual(nothing);
    expect(inboxWords('poeta-nuevo')).toEqual(wordsOf(3, 'Al formulario borrado'));
    expect(formspree.refused('poeta-borrado')).toHaveLength(posts);
    expect(await pauseOf(old)).toBeNull();
    expect(await db.query('select destino from publicacion.entregas')).toEqual([]);
  });

  it('(403 INACTIVE) waits for the editors too; once the form is active again they send its messages, each once', async () => {
    const author = restrictedForm('poeta-desactivado', { state: 'inactive' });
    await forwardTo(author, null);
    await leaveHormigueos(2, 'Al formulario desactivado');

    expect((await forward()).delivered).toBe(0);
    expect(await pauseOf(author)).toMatchObject({ motivo: 'formulario_desactivado', hasta_que_actuen: true });
    expect((await deliveriesTo(author)).map((d) => [d.estado, d.intentos])).toEqual(Array(2).fill(['pendiente', 0]));
    expect((await listedFor(author))!.situacion).toBe(
      `El formulario está desactivado en Formspree: 2 mensajes esperan. Actívalo (o pon otra dirección) y ejecuta npm run entregas -- --reintentar ${author}.`,
    );

    formspree.form('poeta-desactivado', { state: 'active' });
    expect((await db.query<{ n: number }>('select reintentar_entregas($1) as n', [author]))[0]!.n).toBe(2);
    expect(await forward()).toEqual({ delivered: 2, failed: 0, returned: 0 });
    expect(inboxWords('poeta-desactivado')).toEqual(wordsOf(2, 'Al formulario desactivado'));
  });
});

describe('a message the form refuses for good (422)', () => {
  it("is fallido with the form's words, listed for the editors, and due again when they send it again", async () => {
    const author = restrictedForm('poeta-rechaza');
    await forwardTo(author, null);
    const [, refusedOne] = await leaveHormigueos(2, 'Campos');
    // That message reaches the form with no field in it: Formspree refuses it as empty.
    await db.query("update hormigueo_entrega set cuerpo = '{}' where id_hormigueo = $1", [refusedOne]);

    expect(await forward()).toEqual({ delivered: 1, failed: 1, returned: 0 });
    expect(formspree.refused('poeta-rechaza').map((r) => [r.status, r.code])).toEqual([[422, 'EMPTY']]);
    const refused = (await deliveriesTo(author)).find((d) => d.hormigueo === refusedOne)!;
    expect(refused).toMatchObject({ estado: 'fallido', intentos: 1, motivo: 'rechazado', ultimo_error: 'HTTP 422: Empty form submission' });
    // One message refused is no reason to pause the form.
    expect(await pauseOf(author)).toBeNull();
    expect(await listedFor(author)).toEqual({
      para: POET,
      esperan: 0,
      fallidos: 1,
      pausa: null,
      ultimo_error: 'HTTP 422: Empty form submission',
      situacion: `1 mensaje no se entregó (HTTP 422: Empty form submission). npm run entregas -- --reintentar ${author} los vuelve a enviar.`,
    });
    await db.query("update hormigueo_entrega set proximo_intento = now() - interval '1 second' where destino = $1", [author]);
    expect(await forward()).toEqual(nothing);

    expect((await db.query<{ n: number }>('select reintentar_entregas($1) as n', [author]))[0]!.n).toBe(1);
    expect((await deliveriesTo(author)).find((d) => d.hormigueo === refusedOne)).toMatchObject({
      estado: 'pendiente',
      intentos: 0,
      motivo: null,
      debido: true,
    });
    // Sent again as it is, the form refuses it again: it was due, and it was sent.
    expect(await forward()).toEqual({ delivered: 0, failed: 1, returned: 0 });
    expect(formspree.refused('poeta-rechaza')).toHaveLength(2);
    expect(inboxWords('poeta-rechaza')).toEqual(['Campos 1']);
  });
});

describe('a form that fails (5xx)', () => {
  it('is tried again with a growing backoff, each try an attempt; the message fails only after 30 days of failures', async () => {
    const author = restrictedForm('poeta-caido');
    await forwardTo(author, null);
    const [hormigueo] = await leaveHormigueos(1, 'Con el servidor caído');
    const makeDue = () =>
      db.query("update hormigueo_entrega set proximo_intento = now() - interval '1 second' where destino = $1", [author]);
    formspree.fail('poeta-caido', 3);

    expect(await forward()).toEqual({ delivered: 0, failed: 1, returned: 0 });
    let [delivery] = await deliveriesTo(author);
    expect(delivery).toMatchObject({
      estado: 'pendiente',
      intentos: 1,
      motivo: 'reintentar',
      ultimo_error: 'HTTP 500: Internal server error',
    });
    expect(delivery!.espera).toBeGreaterThan(25);
    expect(delivery!.espera).toBeLessThanOrEqual(30);
    expect(await pauseOf(author)).toBeNull();
    // Not due yet: a run now sends nothing.
    expect(await forward()).toEqual(nothing);

    await makeDue();
    expect(await forward()).toEqual({ delivered: 0, failed: 1, returned: 0 });
    [delivery] = await deliveriesTo(author);
    expect(delivery).toMatchObject({ estado: 'pendiente', intentos: 2 });
    expect(delivery!.espera).toBeGreaterThan(55);
    expect(delivery!.espera).toBeLessThanOrEqual(60);

    // After 29 days of failures it is still retried.
    await db.query("update hormigueo set creado = now() - interval '29 days' where id = $1", [hormigueo]);
    await makeDue();
    await forward();
    [delivery] = await deliveriesTo(author);
    expect(delivery).toMatchObject({ estado: 'pendiente', intentos: 3 });
    expect(delivery!.espera).toBeGreaterThan(115);

    // Past 30 days, the next failure is the last.
    await db.query("update hormigueo set creado = now() - interval '31 days' where id = $1", [hormigueo]);
    formspree.fail('poeta-caido', 1);
    await makeDue();
    expect(await forward()).toEqual({ delivered: 0, failed: 1, returned: 0 });
    expect((await deliveriesTo(author))[0]).toMatchObject({
      estado: 'fallido',
      intentos: 4,
      ultimo_error: 'HTTP 500: Internal server error',
    });
    expect(await listedFor(author)).toMatchObject({ esperan: 0, fallidos: 1 });
    expect(formspree.inbox('poeta-caido')).toEqual([]);

    // The form is back: the editors send it again, and it arrives.
    expect((await db.query<{ n: number }>('select reintentar_entregas($1) as n', [author]))[0]!.n).toBe(1);
    expect(await forward()).toEqual({ delivered: 1, failed: 0, returned: 0 });
    expect(inboxWords('poeta-caido')).toEqual(['Con el servidor caído 1']);
  });
});

describe('a burst of 50 hormigueos to one form', () => {
  /** A minute later on both clocks: the database's sends leave the pacing window, the form's its own. */
  async function aMinuteLater(destino: string) {
    await db.query("update hormigueo_entrega set enviado = enviado - interval '60 seconds' where destino = $1", [destino]);
    clock += 60_000;
  }

  it('paced at 20 a minute, goes 20 per window, the rest later, and the form never answers 429', async () => {
    const author = restrictedForm('poeta-con-ritmo');
    await forwardTo(author, null);
    await leaveHormigueos(50, 'Con ritmo');
    const pace = { sends: 20, windowSeconds: 60 };

    expect(await forward({ pace })).toEqual({ delivered: 20, failed: 0, returned: 0 });
    // Within the same minute, nothing more.
    expect(await forward({ pace })).toEqual(nothing);
    await aMinuteLater(author);
    expect(await forward({ pace })).toEqual({ delivered: 20, failed: 0, returned: 0 });
    await aMinuteLater(author);
    expect(await forward({ pace })).toEqual({ delivered: 10, failed: 0, returned: 0 });

    expect(formspree.refused('poeta-con-ritmo')).toEqual([]);
    expect(inboxWords('poeta-con-ritmo')).toEqual(wordsOf(50, 'Con ritmo'));
    expect((await deliveriesTo(author)).every((d) => d.estado === 'entregado' && d.intentos === 1)).toBe(true);
  });

  it("unpaced, is paused by the form's 429s and still arrives whole, each message once", async () => {
    const author = restrictedForm('poeta-sin-ritmo');
    await forwardTo(author, null);
    await leaveHormigueos(50, 'Sin ritmo');

    for (const expected of [20, 20, 10]) {
      expect((await forward({ pace: null })).delivered).toBe(expected);
      const pause = await pauseOf(author);
      if (expected === 10) {
        expect(pause).toBeNull();
        break;
      }
      expect(pause).toMatchObject({ motivo: 'limite_por_minuto' });
      // Paused: a run before Retry-After sends nothing to it.
      const posts = formspree.refused('poeta-sin-ritmo').length;
      expect(await forward({ pace: null })).toEqual(nothing);
      expect(formspree.refused('poeta-sin-ritmo')).toHaveLength(posts);
      clock += formspree.refused('poeta-sin-ritmo').at(-1)!.retryAfter! * 1000;
      await endPause(author);
    }

    expect(formspree.refused('poeta-sin-ritmo').every((r) => r.status === 429)).toBe(true);
    expect(inboxWords('poeta-sin-ritmo')).toEqual(wordsOf(50, 'Sin ritmo'));
    expect((await deliveriesTo(author)).every((d) => d.estado === 'entregado' && d.intentos === 1)).toBe(true);
  });
});
