import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/content/types';
import { getPageDates } from '@/lib/seo/pageDates';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { fixtureSnapshot } from '../fixtures/snapshot';

const datesOf = (snapshot: Snapshot) =>
  getPageDates(
    indexSnapshot(snapshot, { storageBase: '', now: new Date('2026-11-21T12:00:00Z'), preview: false, timeZone: 'America/Mexico_City' }),
  );

// Edition 1: 2024-09-15, edition 2: 2025-06-21 (midnight in Mexico City is 06:00 UTC).
const EDITION_1 = '2024-09-15T06:00:00.000Z';
const EDITION_2 = '2025-06-21T06:00:00.000Z';
const LATER = '2026-11-20T15:30:00.000Z';

describe('getPageDates', () => {
  const unstamped = datesOf(fixtureSnapshot());

  it('dates rows older than change tracking from their editions', () => {
    expect(unstamped.get('/ediciones/1')).toBe(EDITION_1);
    expect(unstamped.get('/ediciones/1/contenidos')).toBe(EDITION_1);
    expect(unstamped.get('/')).toBe(EDITION_2);
    expect(unstamped.get('/ediciones/2')).toBe(EDITION_2);
    expect(unstamped.get('/ediciones')).toBe(EDITION_2);
    // Poem 1's book is in editions 1 and 2: its page changed last when edition 2 appeared.
    expect(unstamped.get('/poema/hormiga')).toBe(EDITION_2);
    expect(unstamped.get('/poema/entrevista')).toBe(EDITION_1);
    expect(unstamped.get('/autor/luis-gomez')).toBe(EDITION_1);
    expect(unstamped.get('/autor/ana-perez')).toBe(EDITION_2);
    expect(unstamped.get('/visuales')).toBe(EDITION_1);
    expect(unstamped.get('/visuales/uno')).toBe(EDITION_1);
    // An author in no edition, with no stamp: no date is known, none is given.
    expect(unstamped.has('/autor/zoe-sin-obra')).toBe(false);
  });

  it('moves exactly the pages that show an edited row to its stamp', () => {
    const s = fixtureSnapshot();
    s.poema.find((p) => p.id === 3)!.actualizado = LATER;
    const dates = datesOf(s);
    const moved = [...dates].filter(([path, date]) => unstamped.get(path) !== date).map(([path]) => path);
    expect(moved.sort()).toEqual(['/autor/ana-perez', '/poema/tres']);
    expect(dates.get('/poema/tres')).toBe(LATER);
  });

  it('moves the pages listing a row that was touched (its book, when a poem came or went)', () => {
    const s = fixtureSnapshot();
    s.poemario.find((b) => b.id === 2)!.actualizado = LATER;
    const moved = [...datesOf(s)].filter(([path, date]) => unstamped.get(path) !== date).map(([path]) => path);
    // The section that shows its tile, its author, and the poems whose provenance it is.
    expect(moved.sort()).toEqual(['/autor/luis-gomez', '/ediciones/1/critica', '/poema/entrevista', '/poema/hallado']);
  });

  it('follows a top-3 poem’s edit on its edition’s home, not the readers’ hormigueos', () => {
    const s = fixtureSnapshot();
    s.poema.find((p) => p.id === 2)!.hormigueos = 0;
    expect(datesOf(s)).toEqual(unstamped);
    s.poema.find((p) => p.id === 2)!.actualizado = LATER;
    expect(datesOf(s).get('/')).toBe(LATER);
  });

  it('is the same for the same data, whatever the clock', () => {
    const s = fixtureSnapshot();
    const later = getPageDates(
      indexSnapshot(s, { storageBase: '', now: new Date('2030-01-01'), preview: false, timeZone: 'America/Mexico_City' }),
    );
    expect(later).toEqual(unstamped);
  });
});
