import { LOCALE } from '../../consts.ts';
import type { RevistaRow } from '../content/types.ts';
import { byNewest, type Site } from './indexSnapshot.ts';
import { authorName, editionSummary, UNKNOWN_AUTHOR } from './describe.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';

export interface AuthorEntry {
  name: string;
  /** The author's page; null for 'Autor desconocido', whose works have no such page. */
  href: string | null;
  bio: string | null;
  /** Poems, essays and visual works. */
  works: number;
  /** Each work by its title, for 'Autor desconocido' only: no author's page lists them. */
  titles: { title: string; href: string }[];
  editions: { label: string; href: string }[];
}

export interface AuthorsIndexModel {
  /** By first letter (accents folded: Á with A), A–Z. */
  letters: { letter: string; id: string; authors: AuthorEntry[] }[];
  /** Authors (the entry of works without one is not an author). */
  count: number;
  meta: PageMeta;
}

/** The letter an author is filed under: the name's first letter without accents ('#' for others). */
const letterOf = (name: string) => {
  const first = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toLocaleUpperCase(LOCALE);
  return /\p{L}/u.test(first) ? first : '#';
};

const editionLinks = (site: Site, editions: readonly RevistaRow[]) =>
  editions.map((edition) => {
    const { label, href } = editionSummary(site, edition);
    return { label, href };
  });

/**
 * The poems whose author is missing (no id_autor, or one with no row), under the name their
 * pages give them, 'Autor desconocido'. Every other poem is linked from its author's page;
 * these have none, so this entry is where a reader (or a crawler) following links finds them.
 * Null when there are none.
 */
function unknownAuthorEntry(site: Site): AuthorEntry | null {
  const poems = site.snapshot.poema.filter((poem) => poem.id_autor === null || !site.author.has(poem.id_autor));
  if (poems.length === 0) return null;
  // The editions their books are in, as an author's are.
  const editions = new Map<number, RevistaRow>();
  for (const poem of poems) {
    for (const section of poem.id_poemario === null ? [] : (site.sectionsOfBook.get(poem.id_poemario) ?? [])) {
      const edition = section.id_revista === null ? undefined : site.edition.get(section.id_revista);
      if (edition) editions.set(edition.id, edition);
    }
  }
  return {
    name: UNKNOWN_AUTHOR,
    href: null,
    bio: null,
    works: poems.length,
    titles: poems
      .map((poem) => ({ title: poem.titulo?.trim() || 'Sin título', href: paths.poem(site.poemSlug.get(poem.id)!) }))
      .sort((a, b) => a.title.localeCompare(b.title, LOCALE)),
    editions: editionLinks(site, [...editions.values()].sort(byNewest)),
  };
}

/**
 * /autores: every author A–Z with how many works they have and the editions they are in,
 * each leading to the author's page, and 'Autor desconocido' with its works, each leading to
 * its page. What 'Buscar' leads to without JavaScript, and a page for crawlers too.
 */
export function getAuthorsIndexModel(site: Site): AuthorsIndexModel {
  const authors = site.snapshot.autor.map((author): AuthorEntry => ({
    name: authorName(author),
    href: paths.author(site.authorSlug.get(author.id)!),
    bio: author.bio_corta?.trim() || null,
    works: (site.poemsOfAuthor.get(author.id)?.length ?? 0) + (site.visualsOfAuthor.get(author.id)?.length ?? 0),
    titles: [],
    editions: editionLinks(site, site.editionsOfAuthor.get(author.id) ?? []),
  }));
  const unknown = unknownAuthorEntry(site);
  const entries = [...authors, ...(unknown ? [unknown] : [])].sort(
    (a, b) => a.name.localeCompare(b.name, LOCALE) || (a.href ?? '').localeCompare(b.href ?? ''),
  );
  const letters = new Map<string, AuthorEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.name);
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  return {
    letters: [...letters].map(([letter, authors]) => ({ letter, id: `letra-${letter === '#' ? 'otros' : letter.toLowerCase()}`, authors })),
    count: authors.length,
    meta: {
      title: 'Autores | Hormiguero de Poemas',
      description: `Las ${authors.length} voces de Hormiguero de Poemas, de la A a la Z: poetas, ensayistas y artistas visuales de cada edición.`,
      image: null,
      canonical: paths.authors(),
      type: 'website',
    },
  };
}
