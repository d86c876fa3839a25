import { LOCALE } from '../../consts.ts';
import type { Site } from './indexSnapshot.ts';
import { authorName, editionSummary } from './describe.ts';
import type { PageMeta } from './meta.ts';
import { paths } from './paths.ts';

export interface AuthorEntry {
  name: string;
  href: string;
  bio: string | null;
  /** Poems, essays and visual works. */
  works: number;
  editions: { label: string; href: string }[];
}

export interface AuthorsIndexModel {
  /** By first letter (accents folded: Á with A), A–Z. */
  letters: { letter: string; id: string; authors: AuthorEntry[] }[];
  count: number;
  meta: PageMeta;
}

/** The letter an author is filed under: the name's first letter without accents ('#' for others). */
const letterOf = (name: string) => {
  const first = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toLocaleUpperCase(LOCALE);
  return /\p{L}/u.test(first) ? first : '#';
};

/**
 * /autores: every author A–Z with how many works they have and the editions they are in,
 * each leading to the author's page. What 'Buscar' leads to without JavaScript, and a page
 * for crawlers too.
 */
export function getAuthorsIndexModel(site: Site): AuthorsIndexModel {
  const entries = site.snapshot.autor
    .map((author): AuthorEntry => ({
      name: authorName(author),
      href: paths.author(site.authorSlug.get(author.id)!),
      bio: author.bio_corta?.trim() || null,
      works: (site.poemsOfAuthor.get(author.id)?.length ?? 0) + (site.visualsOfAuthor.get(author.id)?.length ?? 0),
      editions: (site.editionsOfAuthor.get(author.id) ?? []).map((edition) => {
        const { label, href } = editionSummary(site, edition);
        return { label, href };
      }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, LOCALE) || a.href.localeCompare(b.href));
  const letters = new Map<string, AuthorEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.name);
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  return {
    letters: [...letters].map(([letter, authors]) => ({ letter, id: `letra-${letter === '#' ? 'otros' : letter.toLowerCase()}`, authors })),
    count: entries.length,
    meta: {
      title: 'Autores | Hormiguero de Poemas',
      description: `Las ${entries.length} voces de Hormiguero de Poemas, de la A a la Z: poetas, ensayistas y artistas visuales de cada edición.`,
      image: null,
      canonical: paths.authors(),
      type: 'website',
    },
  };
}
