/**
 * A stand-in for Formspree's AJAX endpoint (`POST /f/<formId>`, `Accept: application/json`) on
 * 127.0.0.1, for the integration tests and the benchmarks. Unlike the plain receivers
 * (tests/helpers/receiver.ts, scripts/buzon.ts), which accept everything, it keeps the
 * rules Formspree documents, because those rules are what the forwarding must survive: posts
 * filed as spam although answered "ok", a per-form rate limit, a monthly quota, forms deleted or
 * disabled under our feet. Every decision is taken when a post arrives, on an injectable clock,
 * so a test or a benchmark gets the same answers on every run; only the optional latency uses
 * real timers.
 *
 * What Formspree documents, and how each rule is modelled here:
 *
 * - Restrict to Domain, https://help.formspree.io/hc/en-us/articles/360038664534-Restrict-to-Domain
 *   "Once saved, only submissions originating from forms on that domain, or any subdomain, will
 *   be permitted. Any submissions from unauthorized domains will be sent to your spam inbox."
 *   "If you enter a domain into 'Restrict to Domain' without a subdomain, it will automatically
 *   match any subdomain. However, if you supply a subdomain, only submissions from that subdomain
 *   will be permitted." "The Restrict to Domain feature relies on the referer header [...] If it
 *   set to no-referrer or same-origin then the browser will not send the referer header and
 *   submissions will be marked as spam."
 *   So the `Referer` alone decides; `Origin` is only recorded. The sender cannot tell: spam gets
 *   the same 200 as the inbox. Without a public suffix list, a setting of two labels
 *   (`hormiguerodepoemas.com`) counts as a bare domain and a longer one as a subdomain; a
 *   `.co.uk`-style domain would be read as a subdomain.
 *
 * - System Limits, https://help.formspree.io/hc/en-us/articles/7017303616659-System-Limits
 *   "The limits are checked when new form submissions are received, and if exceeded, Formspree
 *   will return an error. The limits are: Form rate limit: 20 posts per minute [...] Always
 *   display rate limit errors to the website visitor who submitted the form, so they will know
 *   to wait and try again later."
 *   The status and body are not quoted from it: an AJAX post (`Accept: application/json`) past
 *   the limit gets 429, a `Retry-After` in whole seconds and Formspree's error shape (`error`
 *   plus `errors: [{ code, message }]`, as the formspree-js client reads it). The limit and the
 *   window are per form, so a benchmark can run a "minute" in seconds. The window is SLIDING: a
 *   post is refused when `perWindow` posts (accepted or refused, bad bodies included, as "posts
 *   per minute" counts posts) arrived in the last `windowMs`. A sliding window never lets a burst of twice the limit through across a
 *   window boundary, as a fixed one would, so a sender that passes here passes a fixed-window
 *   limiter too. `Retry-After` is the exact time, rounded up to a second, until the oldest post
 *   that must leave the window has left it: a retry after it (with nothing else sent) is taken.
 *   Posts to a deleted or disabled form, and the 500s of `fail(n)` (a failure in front of
 *   Formspree's rules), count toward no window.
 *
 * - The monthly quota ("Submissions that can be received each month", same page). What an
 *   over-quota form answers is not documented, so it is configurable (`quotaAnswer`). The quota
 *   counts the submissions filed in the inbox within the current calendar month in UTC (the
 *   billing cycle is a simplification; whether spam counts is not documented, and here it does
 *   not). A refused post is stored nowhere.
 *
 * - Error codes (`FORM_NOT_FOUND`, `INACTIVE`, `EMPTY`) are the ones of formspree-js's
 *   `FormErrorCodeEnum`; `RATE_LIMITED` and `FORM_OVER_QUOTA` are ours, as Formspree's are not
 *   public.
 *
 * Only the JSON flavour is modelled, the one the site sends: a body that is not a JSON object
 * is a 400, whatever its content type, and answers are always JSON. With `latencyMs`, the post
 * is filed on arrival and only the answer waits, as with a slow server that has already stored
 * it: a sender that gives up and retries makes a duplicate, which `duplicates()` shows.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How an over-quota form answers; Formspree does not document it. */
export type QuotaAnswer = 'forbidden' | 'payment' | 'legacy-200';

export type FormState = 'active' | 'deleted' | 'inactive';

export interface FormConfig {
  /** Restrict to Domain: a host without protocol; posts whose Referer is elsewhere go to spam. */
  restrictTo?: string;
  /** Posts allowed per sliding window (Formspree: 20). */
  perWindow?: number;
  /** The window's length (Formspree: a minute); a benchmark shortens it. */
  windowMs?: number;
  /** Submissions the inbox takes per calendar month; none when absent. */
  quota?: number;
  quotaAnswer?: QuotaAnswer;
  state?: FormState;
  /** Delay before answering; the post is filed before it, as a slow server that already stored it. */
  latencyMs?: number;
}

export interface Submission {
  /** The stand-in's clock when the post arrived. */
  at: number;
  body: Record<string, unknown>;
  headers: { origin?: string; referer?: string; 'content-type'?: string };
}

export interface Refusal {
  at: number;
  status: number;
  /** The error code of the answer (`RATE_LIMITED`, `FORM_OVER_QUOTA`, `SERVER_ERROR`, ...). */
  code: string;
  /** Seconds, as sent in the `Retry-After` header of a 429. */
  retryAfter?: number;
}

export interface FormspreeStandIn {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Creates the form or changes the settings given (an explicit `undefined` clears one); returns its URL. */
  form(formId: string, config?: FormConfig): string;
  /** Accepted and not spam, in order of arrival. */
  inbox(formId: string): readonly Submission[];
  /** Accepted with the same answer, but filed as spam (Restrict to Domain). */
  spam(formId: string): readonly Submission[];
  /** Every post not filed: each non-2xx answer, and the over-quota `legacy-200` answer. */
  refused(formId: string): readonly Refusal[];
  /** The next `n` posts to the (existing, active) form answer 500, before its limits see them. */
  fail(formId: string, n: number): void;
  /** Bodies filed in the inbox more than once (the whole body compared, key order aside), once each. */
  duplicates(formId: string): Record<string, unknown>[];
  close(): Promise<void>;
}

export const FORMSPREE_SUCCESS = { ok: true, next: 'https://formspree.io/thanks?language=en' } as const;

const DEFAULTS = { perWindow: 20, windowMs: 60_000, quotaAnswer: 'forbidden', state: 'active' } as const;

interface Answer {
  status: number;
  body: unknown;
  code?: string;
  retryAfter?: number;
}

const error = (status: number, code: string, message: string, extra: Partial<Answer> = {}): Answer => ({
  status,
  code,
  body: { error: message, errors: [{ code, message }] },
  ...extra,
});

const QUOTA_ANSWERS: Record<QuotaAnswer, Answer> = {
  forbidden: error(403, 'FORM_OVER_QUOTA', 'Form over quota'),
  payment: error(402, 'FORM_OVER_QUOTA', 'Form over quota'),
  'legacy-200': { status: 200, code: 'FORM_OVER_QUOTA', body: { error: 'This form has exceeded its monthly submission limit' } },
};

interface Form {
  config: FormConfig;
  /** Arrival times of the posts still inside the sliding window, oldest first. */
  window: number[];
  failNext: number;
  quotaMonth: string;
  quotaUsed: number;
}

interface Records {
  inbox: Submission[];
  spam: Submission[];
  refused: Refusal[];
}

export async function startFormspreeStandIn(options: { now?: () => number } = {}): Promise<FormspreeStandIn> {
  const now = options.now ?? Date.now;
  const forms = new Map<string, Form>();
  const records = new Map<string, Records>();
  const pending = new Set<ReturnType<typeof setTimeout>>();

  const recordsOf = (formId: string): Records => {
    let r = records.get(formId);
    if (!r) records.set(formId, (r = { inbox: [], spam: [], refused: [] }));
    return r;
  };

  /** Applies the rules in the order a post meets them; files the post as a side effect. */
  function decide(formId: string, request: IncomingMessage, text: string, at: number): Answer {
    const form = forms.get(formId);
    const state = form?.config.state ?? DEFAULTS.state;
    if (!form || state === 'deleted') return error(404, 'FORM_NOT_FOUND', 'Form not found');
    if (state === 'inactive') return error(403, 'INACTIVE', 'Form not active');
    if (form.failNext > 0) {
      form.failNext--;
      return error(500, 'SERVER_ERROR', 'Internal server error');
    }

    const retryAfterMs = countInWindow(form, at);
    if (retryAfterMs > 0) {
      const retryAfter = Math.ceil(retryAfterMs / 1000);
      return error(429, 'RATE_LIMITED', 'Too many submissions to this form; try again later.', { retryAfter });
    }

    const body = parseObject(text);
    if (!body) return error(400, 'EMPTY', 'Unable to parse the submission as JSON');
    if (Object.keys(body).length === 0) return error(422, 'EMPTY', 'Empty form submission');

    const quota = form.config.quota;
    if (quota !== undefined) {
      const month = new Date(at).toISOString().slice(0, 7);
      if (month !== form.quotaMonth) Object.assign(form, { quotaMonth: month, quotaUsed: 0 });
      if (form.quotaUsed >= quota) return QUOTA_ANSWERS[form.config.quotaAnswer ?? DEFAULTS.quotaAnswer];
    }

    const submission: Submission = { at, body, headers: pick(request) };
    if (form.config.restrictTo && !fromDomain(request.headers.referer, form.config.restrictTo)) {
      recordsOf(formId).spam.push(submission);
    } else {
      recordsOf(formId).inbox.push(submission);
      form.quotaUsed++;
    }
    return { status: 200, body: FORMSPREE_SUCCESS };
  }

  /** Adds the post to the sliding window; 0 when it fits, else the ms until a retry would. */
  function countInWindow(form: Form, at: number): number {
    const perWindow = form.config.perWindow ?? DEFAULTS.perWindow;
    const windowMs = form.config.windowMs ?? DEFAULTS.windowMs;
    // A post stays in the window while `at < arrival + windowMs`.
    while (form.window.length > 0 && form.window[0]! + windowMs <= at) form.window.shift();
    const full = form.window.length >= perWindow;
    form.window.push(at);
    if (!full) return 0;
    // Room for one more once all but the newest perWindow - 1 posts (this one included) have left.
    return form.window[form.window.length - perWindow]! + windowMs - at;
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = now();
      const match = /^\/f\/([^/?#]+)\/?(?:\?.*)?$/.exec(request.url ?? '');
      if (!match) return send(response, { status: 404, body: { error: 'Not found' } });
      const formId = decodeURIComponent(match[1]!);
      const answer =
        request.method === 'POST'
          ? decide(formId, request, Buffer.concat(chunks).toString('utf8'), at)
          : error(405, 'METHOD_NOT_ALLOWED', 'Submissions are POSTed');
      if (answer.code) {
        const refusal: Refusal = { at, status: answer.status, code: answer.code };
        if (answer.retryAfter !== undefined) refusal.retryAfter = answer.retryAfter;
        recordsOf(formId).refused.push(refusal);
      }
      const latencyMs = forms.get(formId)?.config.latencyMs ?? 0;
      if (latencyMs <= 0) return send(response, answer);
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(response, answer);
      }, latencyMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    form(formId, config = {}) {
      const form = forms.get(formId);
      if (form) form.config = { ...form.config, ...config };
      else forms.set(formId, { config: { ...config }, window: [], failNext: 0, quotaMonth: '', quotaUsed: 0 });
      return `${origin}/f/${encodeURIComponent(formId)}`;
    },
    inbox: (formId) => records.get(formId)?.inbox ?? [],
    spam: (formId) => records.get(formId)?.spam ?? [],
    refused: (formId) => records.get(formId)?.refused ?? [],
    fail(formId, n) {
      const form = forms.get(formId);
      // A typo in a test's form id would otherwise make the failures silently never happen.
      if (!form) throw new Error(`no form ${formId} in the Formspree stand-in`);
      form.failNext = n;
    },
    duplicates(formId) {
      const seen = new Map<string, { body: Record<string, unknown>; count: number }>();
      for (const { body } of records.get(formId)?.inbox ?? []) {
        const key = canonical(body);
        const entry = seen.get(key);
        if (entry) entry.count++;
        else seen.set(key, { body, count: 1 });
      }
      return [...seen.values()].filter((e) => e.count > 1).map((e) => e.body);
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(response: ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (answer.retryAfter !== undefined) headers['retry-after'] = String(answer.retryAfter);
  response.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function pick(request: IncomingMessage): Submission['headers'] {
  const headers: Submission['headers'] = {};
  for (const name of ['origin', 'referer', 'content-type'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** Restrict to Domain: a bare domain admits its subdomains, a subdomain only itself. */
function fromDomain(referer: string | undefined, restrictTo: string): boolean {
  if (!referer) return false;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  const domain = restrictTo.toLowerCase().replace(/\.$/, '');
  const bare = domain.split('.').length <= 2;
  return host === domain || (bare && host.endsWith(`.${domain}`));
}

/** JSON with object keys sorted, so two bodies differing only in key order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
