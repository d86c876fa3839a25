// `npm run suscriptores:exportar`: prints the newsletter's list as CSV for the editors' mail
// tool, one row per subscriber: the address, when it subscribed, its own link out of the
// newsletter and the List-Unsubscribe header value to send with every message to it (sent
// with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, mail clients show an
// "unsubscribe" button that works in one click; see README, Reader actions).
//
// Reads the configured database (DATABASE_URL, the embedded one, or Supabase with the secret
// SUPABASE_SERVICE_ROLE_KEY) and needs SITE_URL and UNSUBSCRIBE_SECRET, the same secret the
// functions check the links with.
import { createClient } from '@supabase/supabase-js';
import {
  LIST_UNSUBSCRIBE_POST,
  listUnsubscribeHeader,
  normaliseAddress,
  unsubscribeSecretOf,
  unsubscribeUrl,
  UNSUBSCRIBE_SECRET_MIN_LENGTH,
} from '../functions/_lib/unsubscribeLink.ts';
import { readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { openDatabase } from '../src/lib/db/openDatabase.ts';
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

/** The same through Supabase's REST API with the secret key (a page of 1000 rows at a time). */
async function readSubscribersFromSupabase(url: string, serviceRoleKey: string): Promise<Subscriber[]> {
  const client = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const first = new Map<string, string>();
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .from('suscriptor')
      .select('id, correo, fecha')
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    for (const row of data as { correo: string; fecha: string }[]) {
      const correo = normaliseAddress(row.correo);
      const fecha = new Date(row.fecha).toISOString();
      const known = first.get(correo);
      if (!known || fecha < known) first.set(correo, fecha);
    }
    if (data.length < 1000) break;
  }
  return [...first]
    .map(([correo, fecha]) => ({ correo, fecha }))
    .sort((a, b) => a.fecha.localeCompare(b.fecha) || a.correo.localeCompare(b.correo));
}

/** Reads the configured database and returns the CSV. */
export async function exportSubscribers(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const settings = exportSettings(env);
  const config = readDataSourceConfig(env);
  if (config.kind === 'supabase') {
    const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
    if (!serviceRoleKey)
      throw new Error('suscriptores:exportar reads the subscribers: set SUPABASE_SERVICE_ROLE_KEY (server-side only) or DATABASE_URL.');
    return subscribersCsv(await readSubscribersFromSupabase(config.url, serviceRoleKey), settings);
  }
  const db = await openDatabase(config);
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
