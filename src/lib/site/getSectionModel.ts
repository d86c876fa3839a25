import type { SectionType } from '../../consts.ts';
import type { RevistaRow } from '../content/types.ts';
import { foldName } from '../text/foldName.ts';
import { splitNames } from '../text/splitNames.ts';
import { bookSizeTier, type Tier } from '../text/tiers.ts';
import { truncate } from '../text/truncate.ts';
import type { Site } from './indexSnapshot.ts';
import { SECTION_COPY } from './copy.ts';
import { authorName, bookCover, editionSummary, picture, sectionKind, type EditionSummary, type Picture } from './describe.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';

export interface BookCard {
  id: number;
  /** Element id the contributor list scrolls to. */
  anchor: string;
  title: string;
  author: string;
  href: string | null;
  cover: Picture | null;
  poems: number;
  tier: Tier;
}

export interface Contributor {
  name: string;
  /** Anchor of the contributor's book on this page, when there is one. */
  anchor: string | null;
}

export interface SectionModel {
  edition: EditionSummary;
  tipo: SectionType;
  heading: string;
  subtitle: string;
  background: Picture | null;
  contributors: Contributor[];
  books: BookCard[];
  contentsHref: string;
  meta: PageMeta;
}

export function getSectionModel(site: Site, row: RevistaRow, tipo: SectionType): SectionModel {
  const edition = editionSummary(site, row);
  const sections = (site.sectionsOfEdition.get(row.id) ?? []).filter((s) => sectionKind(s.tipo) === tipo);
  const books: BookCard[] = [];
  const seen = new Set<number>();
  for (const section of sections) {
    for (const book of site.booksOfSection.get(section.id) ?? []) {
      if (seen.has(book.id)) continue;
      seen.add(book.id);
      const author = book.id_autor === null ? undefined : site.author.get(book.id_autor);
      const name = authorName(author);
      const poems = site.poemsOfBook.get(book.id)?.length ?? 0;
      const title = book.titulo?.trim() || 'Sin título';
      books.push({
        id: book.id,
        anchor: `libro-${book.id}`,
        title,
        author: name,
        href: author ? paths.author(site.authorSlug.get(author.id)!, row.id) : null,
        cover: bookCover(site, book, `Portada de «${title}», de ${name}`),
        poems,
        tier: bookSizeTier(poems),
      });
    }
  }
  const names = sections.flatMap((s) => splitNames(s.colaboradores));
  const contributors = [...new Set(names)].map((name): Contributor => {
    // The original matched a name to a book when either contains the other, case-insensitively.
    const key = foldName(name);
    const book =
      books.find((b) => foldName(b.author) === key) ??
      books.find((b) => foldName(b.author).includes(key) || key.includes(foldName(b.author)));
    return { name, anchor: book?.anchor ?? null };
  });
  const copy = SECTION_COPY[tipo];
  const backgroundValue = sections.find((s) => s.imagen?.trim())?.imagen;
  return {
    edition,
    tipo,
    heading: copy.heading,
    subtitle: copy.subtitle,
    background: picture(site, backgroundValue ?? row.portada, ''),
    contributors,
    books,
    contentsHref: paths.contents(edition.slug),
    meta: {
      title: `${copy.heading} - ${copy.subtitle} · ${edition.label} | Hormiguero de Poemas`,
      description: truncate(
        `${copy.subtitle} de la ${edition.label.toLowerCase()} de Hormiguero de Poemas: ${edition.nombre}. ` +
          (contributors.length ? `Con ${contributors.map((c) => c.name).join(', ')}.` : ''),
        200,
      ),
      image: picture(site, backgroundValue ?? row.portada, '')?.src ?? null,
      keywords: contributors.slice(0, 8).map((c) => c.name),
      canonical: paths.section(edition.slug, tipo),
      type: 'website',
    },
  };
}
