// `npm run entregas` (scripts/entregas.ts) as the editors run it, on a sample database whose
// forwarding has gone wrong in every way the receivers' rules allow: a form gone, a quota
// spent, a message refused for good. It lists each address with what to do, and --reintentar
// sends an address's messages again (--a: to the form's new address), each once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlStore } from '../../functions/_lib/store/sqlStore';
import type { Sql } from '@/lib/db/sql';
import { runNode } from '../helpers/run';
import { seededPostgres } from '../helpers/seededDatabases';

const GONE = 'https://formspree.io/f/borrado';
const MOVED = 'https://formspree.io/f/nuevo';
const MAGAZINE = 'https://formspree.io/f/revista';

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let db: Sql;

const entregas = (...args: string[]) =>
  runNode(['scripts/entregas.ts', ...args], {
    DATABASE_URL: sample.database.url,
    SUPABASE_URL: '',
    SUPABASE_PUBLISHABLE_KEY: '',
    SUPABASE_ANON_KEY: '',
  });

const states = async (destino: string) =>
  db.query<{ estado: string; intentos: number; debido: boolean }>(
    'select estado, intentos, proximo_intento <= now() as debido from hormigueo_entrega where destino = $1 order by id',
    [destino],
  );

beforeAll(async () => {
  sample = await seededPostgres();
  db = sample.db;
  // Poem 12's author's form was deleted; the magazine's form is over its quota.
  await db.query('update autor set formspree_url = $1 where id = (select id_autor from poema where id = 12)', [GONE]);
  await db.query('update revista set formspree_url = $1 where id = 1', [MAGAZINE]);
  const store = createSqlStore(db);
  for (const mensaje of ['uno', 'dos']) await store.hormiguearPoem(12, { nombre: 'Ana', mensaje, pagina: '/poema/x' });
  const claimed = await store.claimDeliveries({ limit: 10 });
  expect(claimed).toHaveLength(4);
  const toGone = claimed.filter((d) => d.destino === GONE);
  const toMagazine = claimed.filter((d) => d.destino === MAGAZINE);
  await store.resolveDeliveries(
    [
      ...toGone.map((d) => ({ id: d.id, delivered: false, outcome: 'esperar' as const, error: 'HTTP 404: Form not found' })),
      { id: toMagazine[0]!.id, delivered: false, outcome: 'rechazado' as const, error: 'HTTP 422: Validation' },
      { id: toMagazine[1]!.id, delivered: false, outcome: 'esperar' as const, error: 'HTTP 403: Form over quota' },
    ],
    [
      { destino: GONE, motivo: 'formulario_inexistente', seconds: null, detalle: 'HTTP 404: Form not found' },
      { destino: MAGAZINE, motivo: 'cuota_agotada', seconds: 6 * 3600, detalle: 'HTTP 403: Form over quota' },
    ],
  );
}, 120_000);

afterAll(async () => {
  await sample?.close();
});

describe('npm run entregas', () => {
  it('lists every address that did not take its messages, why, and what to do, and spends no attempt on a pause', async () => {
    const { code, output } = await entregas();
    expect(code, output).toBe(0);
    expect(output).toContain(`${GONE} (para `);
    expect(output).toContain('Esperan 2 mensajes desde el');
    expect(output).toContain('En pausa hasta que se envíen de nuevo (el formulario ya no existe');
    expect(output).toContain(
      `→ El formulario ya no existe (la dirección responde 404): 2 mensajes esperan. Pon la dirección nueva en formspree_url y ejecuta npm run entregas -- --reintentar ${GONE} --a <dirección nueva>.`,
    );
    expect(output).toContain(`${MAGAZINE} (para la revista)`);
    expect(output).toContain('No se entregaron: 1 mensaje.');
    expect(output).toContain('(cuota del formulario agotada, desde el');
    expect(output).toContain('En total: 3 mensajes esperan y 1 no se entregó, en 2 direcciones.');
    expect((await states(GONE)).map((d) => [d.estado, d.intentos])).toEqual([
      ['pendiente', 0],
      ['pendiente', 0],
    ]);
  });

  it('--reintentar --a sends a moved form’s messages to its new address now, from their first attempt', async () => {
    const { code, output } = await entregas('--reintentar', GONE, '--a', MOVED);
    expect(code, output).toBe(0);
    expect(output).toContain(`2 mensajes vuelven a enviarse ahora a ${MOVED}.`);
    expect(await states(GONE)).toEqual([]);
    expect(await states(MOVED)).toEqual([
      { estado: 'pendiente', intentos: 0, debido: true },
      { estado: 'pendiente', intentos: 0, debido: true },
    ]);
    expect(output).not.toContain(`${GONE} (para`);
  });

  it('--reintentar makes a failed message due again, and lifts the address’s pause', async () => {
    const { code, output } = await entregas('--reintentar', MAGAZINE);
    expect(code, output).toBe(0);
    expect(output).toContain('2 mensajes vuelven a enviarse ahora.');
    expect(await states(MAGAZINE)).toEqual([
      { estado: 'pendiente', intentos: 0, debido: true },
      { estado: 'pendiente', intentos: 0, debido: true },
    ]);
    expect(await db.query('select * from destino_reenvio')).toEqual([]);
  });

  it('refuses an address that is not one, and a wrong option, changing nothing', async () => {
    const bad = await entregas('--reintentar', MAGAZINE, '--a', 'no es una dirección');
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('Error: La dirección nueva no es una dirección web (https://…).');
    const wrong = await entregas('--borrar');
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('Uso: npm run entregas');
  });
});
