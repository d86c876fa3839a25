import { slugify } from './slugify.ts';

export interface Sluggable {
  id: number;
  text: string | null;
}

/**
 * Collision-free, stable slugs for rows whose names are not unique. Among rows sharing a
 * slug the lowest id keeps it and the others get "-{id}"; ids only grow, so adding a row
 * never renames an existing page. A row with nothing sluggable becomes "{fallback}-{id}".
 */
export function assignSlugs(rows: readonly Sluggable[], fallback: string): Map<number, string> {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const base = new Map(sorted.map((row) => [row.id, slugify(row.text ?? '')] as const));
  const taken = new Set<string>();
  const result = new Map<number, string>();
  // Bare slugs first, so "ana-9" as a real name is never displaced by the ninth "Ana".
  for (const row of sorted) {
    const slug = base.get(row.id)!;
    if (slug && !taken.has(slug)) {
      taken.add(slug);
      result.set(row.id, slug);
    }
  }
  for (const row of sorted) {
    if (result.has(row.id)) continue;
    const stem = base.get(row.id) || fallback;
    let slug = `${stem}-${row.id}`;
    for (let n = 2; taken.has(slug); n++) slug = `${stem}-${row.id}-${n}`;
    taken.add(slug);
    result.set(row.id, slug);
  }
  return result;
}
