/** The writes of the reader actions, over whichever database is configured. */
export interface Store {
  hormiguearPoema(id: number, input: { nombre: string; mensaje: string }): Promise<HormigueoResult>;
  hormiguearVisual(id: number, input: { nombre: string; mensaje: string }): Promise<HormigueoResult>;
  subscribe(correo: string): Promise<{ nuevo: boolean; fecha: string }>;
  /** Claims due forwarding deliveries (a lease); only for the server, never the public role. */
  claimDeliveries(options: { limit: number; hormigueo?: number }): Promise<Delivery[]>;
  resolveDelivery(id: number, delivered: boolean, error?: string): Promise<void>;
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

/** The poem or visual work does not exist (SQLSTATE P0002 from the SQL functions). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The input was refused by the SQL functions (SQLSTATE 22023 / 22001): a client's mistake. */
export class InvalidInputError extends Error {
  override name = 'InvalidInputError';
}

/** Translates the SQL functions' error codes into the errors above. */
export function classifyDatabaseError(error: unknown): Error {
  const code = (error as { code?: unknown })?.code;
  const message = (error as { message?: unknown })?.message;
  if (code === 'P0002') return new NotFoundError(String(message));
  if (code === '22023' || code === '22001') return new InvalidInputError(String(message));
  return error instanceof Error ? error : new Error(String(message ?? error));
}
