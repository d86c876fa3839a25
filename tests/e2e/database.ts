// What the reader actions left behind, read from the e2e server's database (E2E_DATABASE_URL,
// set by playwright.config.ts) and from the local mailbox it runs (scripts/buzon.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import pg from 'pg';

/** What the local mailbox the e2e server runs (scripts/buzon.ts) has received so far. */
export async function buzonMessages(): Promise<{ ruta: string; cuerpo: Record<string, string> }[]> {
  const file = path.resolve(process.env.E2E_ROOT || '.cache/e2e', 'buzon.jsonl');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Runs one query on the e2e server's database (E2E_DATABASE_URL, set by playwright.config.ts). */
export async function dbQuery<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A poem's or visual work's counter and how many messages it has received. */
export async function hormigueoState(kind: 'poema' | 'visual', id: number): Promise<{ hormigueos: number; mensajes: number }> {
  const table = kind === 'poema' ? 'poema' : 'visuales';
  const column = kind === 'poema' ? 'id_poema' : 'id_visual';
  const [row] = await dbQuery<{ hormigueos: number; mensajes: number }>(
    `select coalesce(t.hormigueos, 0)::int as hormigueos, (select count(*)::int from public.hormigueo h where h.${column} = t.id) as mensajes
       from public.${table} t where t.id = $1`,
    [id],
  );
  if (!row) throw new Error(`no ${table} ${id} in the e2e database`);
  return row;
}

/** The messages a work received, newest last. */
export async function hormigueoMessages(kind: 'poema' | 'visual', id: number): Promise<{ nombre: string | null; mensaje: string }[]> {
  const column = kind === 'poema' ? 'id_poema' : 'id_visual';
  return dbQuery(`select nombre, mensaje from public.hormigueo where ${column} = $1 order by id`, [id]);
}

/** How many subscriber rows hold this address (normalised as the SQL function stores it). */
export async function subscriberRows(address: string): Promise<number> {
  const [row] = await dbQuery<{ n: number }>(
    'select count(*)::int as n from public.suscriptor where lower(btrim(correo)) = lower(btrim($1))',
    [address],
  );
  return row!.n;
}

/** Where each forwarded copy of a reader's message stands (one per address: the poet's, the magazine's). */
export async function deliveriesOf(message: string): Promise<{ destino: string; estado: string }[]> {
  return dbQuery(
    `select e.destino, e.estado from public.hormigueo_entrega e join public.hormigueo h on h.id = e.id_hormigueo
      where h.mensaje = $1 order by e.destino`,
    [message],
  );
}

/**
 * A reader's message was forwarded exactly once to each address: every delivery settled as
 * delivered, and the mailbox got one copy per delivery.
 */
export async function expectForwardedOnce(message: string, addresses: number): Promise<void> {
  await expect
    .poll(async () => (await deliveriesOf(message)).map((d) => d.estado), { timeout: 15_000 })
    .toEqual(Array.from({ length: addresses }, () => 'entregado'));
  const received = (await buzonMessages()).filter((m) => m.cuerpo.message === message);
  expect(received, 'one copy per address in the mailbox').toHaveLength(addresses);
  expect(new Set(received.map((m) => m.ruta)).size, 'each address once').toBe(addresses);
}
