import { BACKGROUND_EDITION_ID } from '../../consts.ts';
import { resolveImageUrl } from '../media/resolveImageUrl.ts';
import { isInlineSvg } from '../media/isInlineSvg.ts';
import type { Site } from '../site/indexSnapshot.ts';
import { paths } from '../site/paths.ts';
import { IMAGE_POEM_IDS } from '../text/parsePoemText.ts';
import { splitPoemSections } from '../text/splitPoemSections.ts';
import { pageOf } from './pageOf.ts';
import type { ContentProblem, RowRef } from './types.ts';

/** A picture address a page shows, resolved as the page resolves it. */
export interface PictureUse {
  url: string;
  page: string | null;
  row: RowRef;
}

/**
 * Every picture address the published pages show, with the page and the row it comes from,
 * and the addresses no page can show at all (javascript:, a relative path…: refused as unsafe
 * by resolveImageUrl, so readers get no picture). Inline SVG covers are drawings, not
 * addresses, and are left out.
 */
export function collectPictures(site: Site): { uses: PictureUse[]; refused: ContentProblem[] } {
  const uses: PictureUse[] = [];
  const refused: ContentProblem[] = [];
  const add = (value: string | null | undefined, page: string | null, row: RowRef) => {
    const address = value?.trim() ?? '';
    if (!address || isInlineSvg(value)) return;
    const url = resolveImageUrl(address, site.options.storageBase);
    if (url) uses.push({ url, page, row });
    else
      refused.push({
        kind: 'broken-picture',
        detail: `"${address.slice(0, 80)}" is not a picture address a page can show (http(s), /path or portadas/…).`,
        page,
        row,
      });
  };

  for (const edition of site.editions)
    add(edition.portada, pageOf.edition(site, edition), { table: 'revista', id: edition.id, column: 'portada' });
  for (const section of site.snapshot.creaciones) {
    const page = pageOf.section(site, section);
    if (page) add(section.imagen, page, { table: 'creaciones', id: section.id, column: 'imagen' });
  }
  for (const book of site.snapshot.poemario)
    add(book.portada, pageOf.book(site, book), { table: 'poemario', id: book.id, column: 'portada' });
  for (const author of site.snapshot.autor)
    add(author.imagen, pageOf.author(site, author), { table: 'autor', id: author.id, column: 'imagen' });
  for (const poem of site.snapshot.poema) {
    const page = pageOf.poem(site, poem);
    const row = { table: 'poema', column: 'portada', id: poem.id } as const;
    add(poem.portada, page, row);
    // Image poems: each section is one picture address (see parsePoemText).
    if (IMAGE_POEM_IDS.has(poem.id) && poem.texto?.trim()) {
      for (const { lines } of splitPoemSections(poem.texto)) {
        const address = lines.map((l) => l.trim()).filter(Boolean);
        if (address.length === 1) add(address[0], page, { ...row, column: 'texto' });
      }
    }
  }
  for (const piece of site.snapshot.visuales)
    add(piece.pieza, pageOf.piece(site, piece), { table: 'visuales', id: piece.id, column: 'pieza' });
  // The logo (first row of caras2) is on every page.
  const logo = site.snapshot.caras2[0];
  if (logo) add(logo.url, paths.home(), { table: 'caras2', id: logo.id, column: 'url' });
  // The rotating backgrounds of edition 2: manilargos on its home, collages on its contents.
  const rotating = site.edition.get(BACKGROUND_EDITION_ID);
  if (rotating) {
    const slug = site.editionSlug.get(rotating.id)!;
    for (const image of site.snapshot.manilargos)
      add(image.url, pageOf.edition(site, rotating), { table: 'manilargos', id: image.id, column: 'url' });
    for (const image of site.snapshot.collages) add(image.url, paths.contents(slug), { table: 'collages', id: image.id, column: 'url' });
  }
  return { uses, refused };
}

/** Whether an address answered as a picture, and why not. */
export interface PictureCheck {
  ok: boolean;
  /** Why it does not load: 'HTTP 404', 'timed out after 5 s', 'no such file'… */
  reason?: string;
}

/** The uses of addresses that did not load, one problem per row that shows one. */
export function findBrokenPictures(uses: readonly PictureUse[], checks: ReadonlyMap<string, PictureCheck>): ContentProblem[] {
  return uses.flatMap((use): ContentProblem[] => {
    const check = checks.get(use.url);
    if (!check || check.ok) return [];
    return [{ kind: 'broken-picture', detail: `${use.url} does not load (${check.reason ?? 'no answer'}).`, page: use.page, row: use.row }];
  });
}
