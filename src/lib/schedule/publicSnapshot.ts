import type { RevistaRow, Snapshot } from '../content/types.ts';

/** An edition dated after today: prepared by the editors, not yet public. */
export function isScheduled(edition: RevistaRow, today: string): boolean {
  return edition.fecha_publicacion !== null && edition.fecha_publicacion > today;
}

/** The editions dated after `today` ('YYYY-MM-DD'), soonest first. */
export function scheduledEditions(snapshot: Snapshot, today: string): RevistaRow[] {
  return snapshot.revista
    .filter((edition) => isScheduled(edition, today))
    .sort((a, b) => a.fecha_publicacion!.localeCompare(b.fecha_publicacion!) || a.id - b.id);
}

/**
 * The snapshot without the editions `hidden` and everything that is only in them: their
 * sections and those sections' links, the books that are in no other section, those books'
 * poems, their visual works, their authors' links, and the authors who have nothing left to
 * show. What is also in a public edition stays (an author of editions 3 and 4 keeps their
 * page, without edition 4's poems). Every page, feed, sitemap and index is made from the
 * result, so none of them can show what is hidden.
 */
export function withoutEditions(snapshot: Snapshot, hidden: ReadonlySet<number>): Snapshot {
  if (hidden.size === 0) return snapshot;
  const isHidden = (editionId: number | null) => editionId !== null && hidden.has(editionId);

  const hiddenSections = new Set(snapshot.creaciones.filter((s) => isHidden(s.id_revista)).map((s) => s.id));
  const sectionLinks = snapshot.creaciones_poemario.filter((link) => !hiddenSections.has(link.id_creacion));
  // A book is hidden when it was in sections and every one of them is hidden.
  const placedBooks = new Set(snapshot.creaciones_poemario.map((link) => link.id_poemario));
  const visiblyPlaced = new Set(sectionLinks.map((link) => link.id_poemario));
  const hiddenBooks = new Set([...placedBooks].filter((id) => !visiblyPlaced.has(id)));
  const inHiddenBook = (bookId: number | null) => bookId !== null && hiddenBooks.has(bookId);

  const poema = snapshot.poema.filter((p) => !inHiddenBook(p.id_poemario));
  const poemario = snapshot.poemario.filter((b) => !hiddenBooks.has(b.id));
  const visuales = snapshot.visuales.filter((v) => !isHidden(v.id_revista) && !(v.id_revista === null && inHiddenBook(v.id_poemario)));
  const shownVisuals = new Set(visuales);
  const revistaAutor = snapshot.revista_autor.filter((link) => !isHidden(link.id_revista));

  // An author of a hidden edition is hidden when nothing of theirs is left to show.
  const inHiddenEdition = new Set([
    ...snapshot.revista_autor.filter((link) => isHidden(link.id_revista)).map((link) => link.autor),
    ...snapshot.poemario.filter((b) => hiddenBooks.has(b.id)).map((b) => b.id_autor),
    ...snapshot.poema.filter((p) => inHiddenBook(p.id_poemario)).map((p) => p.id_autor),
    ...snapshot.visuales.filter((v) => !shownVisuals.has(v)).map((v) => v.id_autor),
  ]);
  const stillShown = new Set([
    ...revistaAutor.map((link) => link.autor),
    ...poemario.map((b) => b.id_autor),
    ...poema.map((p) => p.id_autor),
    ...visuales.map((v) => v.id_autor),
  ]);
  const autor = snapshot.autor.filter((a) => !inHiddenEdition.has(a.id) || stillShown.has(a.id));

  return {
    ...snapshot,
    revista: snapshot.revista.filter((e) => !hidden.has(e.id)),
    creaciones: snapshot.creaciones.filter((s) => !hiddenSections.has(s.id)),
    creaciones_poemario: sectionLinks,
    poemario,
    poema,
    visuales,
    revista_autor: revistaAutor,
    autor,
  };
}
