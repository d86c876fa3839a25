import { MAGAZINE_ID, SECTION_TYPES } from '../../consts.ts';
import type { RevistaRow } from '../content/types.ts';
import { startOfDayIn } from '../schedule/zonedDate.ts';
import { getTopPoems } from '../site/getTopPoems.ts';
import type { Site } from '../site/indexSnapshot.ts';
import { sectionKind } from '../site/labels.ts';
import { paths } from '../site/paths.ts';
import { PRIVACY_NOTICE_VERSION } from '../privacy/retention.ts';

type Stamp = string | null | undefined;

/** The latest of some moments (ISO strings in UTC compare as text), or null. */
function latest(stamps: Iterable<Stamp>): string | null {
  let max: string | null = null;
  for (const stamp of stamps) if (stamp && (max === null || stamp > max)) max = stamp;
  return max;
}

/**
 * When each page's content last changed (ISO), for the sitemap's lastmod: the latest change
 * stamp (`actualizado`, kept by the database) of the rows that make the page's content, and
 * the publication of the editions it shows (a page cannot have changed before its edition was
 * public; rows older than change tracking have no stamp and date from it). The chrome (logo,
 * footer) is not the page's content, and neither is the order of the top 3, which follows
 * readers' hormigueos. An author's stamp also moves when their works come and go, so it dates
 * only pages about the author (theirs, /autores, the gallery's artists), not every page that
 * shows their name. Derived from the data only: the same database gives the same dates,
 * build after build and whatever the build cache holds. Pages with no date at all are left
 * out (the sitemap then has no lastmod for them).
 */
export function getPageDates(site: Site): Map<string, string> {
  const dates = new Map<string, string>();
  const set = (path: string, stamps: Iterable<Stamp>) => {
    const date = latest(stamps);
    if (date) dates.set(path, date);
  };
  const published = new Map<number, string | null>(
    site.editions.map((e) => [e.id, e.fecha_publicacion ? startOfDayIn(e.fecha_publicacion, site.options.timeZone).toISOString() : null]),
  );
  const editionStamps = (editions: readonly RevistaRow[]) => editions.map((e) => published.get(e.id));

  for (const edition of site.editions) {
    const slug = site.editionSlug.get(edition.id)!;
    const sections = site.sectionsOfEdition.get(edition.id) ?? [];
    const own = [edition.actualizado, published.get(edition.id)];
    // Its authors' names come and go with revista_autor, which stamps the edition itself.
    const home = [...own, ...sections.map((s) => s.actualizado), ...getTopPoems(site, edition.id).map((p) => p.actualizado)];
    set(paths.edition(slug), home);
    if (edition === site.latest) set(paths.home(), home);
    set(paths.contents(slug), own);
    for (const tipo of SECTION_TYPES) {
      const ofKind = sections.filter((s) => sectionKind(s.tipo) === tipo);
      const books = ofKind.flatMap((s) => site.booksOfSection.get(s.id) ?? []);
      set(paths.section(slug, tipo), [...own, ...ofKind.map((s) => s.actualizado), ...books.map((b) => b.actualizado)]);
    }
  }
  set(paths.editions(), [...site.editions.map((e) => e.actualizado), ...editionStamps(site.editions)]);

  for (const poem of site.snapshot.poema) {
    const book = poem.id_poemario === null ? undefined : site.book.get(poem.id_poemario);
    const sections = book ? (site.sectionsOfBook.get(book.id) ?? []) : [];
    set(paths.poem(site.poemSlug.get(poem.id)!), [
      poem.actualizado,
      book?.actualizado,
      ...sections.map((s) => s.actualizado),
      ...sections.map((s) => (s.id_revista === null ? null : published.get(s.id_revista))),
    ]);
  }

  for (const author of site.snapshot.autor) {
    set(paths.author(site.authorSlug.get(author.id)!), [
      author.actualizado,
      ...(site.poemsOfAuthor.get(author.id) ?? []).map((p) => p.actualizado),
      ...(site.booksOfAuthor.get(author.id) ?? []).map((b) => b.actualizado),
      ...(site.visualsOfAuthor.get(author.id) ?? []).map((v) => v.actualizado),
      ...editionStamps(site.editionsOfAuthor.get(author.id) ?? []),
    ]);
  }
  set(paths.authors(), [...site.snapshot.autor.map((a) => a.actualizado), ...editionStamps(site.editions)]);

  const gallery = site.snapshot.visuales.filter((v) => v.id_revista === MAGAZINE_ID);
  const artistOf = (id: number | null) => (id === null ? null : site.author.get(id)?.actualizado);
  set(paths.gallery(), [
    ...gallery.map((v) => v.actualizado),
    ...gallery.map((v) => artistOf(v.id_autor)),
    ...site.snapshot.autor.filter((a) => sectionKind(a.tipo_creacion) === 'visuales').map((a) => a.actualizado),
    published.get(MAGAZINE_ID),
  ]);
  for (const piece of gallery) {
    const slug = site.pieceSlug.get(piece.id);
    if (slug) set(paths.piece(slug), [piece.actualizado, artistOf(piece.id_autor), published.get(MAGAZINE_ID)]);
  }
  // The privacy notice changes with its version, which is its date.
  set(paths.privacy(), [`${PRIVACY_NOTICE_VERSION}T00:00:00.000Z`]);
  return dates;
}
