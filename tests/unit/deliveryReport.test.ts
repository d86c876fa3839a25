// `npm run entregas` in the editors' words: per address, what waits and since when, what
// failed and why, the pause and what to do; one line when everything arrived.
import { describe, expect, it } from 'vitest';
import { describeDestination, formatDeliveryReport, moment, type DestinationRow } from '@/lib/forwarding/deliveryReport';

const ZONE = 'America/Mexico_City';
const row = (fields: Partial<DestinationRow>): DestinationRow => ({
  destino: 'https://formspree.io/f/poeta',
  para: 'Lucía Ferrer',
  esperan: 0,
  esperan_desde: null,
  proximo_intento: null,
  fallidos: 0,
  ultima_entrega: null,
  ultimo_error: null,
  pausa: null,
  pausado_hasta: null,
  rechaza_desde: null,
  detalle: null,
  situacion: 'Todo entregado.',
  ...fields,
});

describe('npm run entregas', () => {
  it('says so in one line when nothing waits or failed', () => {
    expect(formatDeliveryReport([], ZONE)).toBe('Todo entregado: ningún mensaje espera ni falló.');
  });

  it('gives times in the magazine’s time zone', () => {
    expect(moment(new Date('2026-11-29T16:03:00Z'), ZONE)).toBe('29/11/26 10:03');
  });

  it('a paused address: what waits since when, the pause and its reason, and the sentence of what to do', () => {
    const lines = describeDestination(
      row({
        esperan: 12,
        esperan_desde: new Date('2026-11-28T15:00:00Z'),
        proximo_intento: new Date('2026-11-29T22:00:00Z'),
        pausa: 'cuota_agotada',
        pausado_hasta: new Date('2026-11-29T22:00:00Z'),
        rechaza_desde: new Date('2026-11-29T16:00:00Z'),
        ultimo_error: 'HTTP 403: Form over quota',
        situacion: 'Formspree rechaza por cuota agotada: 12 mensajes esperan…',
      }),
      ZONE,
    );
    expect(lines).toEqual([
      'https://formspree.io/f/poeta (para Lucía Ferrer)',
      'Esperan 12 mensajes desde el 28/11/26 09:00.',
      'Último error: HTTP 403: Form over quota',
      'En pausa hasta el 29/11/26 16:00 (cuota del formulario agotada, desde el 29/11/26 10:00).',
      '→ Formspree rechaza por cuota agotada: 12 mensajes esperan…',
    ]);
  });

  it('a form that is gone waits for the editors; failed messages are counted; the totals and the command close it', () => {
    const report = formatDeliveryReport(
      [
        row({
          esperan: 1,
          esperan_desde: new Date('2026-11-29T16:00:00Z'),
          pausa: 'formulario_inexistente',
          situacion: 'El formulario ya no existe…',
        }),
        row({
          destino: 'https://formspree.io/f/revista',
          para: 'la revista',
          fallidos: 2,
          ultimo_error: 'HTTP 422: Validation',
          situacion: '2 mensajes…',
        }),
      ],
      ZONE,
    );
    expect(report).toContain('1. https://formspree.io/f/poeta (para Lucía Ferrer)\n   Esperan 1 mensaje desde el 29/11/26 10:00.');
    expect(report).toContain('   En pausa hasta que se envíen de nuevo (el formulario ya no existe).');
    expect(report).toContain(
      '2. https://formspree.io/f/revista (para la revista)\n   No se entregaron: 2 mensajes.\n   Último error: HTTP 422: Validation',
    );
    expect(report).toContain('En total: 1 mensaje espera y 2 no se entregaron, en 2 direcciones.');
    expect(report).toContain('npm run entregas -- --reintentar <dirección> [--a <dirección nueva>]');
  });
});
