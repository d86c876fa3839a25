import { nameKey } from '../text/nameKey.ts';
import { slugify } from '../text/slugify.ts';
import type { Site } from './indexSnapshot.ts';

/** Exact names whose page is not at slugify(name) (e.g. "Ines Avila" when "Inés Ávila" came first). */
export interface UrlAliases {
  autor: Record<string, string>;
  poema: Record<string, string>;
}

function aliases(rows: readonly { id: number }[], text: (id: number) => string | null, slugs: Map<number, string>) {
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const { id } of [...rows].sort((a, b) => a.id - b.id)) {
    const name = text(id);
    const key = name ? nameKey(name) : '';
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const slug = slugs.get(id)!;
    if (slug !== slugify(name!)) out[key] = slug;
  }
  return out;
}

/**
 * `/autor/{nombre}` and `/poema/{titulo}` as typed find the row with exactly that name
 * (the original's case-insensitive lookup) before the accent-free slug. Only names whose
 * page differs from their slug are listed, so the file stays tiny.
 */
export function getUrlAliases(site: Site): UrlAliases {
  return {
    autor: aliases(site.snapshot.autor, (id) => site.author.get(id)!.nombre, site.authorSlug),
    poema: aliases(site.snapshot.poema, (id) => site.poem.get(id)!.titulo, site.poemSlug),
  };
}
