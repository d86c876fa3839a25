// `npm run suscriptores:exportar`: prints the newsletter's list as CSV for the editors' mail
// tool, one row per subscriber: the address, when it subscribed, its own link out of the
// newsletter and the List-Unsubscribe header value to send with every message to it (sent
// with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, mail clients show an
// "unsubscribe" button that works in one click; see docs/reader-actions.md).
//
// Reads the configured database (DATABASE_URL, or the embedded one) and needs SITE_URL and
// UNSUBSCRIBE_SECRET, the same secret the functions check the links with.
import {
  LIST_UNSUBSCRIBE_POST,
  listUnsubscribeHeader,
  normaliseAddress,
  unsubscribeSecretOf,
  unsubscribeUrl,
  UNSUBSCRIBE_SECRET_MIN_LENGTH,
} from '../functions/_lib/unsubscribeLink.ts';
import { readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabaseFor } from '../src/lib/db/openDatabase.ts';
import type { Sql } from '../src/lib/db/sql.ts';
import { paths } from '../src/lib/site/paths.ts';
import { isMain } from './isMain.ts';

export interface Subscriber {
  correo: string;
  fecha: string;
}

export const CSV_HEADER = ['correo', 'fecha', 'enlace_baja', 'list_unsubscribe'] as const;

/** What the export needs besides the database, read from the environment, or why it cannot run. */
export function exportSettings(env: NodeJS.ProcessEnv): { siteUrl: string; secret: string } {
  const missing: string[] = [];
  let siteUrl = '';
  try {
    const url = new URL(env.SITE_URL?.trim() ?? '');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    siteUrl = url.origin;
  } catch {
    missing.push('SITE_URL (the public origin of the site, e.g. https://hormiguerodepoemas.com)');
  }
  const secret = unsubscribeSecretOf(env.UNSUBSCRIBE_SECRET);
  if (!secret)
    missing.push(`UNSUBSCRIBE_SECRET (the functions' secret for unsubscribe links, at least ${UNSUBSCRIBE_SECRET_MIN_LENGTH} characters)`);
  if (missing.length) throw new Error(`suscriptores:exportar needs ${missing.join(' and ')}.`);
  return { siteUrl, secret: secret! };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. A value a spreadsheet would run as a formula (=, +, -, @ first: an address can
 * start so) gets a leading apostrophe, so opening the file never runs what a reader typed.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV of the list (CRLF line ends, as RFC 4180 writes them), each row with its link. */
export async function subscribersCsv(subscribers: readonly Subscriber[], settings: { siteUrl: string; secret: string }): Promise<string> {
  const lines = [CSV_HEADER.join(',')];
  for (const { correo, fecha } of subscribers) {
    const link = await unsubscribeUrl(settings.siteUrl, correo, settings.secret, paths.unsubscribeAction());
    lines.push([normaliseAddress(correo), fecha, link, listUnsubscribeHeader(link)].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Each address once (as stored: normalised), with the date it first subscribed, oldest first. */
export async function readSubscribers(db: Pick<Sql, 'query'>): Promise<Subscriber[]> {
  const rows = await db.query<{ correo: string; fecha: Date | string }>(
    'select lower(btrim(correo)) as correo, min(fecha) as fecha from public.suscriptor group by 1 order by 2, 1',
  );
  return rows.map((r) => ({ correo: r.correo, fecha: new Date(r.fecha).toISOString() }));
}

/** Reads the configured database and returns the CSV. */
export async function exportSubscribers(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const settings = exportSettings(env);
  const config = readDataSourceConfig(env);
  const db = await openDatabaseFor('suscriptores:exportar reads the subscribers', config);
  try {
    return await subscribersCsv(await readSubscribers(db), settings);
  } finally {
    await db.close();
  }
}

if (isMain(import.meta.url)) {
  try {
    process.stdout.write(await exportSubscribers());
    console.error(
      `Send every message with both headers: List-Unsubscribe (the last column) and List-Unsubscribe-Post: ${LIST_UNSUBSCRIBE_POST}.`,
    );
  } catch (error) {
    console.error(`Error: ${(error as Error).message}`);
    process.exit(1);
  }
}
