import { SITE_TITLE } from '../../consts.ts';
import type { PageMeta } from '../site/meta.ts';
import { escapeMarkup } from '../text/escapeMarkup.ts';

/**
 * The blanks of the pages the functions answer form posts with. The build renders each such
 * page once, with the site's layout, nav, footer and styles, and `{{name}}` where a value goes;
 * a function fills them per request. Values are always text: they are escaped, and a value
 * that itself looks like a blank is not filled again.
 */
export const BLANKS = ['titulo', 'texto', 'volver', 'accion', 'mensaje', 'nombre', 'error', 'correo'] as const;
export type Blank = (typeof BLANKS)[number];
export type BlankValues = Partial<Record<Blank, string>>;

/** The marker the build writes where a value goes. */
export const blank = (name: Blank) => `{{${name}}}`;

/** The metadata of every answer page: its title and text are blanks too; never indexed or shared. */
export const responseMeta: PageMeta = {
  title: `${blank('titulo')} | ${SITE_TITLE}`,
  description: blank('texto'),
  image: null,
  canonical: null,
  type: 'website',
};

const MARKER = /\{\{(\w+)\}\}/g;

/** Fills every blank of a rendered page with its escaped value ('' when not given). */
export function fillTemplate(html: string, values: BlankValues): string {
  return html.replace(MARKER, (marker, name: string) =>
    (BLANKS as readonly string[]).includes(name) ? escapeMarkup(values[name as Blank] ?? '') : marker,
  );
}
