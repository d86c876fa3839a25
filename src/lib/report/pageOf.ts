import type { AutorRow, CreacionRow, PoemaRow, PoemarioRow, RevistaRow, VisualRow } from '../content/types.ts';
import { sectionKind } from '../site/labels.ts';
import type { Site } from '../site/indexSnapshot.ts';
import { paths } from '../site/paths.ts';

/**
 * The page readers see a row on (its canonical path), for the content report: null when no
 * page of the site shows it (a section of an edition that is not published, say).
 */
export const pageOf = {
  edition: (site: Site, row: RevistaRow): string | null => {
    const slug = site.editionSlug.get(row.id);
    return slug === undefined ? null : row === site.latest ? paths.home() : paths.edition(slug);
  },
  section: (site: Site, row: CreacionRow): string | null => {
    const edition = row.id_revista === null ? undefined : site.edition.get(row.id_revista);
    const slug = edition && site.editionSlug.get(edition.id);
    if (!slug) return null;
    const kind = sectionKind(row.tipo);
    if (kind === 'visuales') return paths.gallery();
    return kind ? paths.section(slug, kind) : paths.contents(slug);
  },
  /** A book's tile on the first section page that lists it, else its author's page. */
  book: (site: Site, row: PoemarioRow): string | null => {
    for (const section of site.sectionsOfBook.get(row.id) ?? []) {
      const page = pageOf.section(site, section);
      if (page) return page;
    }
    const author = row.id_autor === null ? undefined : site.author.get(row.id_autor);
    return author ? pageOf.author(site, author) : null;
  },
  author: (site: Site, row: AutorRow): string | null => {
    const slug = site.authorSlug.get(row.id);
    return slug === undefined ? null : paths.author(slug);
  },
  poem: (site: Site, row: PoemaRow): string | null => {
    const slug = site.poemSlug.get(row.id);
    return slug === undefined ? null : paths.poem(slug);
  },
  /** A visual work's own page (gallery pieces), else its artist's page. */
  piece: (site: Site, row: VisualRow): string | null => {
    const slug = site.pieceSlug.get(row.id);
    if (slug !== undefined) return paths.piece(slug);
    const artist = row.id_autor === null ? undefined : site.author.get(row.id_autor);
    return artist ? pageOf.author(site, artist) : null;
  },
};
