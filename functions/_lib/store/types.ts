import { HORMIGUEAR, MESSAGES } from '../../../src/lib/actions/rules.ts';

/** Who is acting, as the rate limit knows them, and the limit that applies. */
export interface VisitorLimit {
  /** A keyed hash of the client's address (see visitor.ts): never the address itself. */
  visitor: string;
  max: number;
  windowSeconds: number;
}

/** The writes of the reader actions, over whichever database is configured. */
export interface Store {
  /** Each write checks and records the visitor's limit (when given) in its own transaction. */
  hormiguearPoema(id: number, input: { nombre: string; mensaje: string }, limit?: VisitorLimit | null): Promise<HormigueoResult>;
  hormiguearVisual(id: number, input: { nombre: string; mensaje: string }, limit?: VisitorLimit | null): Promise<HormigueoResult>;
  subscribe(correo: string, limit?: VisitorLimit | null): Promise<{ nuevo: boolean; fecha: string }>;
  /** Claims due forwarding deliveries (a lease); only for the server, never the public role. */
  claimDeliveries(options: { limit: number; hormigueo?: number }): Promise<Delivery[]>;
  /** Settles claimed deliveries, all in one call. */
  resolveDeliveries(results: readonly DeliveryResult[]): Promise<void>;
}

export interface HormigueoResult {
  /** The counter after this hormigueo. */
  hormigueos: number;
  /** Id of the recorded message. */
  hormigueo: number;
}

export interface Delivery {
  id: number;
  destino: string;
  cuerpo: Record<string, unknown>;
  intentos: number;
}

export interface DeliveryResult {
  id: number;
  delivered: boolean;
  error?: string | undefined;
}

/** The poem or visual work does not exist (SQLSTATE P0002 from the SQL functions). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The input was refused by the database: a client's mistake, answered 400. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
}

/** The visitor is over the limit (SQLSTATE HDP29); `retryAfter` seconds until the next action may pass. */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
  readonly retryAfter: number;

  constructor(retryAfter: number) {
    super(MESSAGES.tooManyRequests);
    this.retryAfter = retryAfter;
  }
}

/** The Spanish messages the SQL functions raise (they check the same rules as the functions). */
const SQL_MESSAGES = new Set<string>([
  MESSAGES.emptyMessage,
  MESSAGES.emptyName,
  MESSAGES.messageTooLong,
  MESSAGES.nameTooLong,
  MESSAGES.invalidEmail,
  HORMIGUEAR.poema.notFound,
  HORMIGUEAR.visual.notFound,
]);

/**
 * Translates the database's errors into the ones above: SQLSTATE P0002 (not found), HDP29
 * (rate limited, the seconds to wait in the detail) and class 22 (data exceptions: a value
 * the client sent that the database refused, such as a NUL character) are a client's doing.
 */
export function classifyDatabaseError(error: unknown): Error {
  const { code, message, detail, details } = (error ?? {}) as { code?: unknown; message?: unknown; detail?: unknown; details?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  if (code === 'P0002') return new NotFoundError(text);
  if (code === 'HDP29') return new RateLimitedError(Math.max(1, Number(detail ?? details) || 60));
  if (typeof code === 'string' && code.startsWith('22')) return new InvalidInputError(SQL_MESSAGES.has(text) ? text : MESSAGES.badRequest);
  return error instanceof Error ? error : new Error(text);
}
