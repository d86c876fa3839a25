import type { Env, FunctionContext } from './context.ts';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window request counting per visitor and action, in this process's memory: enough
 * against one person or bot hammering the button. (On Cloudflare each isolate counts on
 * its own; a Rate Limiting rule in front is the stronger tool there, see README.)
 */
export class RateLimiter {
  private windows = new Map<string, Window>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(max: number, windowMs: number, now: () => number = Date.now) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Counts one request; returns how many seconds to wait when over the limit, else 0. */
  take(key: string): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count > this.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

const limiters = new Map<string, RateLimiter>();

/** The limiter for an action under this environment's settings, or null when switched off. */
export function limiterFor(action: string, env: Env): RateLimiter | null {
  if (String(env.RATE_LIMIT ?? '').toLowerCase() === 'off') return null;
  const max = Number(env.RATE_LIMIT_MAX ?? 10) || 10;
  const windowMs = (Number(env.RATE_LIMIT_WINDOW_SECONDS ?? 60) || 60) * 1000;
  const key = `${action}:${max}:${windowMs}`;
  let limiter = limiters.get(key);
  if (!limiter) limiters.set(key, (limiter = new RateLimiter(max, windowMs)));
  return limiter;
}

/**
 * Who is asking: Cloudflare's connecting IP, the first X-Forwarded-For hop when the
 * server sits behind a trusted proxy (TRUST_PROXY=true), else the socket's address.
 */
export function visitorKey(context: Pick<FunctionContext, 'request' | 'env' | 'data'>): string {
  const headers = context.request.headers;
  const cf = headers.get('cf-connecting-ip');
  if (cf) return cf;
  if (String(context.env.TRUST_PROXY ?? '') === 'true') {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return context.data.clientAddress ?? 'unknown';
}
