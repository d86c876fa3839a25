import type { AutorRow, PoemarioRow, RevistaRow } from '../content/types.ts';
import { resolveImageUrl } from '../media/resolveImageUrl.ts';
import { isInlineSvg } from '../media/isInlineSvg.ts';
import { svgToDataUrl } from '../media/sanitizeSvg.ts';
import { formatDate } from '../text/formatDate.ts';
import type { Site } from './indexSnapshot.ts';
import { editionLabel } from './labels.ts';
import { paths } from './paths.ts';

// Labels that need no picture work live apart (the build's content report reads them
// without loading the SVG sanitizer); they are part of this module's vocabulary.
export { editionLabel, sectionKind } from './labels.ts';

/** The name shown for an author whose name is missing. */
export const UNKNOWN_AUTHOR = 'Autor desconocido';

export interface EditionSummary {
  id: number;
  numero: number | null;
  nombre: string;
  slug: string;
  /** 'Edición {numero}' as the nav dropdown reads. */
  label: string;
  href: string;
  /** dd/mm/yy, and the ISO date for <time datetime>. */
  date: string;
  isoDate: string | null;
}

export interface Picture {
  src: string;
  alt: string;
}

export function editionSummary(site: Site, row: RevistaRow): EditionSummary {
  const slug = site.editionSlug.get(row.id)!;
  return {
    id: row.id,
    numero: row.numero,
    nombre: row.nombre?.trim() || editionLabel(row),
    slug,
    label: editionLabel(row),
    href: paths.edition(slug),
    date: formatDate(row.fecha_publicacion),
    isoDate: row.fecha_publicacion,
  };
}

export function authorName(row: AutorRow | undefined | null): string {
  return row?.nombre?.trim() || UNKNOWN_AUTHOR;
}

export function imageUrl(site: Site, value: string | null | undefined): string | null {
  return resolveImageUrl(value, site.options.storageBase);
}

export function picture(site: Site, value: string | null | undefined, alt: string): Picture | null {
  const src = imageUrl(site, value);
  return src ? { src, alt } : null;
}

/** A book cover: an image address, or inline SVG from the database made safe as a data: URL. */
export function bookCover(site: Site, book: PoemarioRow, alt: string): Picture | null {
  if (isInlineSvg(book.portada)) {
    const src = svgToDataUrl(book.portada);
    return src ? { src, alt } : null;
  }
  return picture(site, book.portada, alt);
}

export function imageList(site: Site, rows: readonly { url: string | null }[]): string[] {
  return rows.map((r) => imageUrl(site, r.url)).filter((u): u is string => u !== null);
}
