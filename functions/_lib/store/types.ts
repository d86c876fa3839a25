import { MESSAGES, messageOfDatabaseCode } from '../../../src/lib/actions/rules.ts';
import type { PauseReason } from '../receiverAnswer.ts';

/** Who sent an action, the limit that applies to them, and how its repeats are recognised. */
export interface Caller {
  /** A keyed hash of the client's address (see visitor.ts): never the address itself. */
  visitor: string | null;
  /** The visitor's limit per action; null when limits are off. */
  limit: { max: number; windowSeconds: number } | null;
  /**
   * The key the client chose for this action (Idempotency-Key). Null: a repeat is recognised
   * by the visitor and the content within a few minutes (the plain HTML forms have no key).
   */
  key: string | null;
}

/** The writes of the reader actions, over whichever database is configured. */
export interface Store {
  /**
   * Each write happens once per key (a repeat answers the first result and changes nothing)
   * and checks the visitor's limit, all in its own transaction.
   */
  hormiguearPoem(id: number, input: HormigueoInput, caller?: Caller | null): Promise<HormigueoResult>;
  hormiguearVisual(id: number, input: HormigueoInput, caller?: Caller | null): Promise<HormigueoResult>;
  subscribe(correo: string, caller?: Caller | null, noticeVersion?: string | null): Promise<SubscriptionResult>;
  /**
   * Removes the address from the newsletter (every row holding it, nothing else), whether or
   * not it was there: it never says which. A caller with a limit counts against it; without
   * a caller (a signed link the server verified) no limit applies.
   */
  unsubscribe(correo: string, caller?: Caller | null): Promise<void>;
  /**
   * Claims due forwarding deliveries (a lease); only for the server, never the public role.
   * Paused destinations give none; with `pace`, each destination at most `pace.sends` per
   * `pace.windowSeconds`.
   */
  claimDeliveries(options: { limit: number; hormigueo?: number; pace?: Pace | null }): Promise<Delivery[]>;
  /** Settles claimed deliveries, all in one call, with the destinations their answers paused. */
  resolveDeliveries(results: readonly DeliveryResult[], pauses?: readonly DestinationPause[]): Promise<void>;
  /**
   * Hands claimed deliveries that were never sent back to the queue, due at once and with
   * the claim's attempt undone. A store without it leaves them to fall due when their
   * claim's lease ends (2 minutes): later, but never lost.
   */
  releaseDeliveries?(ids: readonly number[]): Promise<void>;
}

/** What a reader sent, and from which page of the site (a path; its deliveries carry it as the Referer). */
export interface HormigueoInput {
  nombre: string;
  mensaje: string;
  pagina?: string | null;
}

export interface HormigueoResult {
  /** The counter after this hormigueo. */
  hormigueos: number;
  /** Id of the recorded message. */
  hormigueo: number;
  /** This was a repeat of an action already recorded: its first result, nothing changed. */
  repetido?: boolean;
}

export interface SubscriptionResult {
  /** The address was new (for a repeat: it was new the first time). */
  nuevo: boolean;
  /** When the address was registered (ISO 8601). */
  fecha: string;
  repetido?: boolean;
}

export interface Delivery {
  id: number;
  destino: string;
  cuerpo: Record<string, unknown>;
  intentos: number;
  /** The page of the site the reader acted on (a path), sent as the Referer; null when unknown. */
  pagina?: string | null;
}

export interface DeliveryResult {
  id: number;
  delivered: boolean;
  /** The receiver's words, or what went wrong on the way. */
  error?: string | undefined;
  /**
   * For an undelivered one: tried again after a backoff (`reintentar`, the default), due when
   * its destination's pause ends without spending an attempt (`esperar`), or refused for good
   * (`rechazado`).
   */
  outcome?: 'reintentar' | 'esperar' | 'rechazado' | undefined;
}

/** A destination that refuses for now: its messages wait `seconds` (null: until the editors act). */
export interface DestinationPause {
  destino: string;
  motivo: PauseReason;
  seconds: number | null;
  /** The receiver's words. */
  detalle: string;
}

/** At most `sends` posts per destination per `windowSeconds` (Formspree: 20 a minute). */
export interface Pace {
  sends: number;
  windowSeconds: number;
}

/** The poem or visual work does not exist (SQLSTATE P0002 from the SQL functions). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The input was refused by the database: a client's mistake, answered 400. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
}

/** The action's key was already used for other content (SQLSTATE HDP22): answered 422. */
export class KeyReusedError extends Error {
  override name = 'KeyReusedError';
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

/**
 * Translates the database's errors into the ones above. The SQL functions raise a stable code
 * as the message (rules.ts gives its words) and a SQLSTATE for the class: P0002 (not found),
 * HDP29 (rate limited, the seconds to wait in the detail), HDP22 (a key reused for other
 * content) and class 22 (data exceptions: a value the client sent that the database refused,
 * such as a NUL character, which has no code of ours) are a client's doing.
 */
export function classifyDatabaseError(error: unknown): Error {
  const { code, message, detail, details } = (error ?? {}) as { code?: unknown; message?: unknown; detail?: unknown; details?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  const words = messageOfDatabaseCode(text);
  if (code === 'P0002') return new NotFoundError(words ?? MESSAGES.notFound);
  if (code === 'HDP29') return new RateLimitedError(Math.max(1, Number(detail ?? details) || 60));
  if (code === 'HDP22') return new KeyReusedError(MESSAGES.keyReused);
  if (typeof code === 'string' && code.startsWith('22')) return new InvalidInputError(words ?? MESSAGES.badRequest);
  return error instanceof Error ? error : new Error(text);
}
