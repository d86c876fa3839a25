import { SECTION_TYPES } from '../../consts.ts';
import type { RevistaRow } from '../content/types.ts';
import { editionSummary } from './describe.ts';
import { getContentsModel } from './getContentsModel.ts';
import { getGalleryModel } from './getGalleryModel.ts';
import { getSectionModel } from './getSectionModel.ts';
import type { Site } from './indexSnapshot.ts';
import { paths } from './paths.ts';

/** The pages 'Guardar para leer sin conexión' saves of an edition (the build adds their pictures). */
export interface EditionOfflineModel {
  edition: string;
  label: string;
  pages: { url: string }[];
}

/**
 * Every page a reader of an edition goes through, at the addresses its pages link to: the
 * edition's home (also / for the newest), its contents and sections, its authors (reached
 * from a section, with ?edicion), the poems of its books and, where the edition has the
 * gallery, the gallery with its artists and works.
 */
export function getEditionOfflineModel(site: Site, row: RevistaRow): EditionOfflineModel {
  const { slug, label } = editionSummary(site, row);
  const urls: string[] = [paths.edition(slug)];
  if (row === site.latest) urls.unshift(paths.home());
  const contents = getContentsModel(site, row);
  urls.push(paths.contents(slug), ...contents.menu.map((item) => item.href));
  for (const tipo of SECTION_TYPES) {
    for (const book of getSectionModel(site, row, tipo).books) {
      if (book.href) urls.push(book.href);
      for (const poem of site.poemsOfBook.get(book.id) ?? []) urls.push(paths.poem(site.poemSlug.get(poem.id)!));
    }
  }
  if (contents.menu.some((item) => item.href === paths.gallery())) {
    for (const artist of getGalleryModel(site).artists) {
      if (artist.href) urls.push(artist.href);
      for (const piece of artist.pieces) if (piece.href) urls.push(piece.href);
    }
  }
  return { edition: slug, label, pages: [...new Set(urls)].map((url) => ({ url })) };
}
