import { describe, expect, it } from 'vitest';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { FEED_EDITIONS, getEditionFeedModel, getFeedModel } from '@/lib/site/getFeedModel';
import { UNKNOWN_AUTHOR } from '@/lib/site/describe';
import { fixtureSnapshot } from '../fixtures/snapshot';

describe('getFeedModel', () => {
  const site = indexSnapshot(fixtureSnapshot(), {
    storageBase: 'https://x.supabase.co/storage/v1/object/public',
    now: new Date('2026-11-21T12:00:00Z'),
    preview: false,
    timeZone: 'America/Mexico_City',
  });
  const feed = getFeedModel(site);
  const editionItems = feed.items.filter((item) => item.creator === null);

  it('names the magazine', () => {
    expect(feed.title).toBe('Hormiguero de Poemas');
    expect(feed.description).toContain('ediciones y poemas');
  });

  it('carries the newest editions first, each followed by its poems and essays', () => {
    expect(FEED_EDITIONS).toBeGreaterThanOrEqual(2);
    expect(editionItems.map((item) => item.link)).toEqual(['/ediciones/2', '/ediciones/1']);
    expect(editionItems.map((item) => item.title)).toEqual(['Edición 2: Manos de papel', 'Edición 1: Los espíritus de lo mínimo']);
    expect(feed.items[0]!.link).toBe('/ediciones/2');
    const secondEdition = feed.items.findIndex((item) => item.link === '/ediciones/1');
    // Edition 2 (books 1 and 4): poems 1, 3, 4, 5 of book 1 and poem 2 of book 4.
    const ofEdition2 = feed.items.slice(1, secondEdition);
    expect(ofEdition2.map((item) => item.link).sort()).toEqual(
      ['/poema/cinco', '/poema/cuatro', '/poema/hormiga', '/poema/hormiga-2', '/poema/tres'].sort(),
    );
    for (const item of ofEdition2) expect(item.categories).toEqual(['Edición 2', 'Poesía']);
  });

  it('gives each work its title and author, dc:creator and a dated, site-relative link', () => {
    const hormiga = feed.items.find((item) => item.link === '/poema/hormiga')!;
    expect(hormiga.title).toBe('Hormiga - Ana Pérez');
    expect(hormiga.creator).toBe('Ana Pérez');
    expect(hormiga.pubDate?.toISOString()).toBe('2025-06-21T00:00:00.000Z');
    expect(hormiga.description).toContain('primera línea');
    expect(hormiga.description).not.toContain('$');
    for (const item of feed.items) {
      expect(item.link, item.title).toMatch(/^\/(ediciones|poema)\//);
      expect(item.description.length, item.title).toBeLessThanOrEqual(400);
    }
  });

  it("marks the critica section's works as essays and names unknown authors", () => {
    const interview = feed.items.find((item) => item.link === '/poema/entrevista')!;
    expect(interview.categories).toEqual(['Edición 1', 'Ensayo']);
    expect(interview.creator).toBe('Luis Gómez');
    const found = feed.items.find((item) => item.link === '/poema/hallado')!;
    expect(found.creator).toBe(UNKNOWN_AUTHOR);
    expect(found.title).toBe(`Hallado - ${UNKNOWN_AUTHOR}`);
  });

  it('uses the synopsis for an edition, shortened', () => {
    expect(editionItems[0]!.description).toBe('Una edición de collages.');
    expect(editionItems[0]!.categories).toEqual(['Edición 2']);
  });

  it('a work appears once per edition', () => {
    for (const edition of editionItems) {
      const start = feed.items.indexOf(edition);
      const next = feed.items.findIndex((item, i) => i > start && item.creator === null);
      const links = feed.items.slice(start + 1, next === -1 ? undefined : next).map((item) => item.link);
      expect(new Set(links).size, edition.title).toBe(links.length);
    }
  });

  it('carries each work’s text for content:encoded, and none for an edition', () => {
    const hormiga = feed.items.find((item) => item.link === '/poema/hormiga')!;
    expect(hormiga.work).toEqual({
      text: expect.objectContaining({ texto: expect.stringContaining('primera línea') }),
      prose: false,
      title: 'Hormiga',
    });
    expect(feed.items.find((item) => item.link === '/poema/entrevista')!.work?.prose).toBe(true);
    for (const item of editionItems) expect(item.work).toBeNull();
    expect(feed.link).toBe('/');
    expect(feed.self).toBe('/rss.xml');
  });

  it('gives each edition a feed of its own: the edition, then its works only', () => {
    const first = getEditionFeedModel(site, site.edition.get(1)!);
    expect(first.self).toBe('/ediciones/1/rss.xml');
    expect(first.link).toBe('/ediciones/1');
    expect(first.title).toBe('Hormiguero de Poemas · Edición 1: Los espíritus de lo mínimo');
    expect(first.items[0]!.link).toBe('/ediciones/1');
    expect(first.items.filter((item) => item.creator === null)).toHaveLength(1);
    for (const item of first.items) expect(item.categories[0]).toBe('Edición 1');
  });
});
