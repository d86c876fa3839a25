import { DATE_LOCALE } from '../../consts.ts';

/**
 * What did not reach its poet, per forwarding address, in the editors' words (`npm run
 * entregas`): a row of the view publicacion.entregas, printed. Pure; the view decides, this
 * only words it, with times in the magazine's time zone.
 */

export interface DestinationRow {
  destino: string;
  para: string;
  esperan: number;
  esperan_desde: Date | null;
  proximo_intento: Date | null;
  fallidos: number;
  ultima_entrega: Date | null;
  ultimo_error: string | null;
  pausa: string | null;
  pausado_hasta: Date | null;
  rechaza_desde: Date | null;
  detalle: string | null;
  situacion: string;
}

const PAUSES: Record<string, string> = {
  limite_por_minuto: 'límite de envíos por minuto',
  cuota_agotada: 'cuota del formulario agotada',
  formulario_inexistente: 'el formulario ya no existe',
  formulario_desactivado: 'el formulario está desactivado',
  destino_rechaza: 'la dirección rechaza los envíos',
};

/** A moment as the editors read it: 29/11/26 10:03, in the magazine's time zone. */
export function moment(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
    .format(date)
    .replace(',', '');
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One destination: who it is for, what waits, what failed, its pause, and what to do. */
export function describeDestination(row: DestinationRow, timeZone: string): string[] {
  const lines = [`${row.destino} (para ${row.para})`];
  if (row.esperan > 0) {
    const since = row.esperan_desde ? ` desde el ${moment(row.esperan_desde, timeZone)}` : '';
    const next = row.proximo_intento && !row.pausa ? `; próximo intento el ${moment(row.proximo_intento, timeZone)}` : '';
    lines.push(`Esperan ${count(row.esperan, 'mensaje', 'mensajes')}${since}${next}.`);
  }
  if (row.fallidos > 0) lines.push(`No se entregaron: ${count(row.fallidos, 'mensaje', 'mensajes')}.`);
  if (row.ultimo_error) lines.push(`Último error: ${row.ultimo_error}`);
  if (row.pausa) {
    const until = row.pausado_hasta ? `hasta el ${moment(row.pausado_hasta, timeZone)}` : 'hasta que se envíen de nuevo';
    const since = row.rechaza_desde ? `, desde el ${moment(row.rechaza_desde, timeZone)}` : '';
    lines.push(`En pausa ${until} (${PAUSES[row.pausa] ?? row.pausa}${since}).`);
  }
  lines.push(`→ ${row.situacion}`);
  return lines;
}

/** The whole report: every destination that needs a look, numbered, or one line when all arrived. */
export function formatDeliveryReport(rows: readonly DestinationRow[], timeZone: string): string {
  if (rows.length === 0) return 'Todo entregado: ningún mensaje espera ni falló.';
  const waiting = rows.reduce((n, r) => n + r.esperan, 0);
  const failed = rows.reduce((n, r) => n + r.fallidos, 0);
  const blocks = rows.map((row, i) =>
    describeDestination(row, timeZone)
      .map((line, j) => (j === 0 ? `${i + 1}. ${line}` : `   ${line}`))
      .join('\n'),
  );
  return [
    ...blocks,
    '',
    `En total: ${count(waiting, 'mensaje espera', 'mensajes esperan')} y ${count(failed, 'no se entregó', 'no se entregaron')}, ` +
      `en ${count(rows.length, 'dirección', 'direcciones')}. Para enviar de nuevo los de una dirección: ` +
      'npm run entregas -- --reintentar <dirección> [--a <dirección nueva>]',
  ].join('\n');
}
