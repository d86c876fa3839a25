// What makes an edition look like itself beyond its content: each edition's own theme is
// switched on here (give edition 3 a theme by adding its rule beside these and using it in
// the page models that show it).
import { BACKGROUND_EDITION_ID, INSECT_EDITION } from '../../consts.ts';
import type { RevistaRow } from '../content/types.ts';

/** Edition 1 (by id or numero) is the insect edition: insects on its pages, and its visual-art menu item. */
export function hasInsects(row: RevistaRow | null | undefined): boolean {
  return !!row && (row.id === INSECT_EDITION || row.numero === INSECT_EDITION);
}

/** Edition 2 rotates background images. */
export function hasRotatingBackgrounds(row: RevistaRow | null | undefined): boolean {
  return !!row && row.id === BACKGROUND_EDITION_ID;
}
