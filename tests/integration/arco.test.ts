// The editors' ARCO commands (scripts/datos.ts: datos:buscar, datos:exportar, datos:borrar),
// run as the npm scripts run them, against a fresh sample database on PostgreSQL (and once on
// a fresh embedded one).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlStore } from '../../functions/_lib/store/sqlStore';
import type { Caller } from '../../functions/_lib/store/types';
import type { Sql } from '@/lib/db/sql';
import type { PersonalData } from '@/lib/privacy/describePersonalData';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/retention';
import { runNode } from '../helpers/run';
import { seededPostgres } from '../helpers/seededDatabases';

let sample: Awaited<ReturnType<typeof seededPostgres>>;
let db: Sql;
const ids: Record<string, number> = {};

const caller = (): Caller => ({ visitor: 'lectora-arco', limit: null, key: randomUUID() });
const datos = (action: 'buscar' | 'exportar' | 'borrar', ...args: string[]) =>
  runNode(['scripts/datos.ts', action, ...args], {
    DATABASE_URL: sample.database.url,
    SUPABASE_URL: '',
    SUPABASE_PUBLISHABLE_KEY: '',
    SUPABASE_ANON_KEY: '',
  });

/** Everything the commands could touch, to compare before and after. */
async function everything() {
  const [row] = await db.query<Record<string, unknown>>(`select
      (select jsonb_agg(s order by s.id) from suscriptor s) as suscriptores,
      (select jsonb_agg(c order by c.clave) from clave_envio c) as claves,
      (select jsonb_agg(h order by h.id) from hormigueo h) as hormigueos,
      (select jsonb_agg(e order by e.id) from hormigueo_entrega e) as entregas,
      (select jsonb_agg(jsonb_build_array(p.id, p.hormigueos) order by p.id) from poema p) as poemas,
      (select jsonb_agg(jsonb_build_array(v.id, v.hormigueos) order by v.id) from visuales v) as visuales`);
  return row!;
}

beforeAll(async () => {
  sample = await seededPostgres();
  db = sample.db;
  // Deliveries need addresses (nothing is forwarded here: the SQL is called directly).
  await db.exec(
    "update autor set formspree_url = 'https://formspree.invalid/autor'; update revista set formspree_url = 'https://formspree.invalid/revista';",
  );
  const store = createSqlStore(db);
  await store.subscribe('  Ana.Lopez@Example.com ', caller(), PRIVACY_NOTICE_VERSION);
  await store.subscribe('otra.persona@example.com', caller());
  ids.delivered = (await store.hormiguearPoem(2, { nombre: 'Ana Lopez', mensaje: 'Primera carta\ncon dos líneas' }, caller())).hormigueo;
  ids.pending = (await store.hormiguearVisual(1, { nombre: 'ANA LOPEZ ', mensaje: 'Segunda carta' }, caller())).hormigueo;
  ids.other = (await store.hormiguearPoem(2, { nombre: 'Ana Lopez Ruiz', mensaje: 'De otra persona' }, caller())).hormigueo;
  ids.anonymous = (await store.hormiguearPoem(3, { nombre: '', mensaje: 'Sin firma' }, caller())).hormigueo;
  await db.query("update hormigueo_entrega set estado = 'entregado', entregado = now() where id_hormigueo = $1", [ids.delivered]);
});
afterAll(() => sample?.close());

describe('datos:buscar and datos:exportar', () => {
  it('lists the hormigueos signed with a name (trimmed, any case): date, work, message, delivery status', async () => {
    const before = await everything();
    const { code, output } = await datos('buscar', 'ana lopez');
    expect(code, output).toBe(0);
    expect(output).toContain('Hormigueos signed with this name: 2');
    expect(output).toContain(`#${ids.delivered}`);
    expect(output).toContain('poem "');
    expect(output).toContain('Primera carta');
    expect(output).toContain('con dos líneas');
    expect(output).toContain(`#${ids.pending}`);
    expect(output).toContain('visual work "');
    expect(output).toMatch(/deliveries: pendiente/);
    expect(output).toMatch(/deliveries: delivered \d{4}-\d\d-\d\d/);
    expect(output).not.toContain('De otra persona');
    expect(output).not.toContain('formspree');
    expect(output).toContain('Newsletter subscriptions with this e-mail address: none');
    expect(await everything()).toEqual(before);
  });

  it('a name typed without quotes is one name', async () => {
    const { code, output } = await datos('buscar', 'Ana', 'Lopez');
    expect(code, output).toBe(0);
    expect(output).toContain('Hormigueos signed with this name: 2');
  });

  it('lists a subscription: the address, its date and the privacy notice it was shown', async () => {
    const { code, output } = await datos('buscar', 'Ana.Lopez@example.com');
    expect(code, output).toBe(0);
    expect(output).toContain('Newsletter subscriptions with this e-mail address: 1');
    expect(output).toMatch(
      new RegExp(
        `ana\\.lopez@example\\.com, subscribed \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC, privacy notice shown ${PRIVACY_NOTICE_VERSION}`,
      ),
    );
    expect(output).not.toContain('otra.persona');
    expect(output).toContain('Hormigueos signed with this name: none');
  });

  it('exports a subscription as JSON: the address, its date, and the keys holding a digest of it', async () => {
    const { code, output } = await datos('exportar', 'ana.lopez@example.com');
    expect(code, output).toBe(0);
    const data = JSON.parse(output) as PersonalData;
    expect(data.consulta).toBe('ana.lopez@example.com');
    expect(data.suscripciones).toHaveLength(1);
    expect(data.suscripciones[0]).toMatchObject({
      correo: 'ana.lopez@example.com',
      fecha: expect.stringMatching(/^\d{4}-/),
      aviso_version: PRIVACY_NOTICE_VERSION,
    });
    expect(data.claves_de_suscripcion).toBe(1);
    expect(data.hormigueos).toEqual([]);
  });

  it('exports the hormigueos of a name as JSON', async () => {
    const { code, output } = await datos('exportar', 'Ana Lopez');
    expect(code, output).toBe(0);
    const data = JSON.parse(output) as PersonalData;
    expect(data.hormigueos.map((h) => [h.id, h.tipo, h.mensaje])).toEqual([
      [ids.delivered, 'poema', 'Primera carta\ncon dos líneas'],
      [ids.pending, 'visual', 'Segunda carta'],
    ]);
    expect(data.hormigueos[0]!.entregas.every((e) => e.estado === 'entregado')).toBe(true);
    expect(data.hormigueos[1]!.entregas.map((e) => e.estado)).toEqual(['pendiente']);
    expect(JSON.stringify(data)).not.toContain('formspree');
  });

  it('refuses to run without someone to look for', async () => {
    const { code, output } = await datos('buscar', '   ');
    expect(code).toBe(2);
    expect(output).toContain('Usage');
  });
});

describe('datos:borrar', () => {
  it('without --si only says what would go, and changes nothing', async () => {
    const before = await everything();
    const { code, output } = await datos('borrar', 'Ana Lopez');
    expect(code, output).toBe(0);
    expect(output).toContain('Dry run, nothing was erased');
    expect(output).toContain('name and message erased from 2 hormigueos');
    expect(output).toContain('1 pending delivery cancelled');
    expect(await everything()).toEqual(before);
  });

  it("with --si erases exactly that name's words, cancels its pending deliveries and keeps every count", async () => {
    const before = await everything();
    const { code, output } = await datos('borrar', 'Ana Lopez', '--si');
    expect(code, output).toBe(0);
    expect(output).toContain('name and message erased from 2 hormigueos');
    expect(output).toContain('1 pending delivery cancelled');

    const rows = await db.query<{ id: string; nombre: string | null; mensaje: string; clave: string | null }>(
      'select id, nombre, mensaje, clave from hormigueo where id = any($1) order by id',
      [[ids.delivered, ids.pending, ids.other, ids.anonymous]],
    );
    expect(rows.map((r) => [Number(r.id), r.nombre, r.mensaje, r.clave === null])).toEqual([
      [ids.delivered, null, '', true],
      [ids.pending, null, '', true],
      [ids.other, 'Ana Lopez Ruiz', 'De otra persona', false],
      [ids.anonymous, null, 'Sin firma', false],
    ]);
    // The delivered copy keeps its status, without the words; the pending one is gone.
    const deliveries = await db.query<{ id_hormigueo: string; estado: string; cuerpo: Record<string, unknown> }>(
      'select id_hormigueo, estado, cuerpo from hormigueo_entrega where id_hormigueo = any($1) order by id',
      [[ids.delivered, ids.pending]],
    );
    expect(deliveries.length).toBeGreaterThan(0);
    for (const d of deliveries) {
      expect(Number(d.id_hormigueo)).toBe(ids.delivered);
      expect(d.estado).toBe('entregado');
      expect(d.cuerpo).not.toHaveProperty('message');
      expect(d.cuerpo).not.toHaveProperty('mensaje_nombre');
    }
    const after = await everything();
    expect(after.poemas).toEqual(before.poemas);
    expect(after.visuales).toEqual(before.visuales);
    expect(after.suscriptores).toEqual(before.suscriptores);
    expect(after.claves).toEqual(before.claves);
    expect((await datos('buscar', 'Ana Lopez')).output).toContain('Hormigueos signed with this name: none');
  });

  it("with --si deletes exactly that address's subscription and keys", async () => {
    const before = await everything();
    const { code, output } = await datos('borrar', 'ANA.LOPEZ@example.com', '--si');
    expect(code, output).toBe(0);
    expect(output).toContain('1 subscription deleted, 1 subscription key deleted');
    const after = await everything();
    const addresses = (rows: unknown) => ((rows as { correo: string }[] | null) ?? []).map((s) => s.correo);
    expect(addresses(after.suscriptores)).toEqual(addresses(before.suscriptores).filter((c) => c !== 'ana.lopez@example.com'));
    expect(addresses(after.suscriptores)).toContain('otra.persona@example.com');
    expect((after.claves as unknown[]).length).toBe((before.claves as unknown[]).length - 1);
    expect(after.hormigueos).toEqual(before.hormigueos);
    expect(after.entregas).toEqual(before.entregas);
    const data = JSON.parse((await datos('exportar', 'ana.lopez@example.com')).output) as PersonalData;
    expect(data).toMatchObject({ suscripciones: [], claves_de_suscripcion: 0, hormigueos: [] });
  });
});

describe('on the embedded database', () => {
  it('datos:buscar opens the configured PGlite folder (created with the sample on first use)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hdp-arco-'));
    try {
      const { code, output } = await runNode(['scripts/datos.ts', 'buscar', 'nadie@example.com'], {
        DATABASE_URL: '',
        SUPABASE_URL: '',
        SUPABASE_PUBLISHABLE_KEY: '',
        SUPABASE_ANON_KEY: '',
        EMBEDDED_DB_DIR: path.join(dir, 'db'),
      });
      expect(code, output).toBe(0);
      expect(output).toContain('Newsletter subscriptions with this e-mail address: none');
      expect(output).toContain('embedded database');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
