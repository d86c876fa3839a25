import type { DeliveryResult, Store } from './store/types.ts';

export interface ForwardOptions {
  /** Deliveries claimed (and sent side by side) per batch. */
  limit?: number;
  /** Only the deliveries of this hormigueo. */
  hormigueo?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: Pick<Console, 'warn'>;
}

export interface ForwardResult {
  delivered: number;
  failed: number;
}

/** Deliveries per batch: enough to keep up with a burst of readers in a few round trips. */
export const FORWARD_BATCH = 50;

/**
 * POSTs one batch of due hormigueo messages to their forwarding addresses (the magazine's
 * and the authors' Formspree forms), as JSON. Deliveries are claimed before they are sent,
 * so two forwarders never send the same one, and settled together after: delivered, or due
 * again later with backoff. Nothing is ever dropped; failures are logged, never shown to readers.
 */
export async function forwardDue(store: Store, options: ForwardOptions = {}): Promise<ForwardResult> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const log = options.log ?? console;
  const claimed = await store.claimDeliveries({ limit: options.limit ?? FORWARD_BATCH, hormigueo: options.hormigueo });
  const results = await Promise.all(
    claimed.map(async (delivery): Promise<DeliveryResult> => {
      let error: string | undefined;
      try {
        const response = await send(delivery.destino, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(delivery.cuerpo),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel().catch(() => {});
        if (!response.ok) error = `HTTP ${response.status}`;
      } catch (cause) {
        const name = (cause as Error)?.name;
        const reason = (cause as { cause?: { code?: string } })?.cause?.code ?? (cause as Error)?.message ?? String(cause);
        error = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : reason;
      }
      if (error) log.warn(`Forwarding hormigueo delivery ${delivery.id} to ${delivery.destino} failed (${error}); it will be retried.`);
      return { id: delivery.id, delivered: !error, error };
    }),
  );
  await store.resolveDeliveries(results);
  const delivered = results.filter((r) => r.delivered).length;
  return { delivered, failed: results.length - delivered };
}

/** Forwards everything due, batch after batch, until nothing is left (for forward:retry). */
export async function forwardAllDue(store: Store, options: Omit<ForwardOptions, 'hormigueo'> = {}): Promise<ForwardResult> {
  const total = { delivered: 0, failed: 0 };
  for (;;) {
    const batch = await forwardDue(store, options);
    total.delivered += batch.delivered;
    total.failed += batch.failed;
    if (batch.delivered + batch.failed < (options.limit ?? FORWARD_BATCH)) return total;
  }
}

/**
 * Forwarding off the readers' requests: a request that queued messages only kicks the
 * forwarder; one run at a time works through everything due in batches, and a kick that
 * comes while it runs asks for one more round instead of starting another. A burst of
 * readers is forwarded in a few batched round trips rather than two queries each. One per
 * process (the local server) or per isolate (Cloudflare, where the run lives in the
 * kicking request's waitUntil and uses that request's connection).
 */
export class Forwarder {
  private running: Promise<ForwardResult> | null = null;
  private again = false;
  private readonly options: Omit<ForwardOptions, 'hormigueo'>;

  constructor(options: Omit<ForwardOptions, 'hormigueo'> = {}) {
    this.options = options;
  }

  /** Starts a run with this store, or asks the current run for one more round; resolves when the run ends. */
  kick(store: Store, options: Pick<ForwardOptions, 'timeoutMs'> = {}): Promise<ForwardResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async () => {
      const total = { delivered: 0, failed: 0 };
      const batch = this.options.limit ?? FORWARD_BATCH;
      do {
        this.again = false;
        const done = await forwardDue(store, { ...this.options, ...options });
        total.delivered += done.delivered;
        total.failed += done.failed;
        if (done.delivered + done.failed === batch) this.again = true;
      } while (this.again);
      return total;
    };
    const running = run().finally(() => {
      this.running = null;
    });
    this.running = running;
    return running;
  }

  /** Resolves once no run is going (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => {});
  }
}

/** The forwarder of this process or isolate. */
export const forwarder = new Forwarder();
