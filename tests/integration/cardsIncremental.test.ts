// The cards of shared links cost a publish only what changed: each card is drawn once into the
// build's cache and linked into the output, so an output folder that starts empty (every
// build on Cloudflare Pages, which keeps only the cache) gets every card back without drawing.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCards, cardRef } from '@/lib/cards/card';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { writeCards } from '../../scripts/site/cards/writeCards';
import { fixtureSnapshot } from '../fixtures/snapshot';

const options = {
  storageBase: 'https://x.supabase.co/storage/v1/object/public',
  now: new Date('2026-11-21T12:00:00Z'),
  preview: false,
  timeZone: 'America/Mexico_City',
};
const siteOf = (snapshot = fixtureSnapshot()) => indexSnapshot(snapshot, options);
const jpegsIn = async (folder: string) =>
  (await readdir(folder, { recursive: true }).catch(() => [] as string[]))
    .map(String)
    .filter((f) => f.endsWith('.jpg'))
    .sort();

let root: string;
let outDir: string;
let cacheDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'cards-'));
  outDir = path.join(root, 'dist');
  cacheDir = path.join(root, 'cache');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the cards of a build', () => {
  it('are all drawn on the first build, one per page that has one', async () => {
    const report = await writeCards(siteOf(), outDir, cacheDir, {});
    const expected = allCards(siteOf()).map((source) => cardRef(source).path.slice(1));
    expect(report).toMatchObject({ cards: expected.length, drawn: expected.length, removed: 0 });
    expect(await jpegsIn(outDir)).toEqual(expected.sort());
  });

  it('are not drawn again when nothing they show changed', async () => {
    expect(await writeCards(siteOf(), outDir, cacheDir, {})).toMatchObject({ drawn: 0, removed: 0 });
  });

  it('come back without drawing into an output folder that starts empty, as on Cloudflare Pages', async () => {
    const before = await jpegsIn(outDir);
    await rm(outDir, { recursive: true, force: true });
    expect(await writeCards(siteOf(), outDir, cacheDir, {})).toMatchObject({ drawn: 0 });
    expect(await jpegsIn(outDir)).toEqual(before);
    const [first] = before;
    expect((await stat(path.join(outDir, first!))).size).toBeGreaterThan(10_000);
  });

  it('draw only the card of a poem whose first lines changed, and remove its old card from the output and the cache', async () => {
    const snapshot = fixtureSnapshot();
    const poem = snapshot.poema.find((p) => p.id === 1)!;
    const cardOf = (s: typeof snapshot) =>
      cardRef(allCards(siteOf(s)).find((c) => c.page === '/poema/hormiga' && c.byline === 'Ana Pérez')!).path.slice(1);
    const oldCard = cardOf(snapshot);
    poem.texto = `Un verso nuevo al principio\n${poem.texto}`;
    const newCard = cardOf(snapshot);
    expect(await writeCards(siteOf(snapshot), outDir, cacheDir, {})).toMatchObject({ drawn: 1, removed: 1 });
    expect(await jpegsIn(outDir)).toContain(newCard);
    expect(await jpegsIn(outDir)).not.toContain(oldCard);
    expect(await jpegsIn(cacheDir)).toContain(path.join('cards', newCard));
    expect(await jpegsIn(cacheDir)).not.toContain(path.join('cards', oldCard));
  });
});
