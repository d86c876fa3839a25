// The Formspree stand-in keeps the rules Formspree documents (Restrict to Domain, the per-form
// rate limit, the quota, deleted and disabled forms), on a fake clock so that windows and
// months pass without waiting. Posts go over a real local port with Node's fetch, as the
// forwarding's would.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMSPREE_SUCCESS, startFormspreeStandIn, type FormspreeStandIn } from '../../scripts/sample/formspreeStandIn.ts';

const T0 = Date.UTC(2025, 4, 10, 12);
let clock = T0;
let formspree: FormspreeStandIn;

beforeAll(async () => {
  formspree = await startFormspreeStandIn({ now: () => clock });
});
afterAll(() => formspree.close());
beforeEach(() => {
  clock = T0;
});

/** A post as the forwarding sends it: JSON, asking for a JSON answer. */
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Status and JSON body of a post. */
const answer = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await post(url, body, headers);
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
};

const message = (n: number) => ({ nombre: 'Lectora', mensaje: `Mensaje ${n}` });

describe('a submission', () => {
  it('is answered 200 with Formspree’s success body, as JSON, and filed with its headers', async () => {
    const url = formspree.form('plain');
    const response = await post(url, message(1), { origin: 'https://hormiguerodepoemas.com', referer: 'https://hormiguerodepoemas.com/' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ok: true, next: 'https://formspree.io/thanks?language=en' });
    expect(formspree.inbox('plain')).toEqual([
      {
        at: T0,
        body: message(1),
        headers: {
          origin: 'https://hormiguerodepoemas.com',
          referer: 'https://hormiguerodepoemas.com/',
          'content-type': 'application/json',
        },
      },
    ]);
    expect(formspree.refused('plain')).toEqual([]);
  });

  it('that is not a JSON object is a 400, and an empty object a 422, both EMPTY and stored nowhere', async () => {
    const url = formspree.form('bodies');
    for (const bad of ['nombre=Lectora', '', '[1]', 'null']) {
      const { status, body } = await answer(url, bad);
      expect(status).toBe(400);
      expect(body).toEqual({ error: expect.any(String), errors: [{ code: 'EMPTY', message: expect.any(String) }] });
    }
    const empty = await answer(url, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].code).toBe('EMPTY');
    expect(formspree.inbox('bodies')).toEqual([]);
    expect(formspree.refused('bodies').map((r) => r.status)).toEqual([400, 400, 400, 400, 422]);
  });
});

describe('Restrict to Domain', () => {
  it('files posts without a Referer or from another host as spam, with the same 200 ok answer', async () => {
    const url = formspree.form('restricted', { restrictTo: 'hormiguerodepoemas.com' });
    const referers = {
      missing: undefined,
      foreign: 'https://otro-sitio.example/hormiguerodepoemas.com',
      lookalike: 'https://hormiguerodepoemas.com.example.net/',
      suffix: 'https://nohormiguerodepoemas.com/',
      garbage: 'not a url',
      site: 'https://hormiguerodepoemas.com/poemas/1',
      subdomain: 'https://www.hormiguerodepoemas.com/poemas/2',
      port: 'http://HormigueroDePoemas.com:8080/',
    };
    for (const [name, referer] of Object.entries(referers)) {
      const headers: Record<string, string> = { origin: 'https://hormiguerodepoemas.com' };
      if (referer) headers.referer = referer;
      const { status, body } = await answer(url, { nombre: name }, headers);
      expect({ name, status, body }).toEqual({ name, status: 200, body: FORMSPREE_SUCCESS });
    }
    expect(formspree.spam('restricted').map((s) => s.body.nombre)).toEqual(['missing', 'foreign', 'lookalike', 'suffix', 'garbage']);
    expect(formspree.inbox('restricted').map((s) => s.body.nombre)).toEqual(['site', 'subdomain', 'port']);
    // The Referer decides; the Origin is only kept for the tests to look at.
    expect(formspree.spam('restricted')[0]!.headers).toEqual({
      origin: 'https://hormiguerodepoemas.com',
      'content-type': 'application/json',
    });
    expect(formspree.refused('restricted')).toEqual([]);
  });

  it('to a subdomain admits only that subdomain', async () => {
    const url = formspree.form('www-only', { restrictTo: 'www.hormiguerodepoemas.com' });
    await post(url, { n: 1 }, { referer: 'https://hormiguerodepoemas.com/' });
    await post(url, { n: 2 }, { referer: 'https://blog.hormiguerodepoemas.com/' });
    await post(url, { n: 3 }, { referer: 'https://www.hormiguerodepoemas.com/poemas' });
    expect(formspree.spam('www-only').map((s) => s.body.n)).toEqual([1, 2]);
    expect(formspree.inbox('www-only').map((s) => s.body.n)).toEqual([3]);
  });

  it('is lifted by setting restrictTo to undefined; other settings stay', async () => {
    const url = formspree.form('lifted', { restrictTo: 'hormiguerodepoemas.com', quota: 1 });
    formspree.form('lifted', { restrictTo: undefined });
    expect((await answer(url, { n: 1 })).status).toBe(200);
    expect((await answer(url, { n: 2 })).status).toBe(403);
    expect(formspree.inbox('lifted')).toHaveLength(1);
  });
});

describe('the rate limit', () => {
  /** Posts n messages, one a second from the clock's time, each expected to be taken. */
  async function fill(url: string, n: number) {
    for (let i = 0; i < n; i++) {
      expect((await answer(url, message(i))).status).toBe(200);
      clock += 1000;
    }
  }

  it('answers the 21st post within a minute 429, with an exact Retry-After, until the window has room', async () => {
    const url = formspree.form('busy');
    const twin = formspree.form('busy-twin');
    await fill(url, 20);
    clock = T0;
    await fill(twin, 20);
    // Now T0 + 20 s: 20 posts in the last minute, the first at T0.
    const limited = await answer(url, message(20));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.any(String), errors: [{ code: 'RATE_LIMITED', message: expect.any(String) }] });
    // The refused post counts too: room comes when the posts of T0 and T0 + 1 s have left.
    expect(limited.retryAfter).toBe('41');
    expect(formspree.refused('busy')).toEqual([{ at: T0 + 20_000, status: 429, code: 'RATE_LIMITED', retryAfter: 41 }]);
    expect((await answer(twin, message(20))).retryAfter).toBe('41');

    clock = T0 + 61_000 - 1;
    expect((await answer(twin, message(21))).status).toBe(429);
    clock = T0 + 61_000;
    expect((await answer(url, message(21))).status).toBe(200);
    expect(formspree.inbox('busy')).toHaveLength(21);
  });

  it('takes its limit and window from the form, and counts refused bodies', async () => {
    const url = formspree.form('fast-minute', { perWindow: 3, windowMs: 2_000 });
    expect((await answer(url, 'not json')).status).toBe(400);
    expect((await answer(url, message(1))).status).toBe(200);
    expect((await answer(url, message(2))).status).toBe(200);
    const limited = await answer(url, message(3));
    expect([limited.status, limited.retryAfter]).toEqual([429, '2']);
    clock += 1_500;
    // Four posts of T0 (the 400, two taken, one refused) and this one: room when those of T0
    // leave, half a second from now, rounded up.
    expect((await answer(url, message(3))).retryAfter).toBe('1');
    clock = T0 + 2_000;
    expect((await answer(url, message(3))).status).toBe(200);
    expect(formspree.inbox('fast-minute').map((s) => s.body.mensaje)).toEqual(['Mensaje 1', 'Mensaje 2', 'Mensaje 3']);
  });
});

describe('the monthly quota', () => {
  it.each([
    ['forbidden', 403, { error: 'Form over quota', errors: [{ code: 'FORM_OVER_QUOTA', message: 'Form over quota' }] }],
    ['payment', 402, { error: 'Form over quota', errors: [{ code: 'FORM_OVER_QUOTA', message: 'Form over quota' }] }],
    ['legacy-200', 200, { error: 'This form has exceeded its monthly submission limit' }],
  ] as const)('answers %s (%i) past it and stores nothing', async (quotaAnswer, status, body) => {
    const id = `quota-${quotaAnswer}`;
    const url = formspree.form(id, { quota: 2, quotaAnswer });
    await post(url, message(1));
    await post(url, message(2));
    expect(await answer(url, message(3))).toEqual({ status, body, retryAfter: null });
    expect(formspree.inbox(id)).toHaveLength(2);
    expect(formspree.refused(id)).toEqual([{ at: T0, status, code: 'FORM_OVER_QUOTA' }]);
  });

  it('is 403 by default, not spent by spam, and renewed with the month', async () => {
    const url = formspree.form('quota-default', { quota: 1, restrictTo: 'hormiguerodepoemas.com' });
    expect((await answer(url, message(0))).status).toBe(200);
    expect((await answer(url, message(1), { referer: 'https://hormiguerodepoemas.com/' })).status).toBe(200);
    expect((await answer(url, message(2), { referer: 'https://hormiguerodepoemas.com/' })).status).toBe(403);
    clock = Date.UTC(2025, 5, 1);
    expect((await answer(url, message(2), { referer: 'https://hormiguerodepoemas.com/' })).status).toBe(200);
    expect(formspree.spam('quota-default')).toHaveLength(1);
    expect(formspree.inbox('quota-default')).toHaveLength(2);
  });
});

describe('a form that is gone or off', () => {
  it('answers 404 FORM_NOT_FOUND when deleted or never made, and 403 INACTIVE when disabled', async () => {
    const notFound = { error: 'Form not found', errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }] };
    const deleted = formspree.form('deleted', { state: 'deleted' });
    expect(await answer(deleted, message(1))).toEqual({ status: 404, body: notFound, retryAfter: null });
    expect(await answer(`${formspree.origin}/f/never-made`, message(1))).toEqual({ status: 404, body: notFound, retryAfter: null });

    const inactive = formspree.form('inactive', { state: 'inactive' });
    const off = await answer(inactive, message(1));
    expect(off.status).toBe(403);
    expect(off.body.errors[0].code).toBe('INACTIVE');

    formspree.form('inactive', { state: 'active' });
    expect((await answer(inactive, message(2))).status).toBe(200);
    expect(formspree.inbox('deleted')).toEqual([]);
    expect(formspree.refused('never-made')).toEqual([{ at: T0, status: 404, code: 'FORM_NOT_FOUND' }]);
    expect(formspree.inbox('inactive').map((s) => s.body)).toEqual([message(2)]);
  });
});

describe('failures and latency', () => {
  it('answers 500 to the next n posts, which count toward no limit', async () => {
    const url = formspree.form('flaky', { perWindow: 1 });
    formspree.fail('flaky', 2);
    expect((await answer(url, message(1))).status).toBe(500);
    expect((await answer(url, message(1))).status).toBe(500);
    expect((await answer(url, message(1))).status).toBe(200);
    expect(formspree.refused('flaky').map((r) => [r.status, r.code])).toEqual([
      [500, 'SERVER_ERROR'],
      [500, 'SERVER_ERROR'],
    ]);
    expect(formspree.inbox('flaky')).toHaveLength(1);
    expect(() => formspree.fail('no-such-form', 1)).toThrow(/no-such-form/);
  });

  it('answers a slow form after a quick one sent later', async () => {
    // The margin, not a sleep: a quick post answers in a few milliseconds.
    const slow = formspree.form('slow', { latencyMs: 100 });
    const quick = formspree.form('quick');
    const order: string[] = [];
    const slowDone = post(slow, message(1)).then((r) => order.push(`slow ${r.status}`));
    await post(quick, message(1)).then((r) => order.push(`quick ${r.status}`));
    await slowDone;
    expect(order).toEqual(['quick 200', 'slow 200']);
    expect(formspree.inbox('slow')).toEqual([expect.objectContaining({ at: T0, body: message(1) })]);
  });
});

describe('duplicates', () => {
  it('are the inbox bodies seen more than once, whatever their key order', async () => {
    const url = formspree.form('twice');
    await post(url, { nombre: 'A', mensaje: 'uno' });
    await post(url, { mensaje: 'uno', nombre: 'A' });
    await post(url, { nombre: 'A', mensaje: 'dos' });
    await post(url, { nombre: 'A', mensaje: 'uno' });
    expect(formspree.duplicates('twice')).toEqual([{ nombre: 'A', mensaje: 'uno' }]);
    expect(formspree.duplicates('plain-never-posted')).toEqual([]);
  });
});
