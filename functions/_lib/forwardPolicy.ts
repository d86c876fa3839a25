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
}

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
  };
}

/**
 * The overrides set in the environment: FORWARD_TIMEOUT_MS, FORWARD_SUBREQUESTS (for a paid
 * plan's larger budget) and FORWARD_CONCURRENCY. Unset or invalid: the defaults.
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
