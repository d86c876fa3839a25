import { FORWARD_STALE_MARGIN_MS, forwardPolicy, SubrequestBudget, type ForwardPolicy } from './forwardPolicy.ts';
import { readAnswer, type Outcome } from './receiverAnswer.ts';
import type { Delivery, DeliveryResult, DestinationPause, Store } from './store/types.ts';

export interface ForwardOptions extends Partial<ForwardPolicy> {
  /** Most deliveries claimed per batch (fewer when the budget has less room). */
  limit?: number;
  /** Only the deliveries of this hormigueo. */
  hormigueo?: number;
  /** The invocation's subrequests left; a fresh one of `subrequests` when not given. */
  budget?: SubrequestBudget;
  /** When the run must be done (ms since the epoch); `deadlineMs` from now when not given. */
  deadline?: number;
  fetch?: typeof fetch;
  log?: Pick<Console, 'warn'>;
}

export interface ForwardResult {
  delivered: number;
  failed: number;
  /** Claimed but not sent (out of budget or time): handed back to the queue, due at once. */
  returned: number;
}

/** Deliveries per batch at most: enough to keep up with a burst of readers in a few round trips. */
export const FORWARD_BATCH = 50;

interface BatchResult extends ForwardResult {
  /** More may be due: the batch was full, or it stopped short of sending or claiming. */
  more: boolean;
}

const add = (total: ForwardResult, part: ForwardResult) => {
  total.delivered += part.delivered;
  total.failed += part.failed;
  total.returned += part.returned;
};

/**
 * POSTs one batch of due hormigueo messages to their forwarding addresses (the magazine's
 * and the authors' Formspree forms), as JSON, a few at a time (see forwardPolicy.ts).
 * Deliveries are claimed before they are sent, so two forwarders never send the same one,
 * and settled together after: delivered, or due again later with backoff. The batch is no
 * larger than the subrequests left; those claimed and not sent because time ran out are
 * handed back at once. Nothing is ever dropped; failures are logged, never shown to readers.
 */
export async function forwardDue(store: Store, options: ForwardOptions = {}): Promise<ForwardResult> {
  const { delivered, failed, returned } = await forwardBatch(store, options);
  return { delivered, failed, returned };
}

async function forwardBatch(store: Store, options: ForwardOptions): Promise<BatchResult> {
  const policy = forwardPolicy(options);
  const budget = options.budget ?? new SubrequestBudget(policy.subrequests);
  const deadline = options.deadline ?? Date.now() + policy.deadlineMs;
  const log = options.log ?? console;
  const nothing = { delivered: 0, failed: 0, returned: 0 };
  // A send may start only if its timeout ends by the deadline.
  const hasTime = () => Date.now() + policy.timeoutMs <= deadline;
  // The store's calls go over the database connection, not fetch: only the sends are subrequests.
  const limit = Math.min(options.limit ?? FORWARD_BATCH, budget.left);
  if (limit <= 0 || !hasTime()) return { ...nothing, more: true };

  const claimed = await store.claimDeliveries({ limit, hormigueo: options.hormigueo, pace: policy.pace });
  const results: DeliveryResult[] = [];
  const unsent: number[] = [];
  // Destinations that refused during this batch: their other messages are not sent now.
  const paused = new Map<string, DestinationPause>();
  let next = 0;
  // A fixed pool of workers, so each send's timeout starts when its request does.
  const worker = async () => {
    while (next < claimed.length) {
      const delivery = claimed[next++]!;
      if (paused.has(delivery.destino) || !hasTime() || !budget.take()) {
        unsent.push(delivery.id);
        continue;
      }
      const outcome = await sendOne(delivery, policy, options.fetch ?? fetch);
      results.push(resultOf(delivery, outcome, log));
      // Sends already on their way may come back refused too: the longest pause they ask for holds.
      if (outcome.kind === 'pause' && longer(outcome.seconds, paused.get(delivery.destino)?.seconds)) {
        paused.set(delivery.destino, {
          destino: delivery.destino,
          motivo: outcome.pause,
          seconds: outcome.seconds,
          detalle: outcome.reason,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(policy.concurrency, claimed.length) }, worker));

  // What was sent is recorded first: a hand-back that fails only delays the rest (lease).
  if (results.length || paused.size) await store.resolveDeliveries(results, [...paused.values()]);
  if (unsent.length) {
    const held = claimed.filter((d) => unsent.includes(d.id) && paused.has(d.destino)).length;
    if (unsent.length > held)
      log.warn(
        `Forwarding stopped at this run's limits; ${unsent.length - held} claimed deliveries go back to the queue for the next run.`,
      );
    if (store.releaseDeliveries) await store.releaseDeliveries(unsent);
  }
  const delivered = results.filter((r) => r.delivered).length;
  return { delivered, failed: results.length - delivered, returned: unsent.length, more: unsent.length > 0 || claimed.length === limit };
}

/** Whether a pause of `seconds` (null: until the editors act) outlasts the one already set, if any. */
const longer = (seconds: number | null, than: number | null | undefined) =>
  than === undefined || (than !== null && (seconds === null || seconds > than));

/** The settlement of one delivery from its receiver's answer (and a log line when it did not arrive). */
function resultOf(delivery: Delivery, outcome: Outcome, log: Pick<Console, 'warn'>): DeliveryResult {
  if (outcome.kind === 'delivered') return { id: delivery.id, delivered: true };
  const what = { retry: 'it will be retried', pause: 'its address is paused', refused: 'the receiver refused it for good' }[outcome.kind];
  log.warn(`Forwarding hormigueo delivery ${delivery.id} to ${delivery.destino} failed (${outcome.reason}); ${what}.`);
  const kind = { retry: 'reintentar', pause: 'esperar', refused: 'rechazado' } as const;
  return { id: delivery.id, delivered: false, error: outcome.reason, outcome: kind[outcome.kind] };
}

/** How much of an answer's body is read: Formspree's answers are a few hundred bytes. */
const ANSWER_BYTES = 8 * 1024;

/** Reads at most ANSWER_BYTES of a body as text, and lets the rest go. */
async function answerText(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < ANSWER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  const bytes = new Uint8Array(Math.min(size, ANSWER_BYTES));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.byteLength - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Posts one message as a form on the site would: JSON, from the site's origin, with the page
 * the reader acted on as the Referer (a form restricted to the site's domain files a post
 * without them as spam, and still answers success), and reads what the receiver answers.
 */
async function sendOne(delivery: Delivery, policy: ForwardPolicy, send: typeof fetch): Promise<Outcome> {
  // Our own timer rather than AbortSignal.timeout: it is armed only now that the request starts.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, policy.timeoutMs);
  try {
    const response = await send(delivery.destino, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: policy.site,
        referer: new URL(delivery.pagina ?? '/', policy.site).href,
      },
      body: JSON.stringify(delivery.cuerpo),
      signal: controller.signal,
    });
    return readAnswer({ status: response.status, retryAfter: response.headers.get('retry-after'), body: await answerText(response) });
  } catch (cause) {
    const reason = (cause as { cause?: { code?: string } })?.cause?.code ?? (cause as Error)?.message ?? String(cause);
    return { kind: 'retry', reason: timedOut ? `no answer within ${policy.timeoutMs} ms` : reason };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Batch after batch within one budget and deadline, while batches come back full or `again`
 * says more was queued meanwhile, until nothing is due or the budget or the time runs out.
 */
async function forwardWithin(
  store: Store,
  options: ForwardOptions & { budget: SubrequestBudget; deadline: number; again?: () => boolean },
): Promise<BatchResult> {
  const total = { delivered: 0, failed: 0, returned: 0 };
  for (;;) {
    const batch = await forwardBatch(store, options);
    add(total, batch);
    // Spent: deliveries were handed back, or nothing more could be claimed.
    if (batch.returned > 0 || (batch.more && batch.delivered + batch.failed === 0)) return { ...total, more: true };
    if (!batch.more && !options.again?.()) return { ...total, more: false };
  }
}

/** Forwards everything due, batch after batch, until nothing is left (forward:retry: a process, no request's limits). */
export async function forwardAllDue(store: Store, options: Omit<ForwardOptions, 'hormigueo'> = {}): Promise<ForwardResult> {
  const policy = forwardPolicy({ subrequests: Infinity, deadlineMs: Infinity, ...options });
  const budget = new SubrequestBudget(policy.subrequests);
  const { delivered, failed, returned } = await forwardWithin(store, {
    ...options,
    ...policy,
    budget,
    deadline: Date.now() + policy.deadlineMs,
  });
  return { delivered, failed, returned };
}

interface Run {
  done: Promise<ForwardResult>;
  /** Past this, the run is presumed killed by the runtime and no longer waited for. */
  expiresAt: number;
}

/**
 * Forwarding off the readers' requests: a request that queued messages only kicks the
 * forwarder. One run at a time works through what is due in batches, within the kicking
 * request's limits (forwardPolicy.ts); a kick that comes while it runs queues one follow-up
 * run, with its own request's limits, which every later kick joins: it claims whatever they
 * queued. A burst of readers is thus forwarded in a few batched round trips. One per
 * process (the local server) or per isolate (Cloudflare, where a run lives in its request's
 * waitUntil and uses that request's connection).
 *
 * The runtime may kill a run at any await (Cloudflare cuts waitUntil 30 s after the answer)
 * and its promise then never settles, so a run is trusted only until its deadline plus a
 * margin: after that it is neither joined nor waited for. This is checked against the clock
 * on each kick, not by a timer, since a killed request's timers die with it.
 */
export class Forwarder {
  private current: Run | null = null;
  private queued: Run | null = null;
  /** A kick came while the current run was going: it looks once more before it ends. */
  private again = false;
  private readonly options: Omit<ForwardOptions, 'hormigueo' | 'budget' | 'deadline'>;

  constructor(options: Omit<ForwardOptions, 'hormigueo' | 'budget' | 'deadline'> = {}) {
    this.options = options;
  }

  /** Starts a run with this store (or queues one, or joins the queued one); resolves when that run ends. */
  kick(store: Store, overrides: Partial<ForwardPolicy> = {}): Promise<ForwardResult> {
    const options = { ...this.options, ...overrides };
    const policy = forwardPolicy(options);
    const kickedAt = Date.now();
    const alive = (run: Run | null) => (run && kickedAt < run.expiresAt ? run : null);
    this.current = alive(this.current);
    this.queued = alive(this.queued);
    if (this.current) this.again = true;
    if (this.queued) return this.queued.done;

    const before = this.current;
    const run: Run = { done: Promise.resolve(nothingYet), expiresAt: kickedAt + policy.deadlineMs + FORWARD_STALE_MARGIN_MS };
    if (before) this.queued = run;
    else this.current = run;
    run.done = (async () => {
      if (before) {
        // Read again after each wait: a renewing run moves its expiry on.
        while (!(await settledOrUntil(before.done, before.expiresAt - Date.now())) && Date.now() < before.expiresAt);
        if (this.queued === run) this.queued = null;
        this.current = run;
      }
      this.again = false;
      try {
        return await this.run(store, options, policy, kickedAt, run);
      } finally {
        if (this.current === run) this.current = null;
      }
    })();
    return run.done;
  }

  private async run(store: Store, options: ForwardOptions, policy: ForwardPolicy, kickedAt: number, run: Run): Promise<ForwardResult> {
    const total = { delivered: 0, failed: 0, returned: 0 };
    // On Workers the clock starts at the answer (the kick), whatever the wait for an earlier
    // run; where runs may renew, each starts its own.
    let origin = policy.renew ? Date.now() : kickedAt;
    for (;;) {
      const deadline = origin + policy.deadlineMs;
      run.expiresAt = deadline + FORWARD_STALE_MARGIN_MS;
      const again = () => {
        const asked = this.again && this.current === run;
        if (asked) this.again = false;
        return asked;
      };
      const budget = new SubrequestBudget(policy.subrequests);
      const within = await forwardWithin(store, { ...options, ...policy, budget, deadline, again });
      add(total, within);
      // Renew only after progress, so a budget too small to send anything cannot spin.
      if (!(policy.renew && within.more && within.delivered + within.failed > 0)) return total;
      origin = Date.now();
    }
  }

  /** Resolves once no run is going (tests, shutdown); a run presumed killed is not waited for. */
  async idle(): Promise<void> {
    for (;;) {
      const run = [this.queued, this.current].find((r) => r && Date.now() < r.expiresAt);
      if (!run) return;
      await settledOrUntil(run.done, run.expiresAt - Date.now());
    }
  }
}

const nothingYet: ForwardResult = { delivered: 0, failed: 0, returned: 0 };

/** Waits for a promise to settle, or ms at most; true when it settled. */
async function settledOrUntil(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = await Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms)))),
  ]);
  clearTimeout(timer);
  return settled;
}

/** The forwarder of this process or isolate. */
export const forwarder = new Forwarder();
