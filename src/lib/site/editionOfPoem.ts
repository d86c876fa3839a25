import type { SectionType } from '../../consts.ts';
import type { PoemaRow, RevistaRow } from '../content/types.ts';
import { sectionKind } from './labels.ts';
import { byNewest, type Site } from './indexSnapshot.ts';

/** Where a poem appeared: its newest edition and that edition's section (creaciones or critica). */
export function editionOfPoem(site: Site, poem: PoemaRow): { edition: RevistaRow | null; section: SectionType | null; prose: boolean } {
  const sections = poem.id_poemario === null ? [] : (site.sectionsOfBook.get(poem.id_poemario) ?? []);
  const placed = sections
    .map((s) => ({ edition: s.id_revista === null ? undefined : site.edition.get(s.id_revista), kind: sectionKind(s.tipo) }))
    .filter((p): p is { edition: RevistaRow; kind: SectionType } => !!p.edition && (p.kind === 'creaciones' || p.kind === 'critica'))
    .sort((a, b) => byNewest(a.edition, b.edition));
  return {
    edition: placed[0]?.edition ?? null,
    section: placed[0]?.kind ?? null,
    prose: sections.some((s) => sectionKind(s.tipo) === 'critica'),
  };
}
