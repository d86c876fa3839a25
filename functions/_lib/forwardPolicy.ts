import { siteOrigin } from '../../src/lib/config/siteUrl.ts';
import type { Pace } from './store/types.ts';

/**
 * How much forwarding one run may do, sized for Cloudflare Workers' Free plan, where a run
 * lives in the waitUntil of the request that kicked it: 50 subrequests per invocation (every
 * fetch, including the request's own earlier ones), 6 connections open at once, and
 * waitUntil work cut 30 s after the answer. The same rules apply on the local server, so
 * both are tested once.
 */
export interface ForwardPolicy {
  /** Subrequests a run may make: the sends, plus the store's calls when they are HTTP. */
  subrequests: number;
  /** Sends open at once. */
  concurrency: number;
  /** How long one receiver may take, counted from when its request starts. */
  timeoutMs: number;
  /** No send starts unless it can time out before this long after the kick. */
  deadlineMs: number;
  /**
   * When a run ends spent (budget or deadline) with work left, start a fresh one at once.
   * Right where runs are not bound to a request (Node); on Workers the request's limits are
   * used up and the next kick (or forward:retry) carries on.
   */
  renew: boolean;
  /** The site's origin (SITE_URL): each post says it comes from there (Origin, and the Referer's host). */
  site: string;
  /** At most this many posts per destination per window (FORWARD_PACE), or null: as fast as the rest allows. */
  pace: Pace | null;
}

/**
 * No pace: sending as fast as the rest allows and obeying each 429's Retry-After lands a burst
 * sooner than pacing under Formspree's 20 posts a minute. `npm run bench:forwarding`, 200
 * hormigueos to one poet: the last message 9.9 (scaled) minutes after the first, against 11.3
 * paced at 18 a minute and 11.7 at 20 (the floor is 9). FORWARD_PACE paces anyway.
 */
export const DEFAULT_PACE: Pace | null = null;

/** Cloudflare's 50, less a margin for what the request itself fetched before. */
export const FORWARD_SUBREQUESTS = 45;
/** One below Cloudflare's 6 open connections: the database's socket may be the sixth. */
export const FORWARD_CONCURRENCY = 5;
export const FORWARD_TIMEOUT_MS = 8000;
/** Well under the 30 s waitUntil allows, leaving time to settle and hand back. */
export const FORWARD_DEADLINE_MS = 20_000;
/** After its deadline plus this, a run that has not ended is presumed killed by the runtime. */
export const FORWARD_STALE_MARGIN_MS = 5000;

const onWorkers = () => (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent === 'Cloudflare-Workers';

const positive = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : n === Infinity ? n : undefined;
};

/** The policy with these overrides (bad values fall back to the defaults). */
export function forwardPolicy(overrides: Partial<ForwardPolicy> = {}): ForwardPolicy {
  const deadlineMs = positive(overrides.deadlineMs) ?? FORWARD_DEADLINE_MS;
  return {
    subrequests: Math.floor(positive(overrides.subrequests) ?? FORWARD_SUBREQUESTS),
    concurrency: Math.max(1, Math.floor(Math.min(positive(overrides.concurrency) ?? FORWARD_CONCURRENCY, 64))),
    // A timeout longer than the deadline would let no send start at all.
    timeoutMs: Math.min(positive(overrides.timeoutMs) ?? FORWARD_TIMEOUT_MS, deadlineMs),
    deadlineMs,
    renew: overrides.renew ?? !onWorkers(),
    site: siteOrigin(overrides.site),
    pace: overrides.pace === undefined ? DEFAULT_PACE : overrides.pace,
  };
}

/** FORWARD_PACE: "20/60" (posts per seconds, per destination), or "off". Anything else: undefined. */
export function parsePace(value: string | undefined): Pace | null | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  if (text === 'off' || text === 'no') return null;
  const match = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) return undefined;
  const sends = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return sends > 0 && windowSeconds > 0 ? { sends, windowSeconds } : undefined;
}

/**
 * The overrides set in the environment: FORWARD_TIMEOUT_MS, FORWARD_SUBREQUESTS (for a paid
 * plan's larger budget), FORWARD_CONCURRENCY, FORWARD_PACE, and the site's origin (SITE_URL).
 * Unset or invalid: the defaults.
 */
export function forwardPolicyFromEnv(env: Record<string, unknown>): Partial<ForwardPolicy> {
  const read = (name: string) => positive(typeof env[name] === 'string' ? (env[name] as string).trim() || undefined : env[name]);
  const overrides: Partial<ForwardPolicy> = {};
  const timeoutMs = read('FORWARD_TIMEOUT_MS');
  const subrequests = read('FORWARD_SUBREQUESTS');
  const concurrency = read('FORWARD_CONCURRENCY');
  if (timeoutMs) overrides.timeoutMs = timeoutMs;
  if (subrequests) overrides.subrequests = subrequests;
  if (concurrency) overrides.concurrency = concurrency;
  if (typeof env.SITE_URL === 'string' && env.SITE_URL.trim()) overrides.site = env.SITE_URL;
  const pace = parsePace(typeof env.FORWARD_PACE === 'string' ? env.FORWARD_PACE : undefined);
  if (pace !== undefined) overrides.pace = pace;
  return overrides;
}

/** The subrequests one invocation has left; every fetch a run makes is taken from it first. */
export class SubrequestBudget {
  readonly limit: number;
  private used = 0;

  constructor(limit: number) {
    this.limit = limit;
  }

  get left(): number {
    return Math.max(0, this.limit - this.used);
  }

  /** Takes n if that many are left. */
  take(n = 1): boolean {
    if (n > this.left) return false;
    this.used += n;
    return true;
  }
}
