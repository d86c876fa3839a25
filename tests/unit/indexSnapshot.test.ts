// The page models over rows as the magazine's live tables hold them (see
// tests/helpers/liveShapedDatabase.ts): pair rows entered twice, for the pairs have no key
// there, and a poem whose author row was deleted.
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/content/types';
import { UNKNOWN_AUTHOR } from '@/lib/site/describe';
import { getAuthorModel } from '@/lib/site/getAuthorModel';
import { getHomeModel } from '@/lib/site/getHomeModel';
import { getPoemModel } from '@/lib/site/getPoemModel';
import { getSectionModel } from '@/lib/site/getSectionModel';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { fixtureSnapshot } from '../fixtures/snapshot';

const OPTIONS = { storageBase: '', now: new Date('2026-11-21T12:00:00Z'), preview: false, timeZone: 'America/Mexico_City' };

/** The fixture as the live tables have it: every pair row twice, and poem 5's author gone. */
function liveShaped(): Snapshot {
  const snapshot = fixtureSnapshot();
  return {
    ...snapshot,
    creaciones_poemario: [...snapshot.creaciones_poemario, ...snapshot.creaciones_poemario],
    revista_autor: [...snapshot.revista_autor, ...snapshot.revista_autor],
    poema: snapshot.poema.map((poem) => (poem.id === 5 ? { ...poem, id_autor: 950 } : poem)),
  };
}

describe('indexSnapshot over pair rows entered twice', () => {
  const clean = indexSnapshot(fixtureSnapshot(), OPTIONS);
  const live = indexSnapshot(liveShaped(), OPTIONS);
  const lists = (site: typeof live) => ({
    booksOfSection: [...site.booksOfSection].map(([id, books]) => [id, books.map((b) => b.id)]),
    sectionsOfBook: [...site.sectionsOfBook].map(([id, sections]) => [id, sections.map((s) => s.id)]),
    authorsOfEdition: [...site.authorsOfEdition].map(([id, authors]) => [id, authors.map((a) => a.id)]),
    editionsOfAuthor: [...site.editionsOfAuthor].map(([id, editions]) => [id, editions.map((e) => e.id)]),
  });

  it('links each book to its section, and each author to their edition, once', () => {
    expect(lists(live)).toEqual(lists(clean));
  });

  it("shows each of an edition's authors once on its home page", () => {
    const authors = getHomeModel(live, live.edition.get(1)!, '/ediciones/1').authors;
    expect(authors).toEqual([...new Set(authors)]);
    expect(authors).toEqual(getHomeModel(clean, clean.edition.get(1)!, '/ediciones/1').authors);
  });

  it('shows each book once on its section page', () => {
    const books = getSectionModel(live, live.edition.get(1)!, 'creaciones').books.map((b) => b.id);
    expect(books).toEqual([...new Set(books)]);
    expect(books).toEqual(getSectionModel(clean, clean.edition.get(1)!, 'creaciones').books.map((b) => b.id));
  });
});

describe('a poem whose author row was deleted', () => {
  const site = indexSnapshot(liveShaped(), OPTIONS);

  it('reads as by the unknown author, linking to no author page', () => {
    const model = getPoemModel(site, site.poem.get(5)!);
    expect(model.author).toEqual({ name: UNKNOWN_AUTHOR, href: null });
    expect(model.meta.title).toContain(UNKNOWN_AUTHOR);
  });

  it("is left off the page of the book's author, whose other poems stay", () => {
    const model = getAuthorModel(site, site.author.get(1)!);
    expect(model.poems.length).toBeGreaterThan(0);
    expect(JSON.stringify(model)).not.toContain('"Cinco"');
  });
});
