// `npm run entregas`: what did not reach its poet, per forwarding address (the view
// publicacion.entregas, in supabase/migrations/…_forwarding_by_receivers_rules.sql): what waits
// and since when, what failed and why, which addresses are paused and what to do.
//
//   npm run entregas
//   npm run entregas -- --reintentar <dirección> [--a <dirección nueva>]
//
// --reintentar sends that address's waiting and failed messages again now, from their first
// attempt (after the poet's form was re-enabled, or its quota renewed); with --a, to the new
// address of a form that moved (put the same one in autor.formspree_url). On the configured
// database (DATABASE_URL, else the embedded one).
import { messageOfDatabaseCode } from '../src/lib/actions/rules.ts';
import { describeDataSource, readDataSourceConfig } from '../src/lib/config/dataSource.ts';
import { readPublishingConfig } from '../src/lib/config/publishing.ts';
import { openDatabaseFor } from '../src/lib/db/openDatabase.ts';
import { formatDeliveryReport, type DestinationRow } from '../src/lib/forwarding/deliveryReport.ts';

const USAGE = 'Uso: npm run entregas [-- --reintentar <dirección> [--a <dirección nueva>]]';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const retry = option('--reintentar');
const to = option('--a');
const known = new Set(['--reintentar', '--a']);
if (args.some((a) => a.startsWith('--') && !known.has(a)) || (args.includes('--reintentar') && !retry) || (to && !retry)) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = readDataSourceConfig();
  const { timeZone } = readPublishingConfig();
  const db = await openDatabaseFor('entregas reads the forwarding queue', config);
  try {
    if (retry) {
      const [{ n }] = (await db.query<{ n: number }>('select public.reintentar_entregas($1, $2) as n', [retry, to ?? null])) as [
        { n: number },
      ];
      console.log(
        n === 0
          ? `Ningún mensaje esperaba ni había fallado para ${retry}.`
          : `${n} ${n === 1 ? 'mensaje vuelve' : 'mensajes vuelven'} a enviarse ahora${to ? ` a ${to}` : ''}.`,
      );
    }
    const rows = await db.query<DestinationRow>('select * from publicacion.entregas order by esperan desc, fallidos desc, destino');
    console.log(`Entregas de hormigueos (${describeDataSource(config)}):\n`);
    console.log(formatDeliveryReport(rows.map(normalise), timeZone));
  } finally {
    await db.close();
  }
} catch (error) {
  const { message } = error as Error;
  console.error(`Error: ${messageOfDatabaseCode(message) ?? message}`);
  process.exit(1);
}

/** Counts and moments as the drivers give them (PGlite and node-postgres differ on bigint). */
function normalise(row: DestinationRow): DestinationRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    ...row,
    esperan: Number(row.esperan),
    fallidos: Number(row.fallidos),
    esperan_desde: date(row.esperan_desde),
    proximo_intento: date(row.proximo_intento),
    ultima_entrega: date(row.ultima_entrega),
    pausado_hasta: date(row.pausado_hasta),
    rechaza_desde: date(row.rechaza_desde),
  };
}
