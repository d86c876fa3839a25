import type { Store } from './store/types.ts';

/** Settings a function reads (Cloudflare Pages env vars, or process.env locally). */
export interface Env {
  /** The local server passes its database here; on Cloudflare the Supabase settings are used. */
  STORE?: Store;
  SUPABASE_URL?: string;
  SUPABASE_ANON_KEY?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
  RATE_LIMIT?: string;
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
  TRUST_PROXY?: string;
  FORWARD_TIMEOUT_MS?: string;
  [key: string]: unknown;
}

/** The Cloudflare Pages Functions context, as far as these functions use it. */
export interface FunctionContext<P extends string = string> {
  request: Request;
  env: Env;
  params: Record<P, string | string[]>;
  data: { clientAddress?: string } & Record<string, unknown>;
  waitUntil(promise: Promise<unknown>): void;
  next(input?: Request | string): Promise<Response>;
}

export type PagesFunction<P extends string = string> = (context: FunctionContext<P>) => Response | Promise<Response>;
