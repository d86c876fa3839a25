// Forwarding within Cloudflare Workers' limits, on a fake clock (Vitest's timers) with a fake
// receiver that counts the sends open at once and the subrequests, and an in-memory queue
// that claims, settles and takes back deliveries as the SQL functions do.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORWARD_BATCH, Forwarder, forwardDue } from '../../functions/_lib/forward';
import { DEFAULT_PACE, forwardPolicy, forwardPolicyFromEnv, parsePace, SubrequestBudget } from '../../functions/_lib/forwardPolicy';
import type { Delivery, Store } from '../../functions/_lib/store/types';

const quiet = { warn: () => {} };

interface Row extends Delivery {
  estado: 'pendiente' | 'enviando' | 'entregado' | 'reintento';
}

/** A queue of n due deliveries. */
function queue(n: number) {
  const rows: Row[] = [];
  const calls = { claim: 0, resolve: 0, release: 0, limits: [] as number[] };
  const addDue = (count: number) => {
    for (let i = 0; i < count; i++) {
      const id = rows.length + 1;
      rows.push({ id, destino: `https://formspree.test/${id}`, cuerpo: { id }, intentos: 0, estado: 'pendiente' });
    }
  };
  addDue(n);
  let hang = false;
  const store: Store = {
    hormiguearPoem: () => Promise.reject(new Error('unused')),
    hormiguearVisual: () => Promise.reject(new Error('unused')),
    subscribe: () => Promise.reject(new Error('unused')),
    unsubscribe: () => Promise.reject(new Error('unused')),
    async claimDeliveries({ limit }) {
      calls.claim++;
      calls.limits.push(limit);
      // A run the runtime killed: its next await never returns.
      if (hang) return new Promise<Delivery[]>(() => {});
      const due = rows.filter((r) => r.estado === 'pendiente').slice(0, limit);
      for (const row of due) Object.assign(row, { estado: 'enviando', intentos: row.intentos + 1 });
      return due.map(({ id, destino, cuerpo, intentos }) => ({ id, destino, cuerpo, intentos }));
    },
    async resolveDeliveries(results) {
      calls.resolve++;
      for (const r of results) {
        const row = rows.find((x) => x.id === r.id)!;
        if (row.estado === 'enviando') row.estado = r.delivered ? 'entregado' : 'reintento';
      }
    },
    async releaseDeliveries(ids) {
      calls.release++;
      for (const row of rows.filter((x) => ids.includes(x.id) && x.estado === 'enviando'))
        Object.assign(row, { estado: 'pendiente', intentos: row.intentos - 1 });
    },
  };
  const count = (estado: Row['estado']) => rows.filter((r) => r.estado === estado).length;
  return {
    store,
    rows,
    calls,
    count,
    addDue,
    hang: (on = true) => (hang = on),
  };
}

/** A receiver answering each POST after `delayMs(url)` (Infinity: never), honouring the abort signal. */
function receiver(delayMs: (url: string) => number = () => 100) {
  const stats = { calls: 0, open: 0, maxOpen: 0, received: [] as string[], startedAt: [] as number[] };
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    stats.calls++;
    stats.open++;
    stats.maxOpen = Math.max(stats.maxOpen, stats.open);
    stats.startedAt.push(Date.now());
    return new Promise<Response>((resolve, reject) => {
      const ms = delayMs(url);
      const timer = Number.isFinite(ms)
        ? setTimeout(() => {
            stats.open--;
            stats.received.push(url);
            resolve(new Response('{"ok":true}', { status: 200 }));
          }, ms)
        : undefined;
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        stats.open--;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, stats };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs a promise to its end on the fake clock; returns its value and the fake time it took. */
async function onClock<T>(promise: Promise<T>, stepMs = 100, maxMs = 120_000): Promise<{ value: T; tookMs: number }> {
  const started = Date.now();
  let settled = false;
  let value!: T;
  let error: unknown;
  promise.then(
    (v) => ((settled = true), (value = v)),
    (e) => ((settled = true), (error = e)),
  );
  while (!settled && Date.now() - started <= maxMs) await vi.advanceTimersByTimeAsync(stepMs);
  if (!settled) throw new Error(`still running after ${maxMs} ms of fake time`);
  if (error) throw error;
  return { value, tookMs: Date.now() - started };
}

describe('the forwarding policy', () => {
  it('defaults to 45 subrequests, 5 at once, 8 s per send and a 20 s deadline', () => {
    expect(forwardPolicy({ renew: false })).toEqual({
      subrequests: 45,
      concurrency: 5,
      timeoutMs: 8000,
      deadlineMs: 20_000,
      renew: false,
      site: 'http://localhost:4321',
      pace: DEFAULT_PACE,
    });
  });

  it('reads the pace per forwarding address as posts per seconds, "off" for none; anything else keeps the default', () => {
    expect(parsePace('20/60')).toEqual({ sends: 20, windowSeconds: 60 });
    expect(parsePace(' 18 / 60 ')).toEqual({ sends: 18, windowSeconds: 60 });
    expect(parsePace('off')).toBeNull();
    expect(parsePace('')).toBeUndefined();
    expect(parsePace('veinte')).toBeUndefined();
    expect(parsePace('0/60')).toBeUndefined();
    expect(forwardPolicyFromEnv({ FORWARD_PACE: '20/60', SITE_URL: 'https://hormiguerodepoemas.com/' })).toEqual({
      pace: { sends: 20, windowSeconds: 60 },
      site: 'https://hormiguerodepoemas.com/',
    });
    expect(forwardPolicy({ site: 'https://hormiguerodepoemas.com/poema/x' }).site).toBe('https://hormiguerodepoemas.com');
  });

  it('renews spent runs only where they are not bound to a request', () => {
    expect(forwardPolicy().renew).toBe(true); // Node
    vi.stubGlobal('navigator', { userAgent: 'Cloudflare-Workers' });
    try {
      expect(forwardPolicy().renew).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never lets the timeout outlast the deadline, and ignores bad values', () => {
    expect(forwardPolicy({ timeoutMs: 60_000 }).timeoutMs).toBe(20_000);
    expect(forwardPolicy({ concurrency: 0, subrequests: -3, timeoutMs: Number.NaN })).toMatchObject({
      concurrency: 5,
      subrequests: 45,
      timeoutMs: 8000,
    });
  });

  it('reads its overrides from the environment', () => {
    expect(forwardPolicyFromEnv({ FORWARD_TIMEOUT_MS: '5000', FORWARD_SUBREQUESTS: '900', FORWARD_CONCURRENCY: '3' })).toEqual({
      timeoutMs: 5000,
      subrequests: 900,
      concurrency: 3,
    });
    expect(forwardPolicyFromEnv({ FORWARD_TIMEOUT_MS: '', FORWARD_CONCURRENCY: 'many' })).toEqual({});
  });

  it('a budget gives out no more than its limit', () => {
    const budget = new SubrequestBudget(3);
    expect([budget.take(2), budget.take(2), budget.take(1), budget.take(1)]).toEqual([true, false, true, false]);
    expect(budget.left).toBe(0);
  });
});

describe('one batch', () => {
  it('keeps at most 5 sends open at once and delivers them all', async () => {
    const q = queue(40);
    const r = receiver(() => 100);
    const { value } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: quiet }), 10);
    expect(value).toEqual({ delivered: 40, failed: 0, returned: 0 });
    expect(r.stats.maxOpen).toBe(5);
    expect(q.count('entregado')).toBe(40);
  });

  it('claims no more than the subrequests left, so none is wasted', async () => {
    const q = queue(100);
    const r = receiver();
    const { value } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: quiet }));
    expect(value).toEqual({ delivered: 45, failed: 0, returned: 0 });
    expect(q.calls.limits).toEqual([45]);
    expect(r.stats.calls).toBe(45);
    expect(q.count('pendiente')).toBe(55);
  });

  it('shares the invocation budget with what was fetched before it', async () => {
    const q = queue(20);
    const r = receiver();
    const budget = new SubrequestBudget(45);
    budget.take(40); // the request's own fetches
    const { value } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: quiet, budget }));
    expect(value.delivered).toBe(5);
    expect(r.stats.calls).toBe(5);
    expect(budget.left).toBe(0);
  });

  it('starts each send’s timeout when its request starts, not while it waits for a slot', async () => {
    // 6 s each, 5 at a time: the second five start at 6 s and end at 12 s, past 8 s from the batch's start.
    const q = queue(10);
    const r = receiver(() => 6000);
    const { value } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: quiet }));
    expect(value).toEqual({ delivered: 10, failed: 0, returned: 0 });
    expect(r.stats.startedAt.filter((t) => t - r.stats.startedAt[0]! === 6000)).toHaveLength(5);
  });

  it('gives up on a receiver that does not answer within 8 s of its request, and retries it later', async () => {
    const q = queue(1);
    const r = receiver(() => Infinity);
    const warn = vi.fn();
    const { value, tookMs } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: { warn } }));
    expect(value).toEqual({ delivered: 0, failed: 1, returned: 0 });
    expect(tookMs).toBe(8000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no answer within 8000 ms'));
    expect(q.count('reintento')).toBe(1);
  });

  it('starts no send that could not end by the deadline, and hands the rest back at once', async () => {
    // 7 s each, 5 at a time: waves start at 0 and 7 s; one at 14 s could run until 22 s, past 20 s.
    const q = queue(20);
    const r = receiver(() => 7000);
    const { value, tookMs } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: quiet }));
    expect(value).toEqual({ delivered: 10, failed: 0, returned: 10 });
    expect(tookMs).toBeLessThanOrEqual(20_000);
    expect(Math.max(...r.stats.startedAt) - r.stats.startedAt[0]! + 8000).toBeLessThanOrEqual(20_000);
    // Handed back: due again now, as if never claimed.
    const back = q.rows.filter((row) => row.estado === 'pendiente');
    expect(back).toHaveLength(10);
    expect(back.every((row) => row.intentos === 0)).toBe(true);

    // The next run sends them, and nothing is sent twice.
    const { value: next } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: quiet }));
    expect(next).toEqual({ delivered: 10, failed: 0, returned: 0 });
    expect(q.count('entregado')).toBe(20);
    expect(new Set(r.stats.received).size).toBe(20);
    expect(r.stats.received).toHaveLength(20);
  });

  it('claims nothing when the deadline leaves no time for a send', async () => {
    const q = queue(3);
    const r = receiver();
    const { value } = await onClock(forwardDue(q.store, { fetch: r.fetch, log: quiet, deadline: Date.now() + 5000 }));
    expect(value).toEqual({ delivered: 0, failed: 0, returned: 0 });
    expect(q.calls.claim).toBe(0);
  });
});

describe('the forwarder', () => {
  const workers = { renew: false } as const; // as on Cloudflare: a run is bound to its request

  it('never makes more subrequests in a run than its budget, whatever is due', async () => {
    const q = queue(200);
    const r = receiver(() => 50);
    const forwarder = new Forwarder({ fetch: r.fetch, log: quiet, ...workers });
    const { value } = await onClock(forwarder.kick(q.store));
    expect(r.stats.calls).toBeLessThanOrEqual(45);
    expect(value.delivered).toBe(r.stats.calls);
    expect(r.stats.maxOpen).toBeLessThanOrEqual(5);
    // The rest waits in the queue for the next kick.
    expect(q.count('enviando')).toBe(0);
    expect(q.count('pendiente')).toBe(200 - value.delivered);
  });

  it('ends within the deadline after the kick, handing back what it could not send', async () => {
    const q = queue(30);
    const r = receiver(() => 7000);
    const forwarder = new Forwarder({ fetch: r.fetch, log: quiet, ...workers });
    const { value, tookMs } = await onClock(forwarder.kick(q.store));
    expect(tookMs).toBeLessThanOrEqual(20_000);
    expect(value).toEqual({ delivered: 10, failed: 0, returned: 20 });
    expect(q.count('pendiente')).toBe(20);
  });

  it('where runs are not bound to a request, renews a spent run until nothing is due', async () => {
    const q = queue(120);
    const r = receiver(() => 10);
    const forwarder = new Forwarder({ fetch: r.fetch, log: quiet, renew: true });
    const { value } = await onClock(forwarder.kick(q.store), 10);
    expect(value.delivered).toBe(120);
    expect(Math.max(...q.calls.limits)).toBeLessThanOrEqual(45);
    expect(r.stats.maxOpen).toBeLessThanOrEqual(5);
  });

  it('a kick during a run queues one follow-up, which later kicks join; it sends what they queued', async () => {
    const q = queue(2);
    const r = receiver(() => 1000);
    const forwarder = new Forwarder({ fetch: r.fetch, log: quiet, ...workers });
    const first = forwarder.kick(q.store);
    await vi.advanceTimersByTimeAsync(100);
    q.addDue(2);
    const second = forwarder.kick(q.store);
    const third = forwarder.kick(q.store);
    expect(third).toBe(second);
    await onClock(Promise.all([first, second]));
    expect(q.count('entregado')).toBe(4);
    expect(r.stats.received).toHaveLength(4);
  });

  it('a run killed by the runtime stops no later run: it is presumed dead after its deadline and a margin', async () => {
    const q = queue(2);
    const r = receiver();
    const forwarder = new Forwarder({ fetch: r.fetch, log: quiet, ...workers });
    q.hang(); // the first run's claim never returns
    const stuck = forwarder.kick(q.store);
    let stuckEnded = false;
    void stuck.then(() => (stuckEnded = true));
    await vi.advanceTimersByTimeAsync(1000);
    // A kick meanwhile waits for it no longer than its presumed end (25 s), so its own waitUntil ends.
    const waiting = forwarder.kick(q.store);
    q.hang(false);
    const { tookMs } = await onClock(waiting);
    expect(tookMs).toBeLessThanOrEqual(25_000 - 1000);
    expect(stuckEnded).toBe(false);
    // Its own deadline had passed meanwhile: nothing sent, nothing lost.
    expect(q.count('pendiente') + q.count('entregado')).toBe(2);

    // A later kick starts at once and forwards, though the stuck run never ended.
    const later = forwarder.kick(q.store);
    const { value } = await onClock(later);
    expect(value.delivered).toBe(q.count('entregado'));
    expect(q.count('entregado')).toBe(2);
    await onClock(forwarder.idle());
  });

  it('runs whose requests were killed, timers and all, stop no later run', async () => {
    const q = queue(2);
    const r = receiver();
    const forwarder = new Forwarder({ fetch: r.fetch, log: quiet, ...workers });
    q.hang();
    const stuck = forwarder.kick(q.store);
    await vi.advanceTimersByTimeAsync(1000);
    const queuedBehind = forwarder.kick(q.store);
    // The runtime ends both requests: their pending timers die with them, so neither promise settles.
    vi.clearAllTimers();
    q.hang(false);
    await vi.advanceTimersByTimeAsync(29_000);
    const { value, tookMs } = await onClock(forwarder.kick(q.store));
    expect(value.delivered).toBe(2);
    expect(tookMs).toBeLessThan(1000);
    let settled = false;
    void Promise.race([stuck, queuedBehind]).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
  });

  it('a kick soon after a stuck run is waited for only until that run is presumed dead', async () => {
    const q = queue(1);
    const forwarder = new Forwarder({ fetch: receiver().fetch, log: quiet, ...workers });
    q.hang();
    void forwarder.kick(q.store);
    const { tookMs } = await onClock(forwarder.idle());
    expect(tookMs).toBe(25_000);
  });

  it('uses FORWARD_BATCH as the largest batch when the budget is larger', async () => {
    const q = queue(120);
    const r = receiver(() => 10);
    const forwarder = new Forwarder({ fetch: r.fetch, log: quiet, ...workers, subrequests: 1000 });
    await onClock(forwarder.kick(q.store), 10);
    expect(Math.max(...q.calls.limits)).toBe(FORWARD_BATCH);
    expect(q.count('entregado')).toBe(120);
  });
});
