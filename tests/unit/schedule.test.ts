import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, readPublishingConfig } from '@/lib/config/publishing';
import type { Snapshot } from '@/lib/content/types';
import { isPublishDue } from '@/lib/schedule/isPublishDue';
import { isScheduled, scheduledEditions, withoutEditions } from '@/lib/schedule/publicSnapshot';
import { siteView } from '@/lib/schedule/siteView';
import { isTimeZone, startOfDayIn, todayIn } from '@/lib/schedule/zonedDate';
import { fixtureSnapshot } from '../fixtures/snapshot';

describe('dates in the magazine’s time zone', () => {
  it.each([
    // 23:30 in Mexico City is already the next day in UTC.
    ['2026-12-01T05:30:00Z', 'America/Mexico_City', '2026-11-30'],
    ['2026-12-01T06:00:00Z', 'America/Mexico_City', '2026-12-01'],
    ['2026-12-01T05:30:00Z', 'UTC', '2026-12-01'],
    ['2026-06-30T22:30:00Z', 'Europe/Madrid', '2026-07-01'],
    ['2026-06-30T22:30:00Z', 'America/Los_Angeles', '2026-06-30'],
  ])('at %s it is %s … %s', (now, zone, today) => {
    expect(todayIn(zone, new Date(now))).toBe(today);
  });

  it.each([
    ['2026-12-01', 'America/Mexico_City', '2026-12-01T06:00:00.000Z'],
    ['2026-12-01', 'UTC', '2026-12-01T00:00:00.000Z'],
    // Summer and winter time on either side of a change.
    ['2026-03-29', 'Europe/Madrid', '2026-03-28T23:00:00.000Z'],
    ['2026-03-30', 'Europe/Madrid', '2026-03-29T22:00:00.000Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    // Where the clock jumps at midnight, the day begins at the first moment that exists (01:00).
    ['2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
  ])('%s begins in %s at %s', (date, zone, moment) => {
    expect(startOfDayIn(date, zone).toISOString()).toBe(moment);
    expect(todayIn(zone, startOfDayIn(date, zone))).toBe(date);
  });

  it('refuses what is not a date or a zone', () => {
    expect(() => startOfDayIn('mañana', 'UTC')).toThrow(RangeError);
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Hormiguero/Central')).toBe(false);
  });
});

describe('readPublishingConfig', () => {
  it('defaults to Mexico City and the public site', () => {
    expect(readPublishingConfig({})).toEqual({ timeZone: 'America/Mexico_City', preview: false });
    expect(DEFAULT_TIME_ZONE).toBe('America/Mexico_City');
  });
  it.each([
    ['1', true],
    ['true', true],
    ['on', true],
    ['sí', true],
    ['0', false],
    ['', false],
    ['off', false],
  ])('EDITOR_PREVIEW=%s -> preview %s', (value, preview) => {
    expect(readPublishingConfig({ EDITOR_PREVIEW: value }).preview).toBe(preview);
  });
  it('takes MAGAZINE_TIME_ZONE, and refuses an unknown zone', () => {
    expect(readPublishingConfig({ MAGAZINE_TIME_ZONE: ' Europe/Madrid ' }).timeZone).toBe('Europe/Madrid');
    expect(() => readPublishingConfig({ MAGAZINE_TIME_ZONE: 'Mexico' })).toThrow(/MAGAZINE_TIME_ZONE: unknown time zone "Mexico"/);
  });
});

/**
 * The fixture plus edition 3, dated 2026-12-01: a section with a book of its own (poems 70 and
 * 71, by a new author only in it and by Ana Pérez, who is also in editions 1 and 2), a book
 * shared with edition 1, a visual work, and the new author's link.
 */
function withScheduledEdition(): Snapshot {
  const s = fixtureSnapshot();
  const stamp = { actualizado: null };
  s.revista.push({
    id: 3,
    numero: 3,
    nombre: 'Lo que viene',
    portada: null,
    general: null,
    sintesis: 'Aún no.',
    contribuyentes: 'Nueva Voz',
    fecha_publicacion: '2026-12-01',
    ...stamp,
  });
  s.autor.push({
    id: 6,
    nombre: 'Nueva Voz',
    semblanza: null,
    bio_corta: null,
    URL: null,
    imagen: null,
    tipo_creacion: 'creaciones',
    ...stamp,
  });
  s.poemario.push(
    { id: 6, titulo: 'Libro futuro', portada: null, id_autor: 6, ...stamp },
    { id: 7, titulo: 'Otro futuro', portada: null, id_autor: 1, ...stamp },
  );
  s.creaciones.push({ id: 6, id_revista: 3, tipo: 'creaciones', colaboradores: 'Nueva Voz, Ana Pérez', imagen: null, ...stamp });
  s.creaciones_poemario.push({ id_creacion: 6, id_poemario: 6 }, { id_creacion: 6, id_poemario: 7 }, { id_creacion: 6, id_poemario: 1 });
  const poem = { fecha: null, portada: null, mencion: null, hormigueos: 500, ...stamp };
  s.poema.push(
    { ...poem, id: 70, titulo: 'Futuro', texto: 'todavía no', id_autor: 6, id_poemario: 6 },
    { ...poem, id: 71, titulo: 'Mañana', texto: 'pronto', id_autor: 1, id_poemario: 7 },
  );
  s.revista_autor.push({ id_revista: 3, autor: 6 }, { id_revista: 3, autor: 1 });
  s.visuales.push({
    id: 9,
    id_revista: 3,
    id_autor: 3,
    pieza: '/sample/visuales/x.webp',
    nombre_pieza: 'Futura',
    descripcion_pieza: null,
    hormigueos: 0,
    id_poemario: null,
    ...stamp,
  });
  return s;
}

describe('scheduled editions', () => {
  const snapshot = withScheduledEdition();
  const edition3 = snapshot.revista.find((e) => e.id === 3)!;

  it('is scheduled while its date is after today; on its date and with no date it is public', () => {
    expect(isScheduled(edition3, '2026-11-30')).toBe(true);
    expect(isScheduled(edition3, '2026-12-01')).toBe(false);
    expect(isScheduled({ ...edition3, fecha_publicacion: null }, '2000-01-01')).toBe(false);
    expect(scheduledEditions(snapshot, '2024-01-01').map((e) => e.id)).toEqual([1, 2, 3]);
    expect(scheduledEditions(snapshot, '2026-11-30').map((e) => e.id)).toEqual([3]);
  });

  it('leaves out the edition and everything only in it', () => {
    const publicRows = withoutEditions(snapshot, new Set([3]));
    expect(publicRows.revista.map((e) => e.id)).toEqual([1, 2]);
    expect(publicRows.creaciones.map((c) => c.id)).not.toContain(6);
    expect(publicRows.creaciones_poemario.filter((l) => l.id_creacion === 6)).toEqual([]);
    // Its own books and their poems go; a book also in edition 1 stays.
    expect(publicRows.poemario.map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(publicRows.poema.map((p) => p.id)).not.toContain(70);
    expect(publicRows.poema.map((p) => p.id)).not.toContain(71);
    expect(publicRows.poema.filter((p) => p.id_poemario === 1)).toHaveLength(4);
    expect(publicRows.visuales.map((v) => v.id)).toEqual([1, 2, 3]);
    expect(publicRows.revista_autor.filter((l) => l.id_revista === 3)).toEqual([]);
    // Its new author goes; an author of other editions stays.
    expect(publicRows.autor.map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
    // Nothing else is touched.
    expect(publicRows.caras2).toBe(snapshot.caras2);
    expect(withoutEditions(snapshot, new Set())).toBe(snapshot);
  });

  it('keeps an author whose only link to the edition is a work that stays (a poem with no book)', () => {
    const s = withScheduledEdition();
    s.poema.push({
      id: 72,
      titulo: 'Suelto',
      fecha: null,
      portada: null,
      texto: 'sin libro',
      mencion: null,
      hormigueos: 0,
      id_autor: 6,
      id_poemario: null,
      actualizado: null,
    });
    expect(withoutEditions(s, new Set([3])).autor.map((a) => a.id)).toContain(6);
  });

  it('siteView: the public view before the date, everything on it or in the preview', () => {
    const before = siteView(snapshot, { now: new Date('2026-12-01T05:59:00Z'), timeZone: 'America/Mexico_City', preview: false });
    expect(before.today).toBe('2026-11-30');
    expect(before.snapshot.revista.map((e) => e.id)).toEqual([1, 2]);
    expect(before.scheduled).toEqual([
      { id: 3, numero: 3, nombre: 'Lo que viene', fecha: '2026-12-01', publicaAt: '2026-12-01T06:00:00.000Z' },
    ]);
    expect(before.nextPublication).toBe('2026-12-01T06:00:00.000Z');

    const on = siteView(snapshot, { now: new Date('2026-12-01T06:00:00Z'), timeZone: 'America/Mexico_City', preview: false });
    expect(on.snapshot).toBe(snapshot);
    expect(on.scheduled).toEqual([]);
    expect(on.nextPublication).toBeNull();

    const preview = siteView(snapshot, { now: new Date('2026-11-01T12:00:00Z'), timeZone: 'America/Mexico_City', preview: true });
    expect(preview.snapshot).toBe(snapshot);
    expect(preview.scheduled.map((e) => e.id)).toEqual([3]);
    expect(preview.preview).toBe(true);
  });
});

describe('isPublishDue', () => {
  const due = Date.parse('2026-12-01T06:00:00Z');
  it.each([
    [{ due: null, lastAttempt: null }, due + 1, false],
    [{ due, lastAttempt: null }, due - 1, false],
    [{ due, lastAttempt: null }, due, true],
    [{ due, lastAttempt: due }, due + 60_000, false],
    [{ due, lastAttempt: due }, due + 300_000, true],
  ])('%j at %i -> %s', (state, now, expected) => {
    expect(isPublishDue(state, now, 300_000)).toBe(expected);
  });
});
