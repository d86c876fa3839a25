/**
 * Slows down guessing: after `free` failures of one client within `windowMs`, each further
 * attempt must wait twice as long as the last (1 s, 2 s, 4 s ... up to `maxWaitMs`). A success
 * clears the client. Memory stays bounded: entries expire with their window, and past
 * `maxClients` the oldest are dropped.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, { count: number; last: number }>();
  private readonly free: number;
  private readonly windowMs: number;
  private readonly maxWaitMs: number;
  private readonly maxClients: number;

  constructor(options: { free?: number; windowMs?: number; maxWaitMs?: number; maxClients?: number } = {}) {
    this.free = options.free ?? 5;
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.maxWaitMs = options.maxWaitMs ?? 15 * 60_000;
    this.maxClients = options.maxClients ?? 10_000;
  }

  /** Milliseconds this client must still wait before its next attempt counts (0: go ahead). */
  wait(client: string, now = Date.now()): number {
    const entry = this.failures.get(client);
    if (!entry || now - entry.last > this.windowMs) return 0;
    if (entry.count < this.free) return 0;
    const delay = Math.min(1000 * 2 ** (entry.count - this.free), this.maxWaitMs);
    return Math.max(0, entry.last + delay - now);
  }

  fail(client: string, now = Date.now()): void {
    const entry = this.failures.get(client);
    const count = entry && now - entry.last <= this.windowMs ? entry.count + 1 : 1;
    this.failures.delete(client);
    this.failures.set(client, { count, last: now });
    for (const [key, value] of this.failures) {
      if (this.failures.size <= this.maxClients && now - value.last <= this.windowMs) break;
      this.failures.delete(key);
    }
  }

  succeed(client: string): void {
    this.failures.delete(client);
  }
}
