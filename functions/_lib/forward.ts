import type { Store } from './store/types.ts';

export interface ForwardOptions {
  limit?: number;
  /** Only the deliveries of this hormigueo (right after it was recorded). */
  hormigueo?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: Pick<Console, 'warn'>;
}

export interface ForwardResult {
  delivered: number;
  failed: number;
}

/**
 * POSTs due hormigueo messages to their forwarding addresses (the magazine's and the
 * authors' Formspree forms), as JSON. A delivery is claimed before it is sent, so two
 * forwarders never send the same one, and settled after: delivered, or due again later
 * with backoff. Nothing is ever dropped; failures are logged, never shown to readers.
 */
export async function forwardDue(store: Store, options: ForwardOptions = {}): Promise<ForwardResult> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const log = options.log ?? console;
  const claimed = await store.claimDeliveries({ limit: options.limit ?? 20, hormigueo: options.hormigueo });
  const results = await Promise.all(
    claimed.map(async (delivery) => {
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
      await store.resolveDelivery(delivery.id, !error, error);
      if (error) log.warn(`Forwarding hormigueo delivery ${delivery.id} to ${delivery.destino} failed (${error}); it will be retried.`);
      return !error;
    }),
  );
  const delivered = results.filter(Boolean).length;
  return { delivered, failed: results.length - delivered };
}

/** Forwards everything due, batch after batch, until nothing is left (for forward:retry). */
export async function forwardAllDue(store: Store, options: Omit<ForwardOptions, 'hormigueo'> = {}): Promise<ForwardResult> {
  const total = { delivered: 0, failed: 0 };
  for (;;) {
    const batch = await forwardDue(store, options);
    total.delivered += batch.delivered;
    total.failed += batch.failed;
    if (batch.delivered + batch.failed < (options.limit ?? 20)) return total;
  }
}
