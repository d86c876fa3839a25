import { META } from '../../consts.ts';
import type { RevistaRow } from '../content/types.ts';
import { excerpt } from '../text/excerpt.ts';
import { splitNames } from '../text/splitNames.ts';
import { truncate } from '../text/truncate.ts';
import { cardRef, editionCard } from '../cards/card.ts';
import type { Site } from './indexSnapshot.ts';
import { authorName, editionSummary, imageList, picture, type EditionSummary, type Picture } from './describe.ts';
import { hasInsects, hasRotatingBackgrounds } from './editionFeatures.ts';
import { getTopPoems } from './getTopPoems.ts';
import type { PageMeta } from './meta.ts';
import { anchors, paths } from './paths.ts';
import { publicationIssue } from './structuredData.ts';

export interface TopPoemCard {
  id: number;
  title: string;
  author: string;
  excerpt: string;
  href: string;
}

export interface HomeModel {
  edition: EditionSummary;
  cover: Picture | null;
  /** Names that cycle under the title every 3 s, alphabetical. */
  authors: string[];
  sintesis: string;
  contentsHref: string;
  sintesisHref: string;
  topPoems: TopPoemCard[];
  insects: boolean;
  /** manilargos images rotating behind 'SOBRE EL HORMIGUERO' (edition 2 only). */
  backgrounds: string[];
  meta: PageMeta;
}

export function getHomeModel(site: Site, row: RevistaRow, canonical: string): HomeModel {
  const edition = editionSummary(site, row);
  const authors = (site.authorsOfEdition.get(row.id) ?? []).map((a) => authorName(a)).sort((a, b) => a.localeCompare(b, 'es'));
  const contents = paths.contents(edition.slug);
  const contributors = splitNames(row.contribuyentes).slice(0, META.contributors);
  const summary = row.sintesis?.trim() || row.general?.trim() || '';
  const cover = picture(site, row.portada, `Portada de la ${edition.label.toLowerCase()}: ${edition.nombre}`);
  const image = cover?.src ?? null;
  return {
    edition,
    cover,
    authors,
    sintesis: summary,
    contentsHref: contents,
    sintesisHref: `${contents}#${anchors.sintesis}`,
    topPoems: getTopPoems(site, row.id).map((p) => ({
      id: p.id,
      title: p.titulo?.trim() || 'Sin título',
      author: authorName(p.id_autor === null ? null : site.author.get(p.id_autor)),
      excerpt: excerpt(p.id, p.texto, META.poemExcerpt),
      href: paths.poem(site.poemSlug.get(p.id)!),
    })),
    insects: hasInsects(row),
    backgrounds: hasRotatingBackgrounds(row) ? imageList(site, site.snapshot.manilargos) : [],
    meta: {
      title: `Hormiguero de Poemas - ${edition.nombre}`,
      description: truncate(`${edition.label}: ${edition.nombre}. ${summary}`, 200),
      image,
      card: cardRef(editionCard(site, row, canonical)),
      keywords: ['poesía', 'revista de poesía', edition.label, ...contributors],
      canonical,
      type: 'website',
      structuredData: publicationIssue(edition, {
        description: truncate(summary, 300),
        image,
      }),
    },
  };
}
