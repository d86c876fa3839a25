import { SITE_TAGLINE, SITE_TITLE } from '../../consts.ts';
import type { PoemaRow, RevistaRow } from '../content/types.ts';
import { excerpt } from '../text/excerpt.ts';
import { parseDate } from '../text/formatDate.ts';
import { truncate } from '../text/truncate.ts';
import type { Site } from './indexSnapshot.ts';
import { authorName, editionSummary, sectionKind } from './describe.ts';
import { paths } from './paths.ts';

/** How many of the newest editions the feed carries, each with all its poems and essays. */
export const FEED_EDITIONS = 3;

export interface FeedItem {
  title: string;
  /** Site-relative link; the feed endpoint makes it absolute. */
  link: string;
  pubDate: Date | undefined;
  description: string;
  categories: string[];
  /** The poet, for <dc:creator>; null for an edition. */
  creator: string | null;
}

export interface FeedModel {
  title: string;
  description: string;
  items: FeedItem[];
}

/** The edition's poems and essays, in section then book order, each once. */
function worksOfEdition(site: Site, row: RevistaRow): { poem: PoemaRow; prose: boolean }[] {
  const seen = new Set<number>();
  const works: { poem: PoemaRow; prose: boolean }[] = [];
  for (const section of site.sectionsOfEdition.get(row.id) ?? []) {
    const kind = sectionKind(section.tipo);
    if (kind !== 'creaciones' && kind !== 'critica') continue;
    for (const book of site.booksOfSection.get(section.id) ?? []) {
      for (const poem of site.poemsOfBook.get(book.id) ?? []) {
        if (seen.has(poem.id)) continue;
        seen.add(poem.id);
        works.push({ poem, prose: kind === 'critica' });
      }
    }
  }
  return works;
}

/** /rss.xml: the newest editions, each followed by its poems and essays. */
export function getFeedModel(site: Site): FeedModel {
  const items = site.editions.slice(0, FEED_EDITIONS).flatMap((row): FeedItem[] => {
    const edition = editionSummary(site, row);
    const published = parseDate(edition.isoDate);
    const editionItem: FeedItem = {
      title: `${edition.label}: ${edition.nombre}`,
      link: edition.href,
      pubDate: published,
      description: truncate(row.sintesis?.trim() || row.general?.trim() || `${edition.label} de ${SITE_TITLE}.`, 400),
      categories: [edition.label],
      creator: null,
    };
    const works = worksOfEdition(site, row).map(({ poem, prose }): FeedItem => {
      const title = poem.titulo?.trim() || 'Sin título';
      const author = authorName(poem.id_autor === null ? null : site.author.get(poem.id_autor));
      return {
        title: `${title} - ${author}`,
        link: paths.poem(site.poemSlug.get(poem.id)!),
        pubDate: published ?? parseDate(poem.fecha),
        description: excerpt(poem.id, poem.texto, 280),
        categories: [edition.label, prose ? 'Ensayo' : 'Poesía'],
        creator: author,
      };
    });
    return [editionItem, ...works];
  });
  return { title: SITE_TITLE, description: `${SITE_TAGLINE}: ediciones y poemas.`, items };
}
