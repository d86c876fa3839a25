import { SITE_TAGLINE, SITE_TITLE } from '../../consts.ts';
import type { PoemaRow, RevistaRow } from '../content/types.ts';
import { excerpt } from '../text/excerpt.ts';
import { parseDate } from '../text/formatDate.ts';
import type { PoemText } from '../text/parsePoemText.ts';
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
  /**
   * The work's text, which the feed carries in full (content:encoded); null for an edition.
   * Kept as stored: the feed endpoint parses it (poemHtml) as the poem page does.
   */
  work: { text: PoemText; prose: boolean; title: string } | null;
}

export interface FeedModel {
  title: string;
  description: string;
  /** Site-relative: the page the feed follows (the channel's link). */
  link: string;
  /** Site-relative: the feed's own address (atom:link rel="self"). */
  self: string;
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

/** An edition's item followed by its poems and essays. */
function itemsOfEdition(site: Site, row: RevistaRow): FeedItem[] {
  const edition = editionSummary(site, row);
  const published = parseDate(edition.isoDate);
  const editionItem: FeedItem = {
    title: `${edition.label}: ${edition.nombre}`,
    link: edition.href,
    pubDate: published,
    description: editionDescription(row, edition.label),
    categories: [edition.label],
    creator: null,
    work: null,
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
      work: { text: { id: poem.id, texto: poem.texto, storageBase: site.options.storageBase }, prose, title },
    };
  });
  return [editionItem, ...works];
}

function editionDescription(row: RevistaRow, label: string): string {
  return truncate(row.sintesis?.trim() || row.general?.trim() || `${label} de ${SITE_TITLE}.`, 400);
}

/** /rss.xml: the newest editions, each followed by its poems and essays. */
export function getFeedModel(site: Site): FeedModel {
  return {
    title: SITE_TITLE,
    description: `${SITE_TAGLINE}: ediciones y poemas.`,
    link: paths.home(),
    self: paths.feed(),
    items: site.editions.slice(0, FEED_EDITIONS).flatMap((row) => itemsOfEdition(site, row)),
  };
}

/** /ediciones/{edicion}/rss.xml: one edition and its poems and essays. */
export function getEditionFeedModel(site: Site, row: RevistaRow): FeedModel & { edition: string } {
  const edition = editionSummary(site, row);
  return {
    edition: edition.slug,
    title: `${SITE_TITLE} · ${edition.label}: ${edition.nombre}`,
    description: editionDescription(row, edition.label),
    link: edition.href,
    self: paths.editionFeed(edition.slug),
    items: itemsOfEdition(site, row),
  };
}
