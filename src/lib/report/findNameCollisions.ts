import type { TableName } from '../content/types.ts';
import type { Site } from '../site/indexSnapshot.ts';
import { slugify } from '../text/slugify.ts';
import { pageOf } from './pageOf.ts';
import { quote } from './quote.ts';
import type { ContentProblem } from './types.ts';

interface Named {
  id: number;
  text: string | null;
  page: string | null;
}

/**
 * Rows whose names make the same address: the oldest keeps it, the others get "-{id}" (see
 * assignSlugs). Two poems titled alike, two authors of one name, two editions of one number:
 * readers meet two pages they cannot tell apart, and a link typed by title finds the first.
 */
export function findNameCollisions(site: Site): ContentProblem[] {
  const kinds: { table: TableName; column: string; noun: string; rows: Named[] }[] = [
    {
      table: 'poema',
      column: 'titulo',
      noun: 'poem',
      rows: site.snapshot.poema.map((p) => ({ id: p.id, text: p.titulo, page: pageOf.poem(site, p) })),
    },
    {
      table: 'autor',
      column: 'nombre',
      noun: 'author',
      rows: site.snapshot.autor.map((a) => ({ id: a.id, text: a.nombre, page: pageOf.author(site, a) })),
    },
    {
      table: 'revista',
      column: 'numero',
      noun: 'edition',
      rows: site.snapshot.revista.map((e) => ({
        id: e.id,
        text: e.numero === null ? null : String(e.numero),
        page: pageOf.edition(site, e),
      })),
    },
    {
      table: 'visuales',
      column: 'nombre_pieza',
      noun: 'visual work',
      rows: site.snapshot.visuales
        .filter((v) => site.pieceSlug.has(v.id))
        .map((v) => ({ id: v.id, text: v.nombre_pieza, page: pageOf.piece(site, v) })),
    },
  ];
  const problems: ContentProblem[] = [];
  for (const { table, column, noun, rows } of kinds) {
    const groups = new Map<string, Named[]>();
    for (const row of rows) {
      const slug = slugify(row.text ?? '');
      if (slug) groups.set(slug, [...(groups.get(slug) ?? []), row]);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const [first, ...others] = [...group].sort((a, b) => a.id - b.id);
      for (const row of others) {
        problems.push({
          kind: 'name-collision',
          detail: `${noun[0]!.toUpperCase()}${noun.slice(1)} ${quote(row.text)} has the same name as ${noun} ${first!.id} ${quote(first!.text)}${first!.page ? ` (${first!.page})` : ''}.`,
          page: row.page,
          row: { table, id: row.id, column },
        });
      }
    }
  }
  return problems;
}
