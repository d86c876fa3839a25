import { META, type SectionType } from '../../consts.ts';
import type { AutorRow } from '../content/types.ts';
import { countWords } from '../text/countWords.ts';
import { wordCountTier, type Tier } from '../text/tiers.ts';
import { truncate } from '../text/truncate.ts';
import { authorCard, cardRef } from '../cards/card.ts';
import type { Site } from './indexSnapshot.ts';
import { authorName, picture, sectionKind, type Picture } from './describe.ts';
import { hasInsects } from './editionFeatures.ts';
import { paragraphs } from '../text/paragraphs.ts';
import { galleryPiece, type GalleryPiece } from './getGalleryModel.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';
import { person } from './structuredData.ts';

export interface PoemTile {
  id: number;
  title: string;
  href: string;
  /** null for image poems, which show no word count. */
  words: number | null;
  tier: Tier;
}

export interface AuthorModel {
  id: number;
  name: string;
  slug: string;
  photo: Picture | null;
  semblanza: string[];
  bioCorta: string | null;
  url: string | null;
  poems: PoemTile[];
  pieces: GalleryPiece[];
  /** Where 'Regresar' leads: by default, and per edition id when the page was reached with ?edicion. */
  back: { href: string; byEdition: Record<string, string> };
  insects: boolean;
  meta: PageMeta;
}

/** Which listing an author's work is in: the section of their books, else their tipo_creacion. */
export function authorSectionType(site: Site, author: AutorRow): SectionType | 'visuales' {
  for (const book of site.booksOfAuthor.get(author.id) ?? []) {
    for (const section of site.sectionsOfBook.get(book.id) ?? []) {
      const kind = sectionKind(section.tipo);
      if (kind) return kind;
    }
  }
  const tipo = (author.tipo_creacion ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (tipo === 'visuales') return 'visuales';
  return tipo === 'critica' || tipo === 'entrevista' ? 'critica' : 'creaciones';
}

function safeExternalUrl(value: string | null): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function getAuthorModel(site: Site, author: AutorRow): AuthorModel {
  const name = authorName(author);
  const slug = site.authorSlug.get(author.id)!;
  const editions = site.editionsOfAuthor.get(author.id) ?? [];
  const kind = authorSectionType(site, author);
  const sectionOf = (editionId: number) => (kind === 'visuales' ? paths.gallery() : paths.section(site.editionSlug.get(editionId)!, kind));
  // Only the author's own editions: a new edition elsewhere must not change this page.
  const byEdition = Object.fromEntries(editions.map((e) => [String(e.id), sectionOf(e.id)]));
  const home = editions[0] ?? site.latest;
  const semblanza = paragraphs(author.semblanza);
  const flat = semblanza.join(' ');
  const photo = picture(site, author.imagen, `Retrato de ${name}`);
  const image = photo?.src ?? null;
  const website = safeExternalUrl(author.URL);
  return {
    id: author.id,
    name,
    slug,
    photo,
    semblanza,
    bioCorta: author.bio_corta?.trim() || null,
    url: website,
    poems: (site.poemsOfAuthor.get(author.id) ?? []).map((p) => {
      const words = countWords(p.id, p.texto);
      return {
        id: p.id,
        title: p.titulo?.trim() || 'Sin título',
        href: paths.poem(site.poemSlug.get(p.id)!),
        words,
        tier: words === null ? 'medium' : wordCountTier(words),
      };
    }),
    pieces: (site.visualsOfAuthor.get(author.id) ?? []).map((v) => galleryPiece(site, v)),
    back: { href: home ? sectionOf(home.id) : paths.home(), byEdition },
    insects: editions.some(hasInsects),
    meta: {
      title: `${name} - Hormiguero de Poemas`,
      description: flat ? `${name}: ${truncate(flat, META.authorDescription)}` : `Descubre la obra de ${name} en Hormiguero de Poemas`,
      socialDescription: flat
        ? `${name}: ${truncate(flat, META.authorSocialDescription)}`
        : `Descubre la obra de ${name} en Hormiguero de Poemas`,
      image,
      card: cardRef(authorCard(site, author)),
      canonical: paths.author(slug),
      type: 'profile',
      structuredData: person(
        { name, href: paths.author(slug) },
        {
          image,
          website,
          description: truncate(author.bio_corta?.trim() || flat, META.authorSocialDescription),
        },
      ),
    },
  };
}
