import type { Forwarder } from './forward.ts';
import type { Store } from './store/types.ts';

/** The built site's static files, as Cloudflare Pages binds them (the local server does the same). */
export interface Assets {
  fetch(input: Request | string): Promise<Response>;
}

/** Settings a function reads (Cloudflare Pages env vars, or process.env locally). */
export interface Env {
  /** The local server passes its database here; on Cloudflare the Supabase settings are used. */
  STORE?: Store;
  /** The local server's forwarder, for its own database (elsewhere: one per isolate). */
  FORWARDER?: Forwarder;
  /** The built pages (the form-post answers are filled into pages the build made). */
  ASSETS?: Assets;
  /** The site's public origin: form posts are accepted from it (and from the request's own). */
  SITE_URL?: string;
  /** The database the writes go to (the documented default; Hyperdrive's binding wins on Cloudflare). */
  DATABASE_URL?: string;
  /** Cloudflare Hyperdrive binding to the database's pooled connection string. */
  HYPERDRIVE?: { connectionString: string };
  RATE_LIMIT?: string;
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
  /** Keys the visitor hash of the rate limit (see visitor.ts). */
  RATE_LIMIT_SECRET?: string;
  /**
   * Keys the signature of each subscriber's link out of the newsletter (see unsubscribeLink.ts):
   * a secret of at least 32 characters, in the host's encrypted settings only.
   */
  UNSUBSCRIBE_SECRET?: string;
  /** The editors' preview (wrangler.toml [env.preview.vars]): the functions write nothing there. */
  EDITOR_PREVIEW?: string;
  /** Proxies in front of the local server: how many, or their addresses (see visitor.ts). */
  TRUST_PROXY?: string;
  /**
   * The bearer token of POST /api/reenviar, which forwards the messages due (Supabase's pg_cron
   * job calls it, supabase/publish/forwarding-retries.sql, with the same token from Vault): a
   * secret of at least 32 characters, in the host's encrypted settings only. Unset: no endpoint.
   */
  FORWARD_TOKEN?: string;
  FORWARD_TIMEOUT_MS?: string;
  /** Forwarding limits per invocation (see forwardPolicy.ts): subrequests, sends at once. */
  FORWARD_SUBREQUESTS?: string;
  FORWARD_CONCURRENCY?: string;
  /** Posts per forwarding address per window, "20/60", or "off" (see forwardPolicy.ts). */
  FORWARD_PACE?: string;
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
