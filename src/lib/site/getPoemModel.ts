import { META, MORE_BY_AUTHOR } from '../../consts.ts';
import type { PoemaRow, RevistaRow } from '../content/types.ts';
import { editionOfPoem } from './editionOfPoem.ts';
import { excerpt } from '../text/excerpt.ts';
import { formatDate } from '../text/formatDate.ts';
import { parsePoemText, type PoemText } from '../text/parsePoemText.ts';
import { isImagePoem } from '../text/readableText.ts';
import { resolveImageUrl } from '../media/resolveImageUrl.ts';
import type { Site } from './indexSnapshot.ts';
import type { SectionType } from '../../consts.ts';
import { SECTION_COPY } from './copy.ts';
import { authorName, editionLabel, editionSummary, picture, type Picture } from './describe.ts';
import { hasInsects } from './editionFeatures.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';
import { creativeWork } from './structuredData.ts';
import { pageDatesOf } from '../seo/pageDatesOf.ts';
import { cardRef, poemCard } from '../cards/card.ts';

export interface PoemModel {
  id: number;
  title: string;
  slug: string;
  author: { name: string; href: string | null };
  book: string | null;
  mencion: string | null;
  date: string;
  cover: Picture | null;
  /**
   * The text as stored. The page parses it (parsePoemText) only when it is rendered, so an
   * incremental build that reuses the page never parses it; the cacheKey still covers it.
   */
  text: PoemText;
  /** Essays and interviews (the critica section) read as prose, poems as verse. */
  prose: boolean;
  more: { title: string; href: string }[];
  moreHeading: string;
  back: { href: string };
  /** The edition the poem appeared in (newest when several). */
  edition: { id: number; label: string } | null;
  /** 'Edición 2 · Lo que la mano recorta · El hormiguero', leading to that section; null outside any edition. */
  provenance: { label: string; href: string } | null;
  insects: boolean;
  meta: PageMeta;
}

/** The first picture of an image poem's sections (null for other poems: never parsed). */
function firstPictureOf(poem: PoemaRow, storageBase: string): string | null {
  if (!isImagePoem(poem.id, poem.texto)) return null;
  for (const { block } of parsePoemText(poem.id, poem.texto, (address) => resolveImageUrl(address, storageBase)).sections) {
    if (block.kind === 'image') return block.src;
  }
  return null;
}

/** The provenance line of a poem: its edition, that edition's name and the section, linked. */
function provenanceOf(site: Site, edition: RevistaRow | null, section: SectionType | null): PoemModel['provenance'] {
  if (!edition || !section) return null;
  const parts = [editionLabel(edition), edition.nombre?.trim(), SECTION_COPY[section].name].filter(Boolean);
  return { label: parts.join(' · '), href: paths.section(site.editionSlug.get(edition.id)!, section) };
}

export function getPoemModel(site: Site, poem: PoemaRow): PoemModel {
  const authorRow = poem.id_autor === null ? undefined : site.author.get(poem.id_autor);
  const author = authorName(authorRow);
  const authorHref = authorRow ? paths.author(site.authorSlug.get(authorRow.id)!) : null;
  const title = poem.titulo?.trim() || 'Sin título';
  const slug = site.poemSlug.get(poem.id)!;
  const { edition, section, prose } = editionOfPoem(site, poem);
  // More texts: other poems of the same author and poemario, excluding this one, at most 2.
  const more =
    poem.id_poemario === null || poem.id_autor === null
      ? []
      : (site.poemsOfBook.get(poem.id_poemario) ?? [])
          .filter((p) => p.id !== poem.id && p.id_autor === poem.id_autor)
          .slice(0, MORE_BY_AUTHOR);
  // 'MÁS POEMAS DE …' only when they are all poems; essays and interviews are 'textos'.
  const morePoemsOnly = more.every((p) => !editionOfPoem(site, p).prose);
  const book = poem.id_poemario === null ? null : (site.book.get(poem.id_poemario)?.titulo?.trim() ?? null);
  const opening = excerpt(poem.id, poem.texto, META.poemExcerpt);
  const description = opening ? `«${title}» por ${author}. ${opening}` : `«${title}» por ${author}.`;
  const portada = picture(site, poem.portada, `Imagen del poema «${title}»`);
  const image = portada?.src ?? null;
  // An image poem whose cover is its first picture shows it once, in the poem (still the
  // page's sharing image).
  const cover = portada && firstPictureOf(poem, site.options.storageBase) === portada.src ? null : portada;
  const modified = pageDatesOf(site).get(paths.poem(slug)) ?? null;
  return {
    id: poem.id,
    title,
    slug,
    author: { name: author, href: authorHref },
    book,
    mencion: poem.mencion?.trim() || null,
    date: formatDate(poem.fecha),
    cover,
    text: { id: poem.id, texto: poem.texto, storageBase: site.options.storageBase },
    prose,
    more: more.map((p) => ({ title: p.titulo?.trim() || 'Sin título', href: paths.poem(site.poemSlug.get(p.id)!) })),
    moreHeading: `${morePoemsOnly ? 'MÁS POEMAS DE' : 'MÁS TEXTOS DE'} ${author.toLocaleUpperCase('es')}`,
    back: { href: authorHref ?? paths.home() },
    edition: edition ? { id: edition.id, label: editionLabel(edition) } : null,
    provenance: provenanceOf(site, edition, section),
    insects: hasInsects(edition),
    meta: {
      title: `${title} - ${author} | Hormiguero de Poemas`,
      description,
      image,
      card: cardRef(poemCard(site, poem)),
      canonical: paths.poem(slug),
      type: 'article',
      modified,
      structuredData: creativeWork({
        title,
        href: paths.poem(slug),
        prose,
        author: { name: author, href: authorHref },
        description,
        image,
        book,
        edition: edition ? editionSummary(site, edition) : null,
        modified,
        editionImage: edition ? (picture(site, edition.portada, '')?.src ?? null) : null,
      }),
    },
  };
}
