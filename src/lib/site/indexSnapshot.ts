import type { AutorRow, CreacionRow, PoemaRow, PoemarioRow, RevistaRow, Snapshot, VisualRow } from '../content/types.ts';
import { MAGAZINE_ID } from '../../consts.ts';
import { assignSlugs } from '../text/assignSlugs.ts';

export interface SiteOptions {
  /** Base URL of the public storage buckets ('' serves `portadas/` from this site). */
  storageBase: string;
  /** Build date; the footer's copyright year comes from it. */
  now: Date;
  /** The editors' preview: every page noindex, with the 'Vista previa' band. */
  preview: boolean;
  /** The magazine's time zone (an edition's date begins there). */
  timeZone: string;
}

/**
 * The snapshot indexed for page models: rows by id, relations both ways, and the slug of
 * every page. Built once per build; every page model reads from it.
 */
export interface Site {
  options: SiteOptions;
  snapshot: Snapshot;
  /** Editions, newest (highest numero) first. */
  editions: RevistaRow[];
  latest: RevistaRow | null;
  edition: Map<number, RevistaRow>;
  editionSlug: Map<number, string>;
  author: Map<number, AutorRow>;
  authorSlug: Map<number, string>;
  poem: Map<number, PoemaRow>;
  poemSlug: Map<number, string>;
  book: Map<number, PoemarioRow>;
  sectionsOfEdition: Map<number, CreacionRow[]>;
  booksOfSection: Map<number, PoemarioRow[]>;
  sectionsOfBook: Map<number, CreacionRow[]>;
  poemsOfBook: Map<number, PoemaRow[]>;
  poemsOfAuthor: Map<number, PoemaRow[]>;
  booksOfAuthor: Map<number, PoemarioRow[]>;
  authorsOfEdition: Map<number, AutorRow[]>;
  editionsOfAuthor: Map<number, RevistaRow[]>;
  visualsOfAuthor: Map<number, VisualRow[]>;
  /** Pages of the visual works of the gallery (magazine 1). */
  pieceSlug: Map<number, string>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The rows of a pair table, each pair once. The live tables were made in Supabase's table
 * editor, with no key on a pair: a pair entered twice is still one link, listed once.
 */
function distinctPairs<T>(rows: readonly T[], pair: (row: T) => [number, number]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = pair(row).join(':');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function byNewest(a: RevistaRow, b: RevistaRow): number {
  return (b.numero ?? -Infinity) - (a.numero ?? -Infinity) || b.id - a.id;
}

export function indexSnapshot(snapshot: Snapshot, options: SiteOptions): Site {
  const edition = new Map(snapshot.revista.map((r) => [r.id, r]));
  const author = new Map(snapshot.autor.map((r) => [r.id, r]));
  const book = new Map(snapshot.poemario.map((r) => [r.id, r]));
  const section = new Map(snapshot.creaciones.map((r) => [r.id, r]));
  const editions = [...snapshot.revista].sort(byNewest);

  const sectionsOfEdition = new Map<number, CreacionRow[]>();
  for (const row of snapshot.creaciones) if (row.id_revista !== null) push(sectionsOfEdition, row.id_revista, row);

  const booksOfSection = new Map<number, PoemarioRow[]>();
  const sectionsOfBook = new Map<number, CreacionRow[]>();
  for (const link of distinctPairs(snapshot.creaciones_poemario, (l) => [l.id_creacion, l.id_poemario])) {
    const b = book.get(link.id_poemario);
    const s = section.get(link.id_creacion);
    if (!b || !s) continue;
    push(booksOfSection, s.id, b);
    push(sectionsOfBook, b.id, s);
  }

  const booksOfAuthor = new Map<number, PoemarioRow[]>();
  for (const row of snapshot.poemario) if (row.id_autor !== null) push(booksOfAuthor, row.id_autor, row);

  const poemsOfBook = new Map<number, PoemaRow[]>();
  const poemsOfAuthor = new Map<number, PoemaRow[]>();
  for (const poem of snapshot.poema) {
    if (poem.id_poemario !== null) push(poemsOfBook, poem.id_poemario, poem);
    if (poem.id_autor !== null) push(poemsOfAuthor, poem.id_autor, poem);
  }

  // An author belongs to an edition when revista_autor says so or when one of their
  // books is in one of its sections.
  const editionIdsOfAuthor = new Map<number, Set<number>>();
  const addAuthorEdition = (authorId: number | null, editionId: number | null) => {
    if (authorId === null || editionId === null || !author.has(authorId) || !edition.has(editionId)) return;
    const set = editionIdsOfAuthor.get(authorId) ?? new Set<number>();
    set.add(editionId);
    editionIdsOfAuthor.set(authorId, set);
  };
  const editionAuthors = distinctPairs(snapshot.revista_autor, (r) => [r.id_revista, r.autor]);
  for (const row of editionAuthors) addAuthorEdition(row.autor, row.id_revista);
  for (const [bookId, sections] of sectionsOfBook) {
    for (const s of sections) addAuthorEdition(book.get(bookId)!.id_autor, s.id_revista);
  }
  for (const v of snapshot.visuales) addAuthorEdition(v.id_autor, v.id_revista);
  const editionsOfAuthor = new Map<number, RevistaRow[]>();
  for (const [authorId, ids] of editionIdsOfAuthor) {
    editionsOfAuthor.set(authorId, [...ids].map((id) => edition.get(id)!).sort(byNewest));
  }

  const authorsOfEdition = new Map<number, AutorRow[]>();
  for (const row of editionAuthors) {
    const a = author.get(row.autor);
    if (a && edition.has(row.id_revista)) push(authorsOfEdition, row.id_revista, a);
  }

  const visualsOfAuthor = new Map<number, VisualRow[]>();
  for (const v of snapshot.visuales) if (v.id_autor !== null) push(visualsOfAuthor, v.id_autor, v);

  return {
    options,
    snapshot,
    editions,
    latest: editions[0] ?? null,
    edition,
    editionSlug: assignSlugs(
      snapshot.revista.map((r) => ({ id: r.id, text: r.numero === null ? null : String(r.numero) })),
      'edicion',
    ),
    author,
    authorSlug: assignSlugs(
      snapshot.autor.map((r) => ({ id: r.id, text: r.nombre })),
      'autor',
    ),
    poem: new Map(snapshot.poema.map((r) => [r.id, r])),
    poemSlug: assignSlugs(
      snapshot.poema.map((r) => ({ id: r.id, text: r.titulo })),
      'poema',
    ),
    book,
    sectionsOfEdition,
    booksOfSection,
    sectionsOfBook,
    poemsOfBook,
    poemsOfAuthor,
    booksOfAuthor,
    authorsOfEdition,
    editionsOfAuthor,
    visualsOfAuthor,
    pieceSlug: assignSlugs(
      snapshot.visuales.filter((v) => v.id_revista === MAGAZINE_ID).map((v) => ({ id: v.id, text: v.nombre_pieza })),
      'obra',
    ),
  };
}
