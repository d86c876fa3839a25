import { SITE_TITLE } from '../../consts.ts';
import { escapeMarkup } from '../text/escapeMarkup.ts';
import { OFFLINE_PAGE } from './copy.ts';

/** A page kept on the reader's device, as the offline page lists it. */
export interface SavedPage {
  url: string;
  title: string;
}

/** Where the offline page's list of saved pages goes (the service worker fills it in). */
export const SAVED_PAGES_MARKERS = ['<!--paginas-guardadas-->', '<!--/paginas-guardadas-->'] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The title a reader knows a page by, from the start of its HTML: its <title> without the
 * site's name ('Polilla · Lucía Ferrer | Hormiguero de Poemas' -> 'Polilla · Lucía Ferrer'), as
 * text. Null when the start holds no title.
 */
export function pageTitleOf(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match) return null;
  const title = decodeEntities(match[1]!).replace(/\s+/g, ' ').trim();
  const own = title.replace(new RegExp(`\\s*\\|\\s*${SITE_TITLE}$`), '').trim();
  return own || title || null;
}

const isPoem = (url: string) => new URL(url, 'https://x.invalid').pathname.startsWith('/poema/');

/**
 * The offline page's list: poems first, then the other pages, each once (by path: an author
 * page reached from two editions is one entry), in the order given (the worker gives the most
 * recently kept first). Titles are text, never markup.
 */
export function savedPagesHtml(pages: readonly SavedPage[]): string {
  const seen = new Set<string>();
  const unique = pages.filter(({ url }) => {
    const path = new URL(url, 'https://x.invalid').pathname;
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
  if (!unique.length) return `<p>${escapeMarkup(OFFLINE_PAGE.none)}</p>`;
  const group = (heading: string, list: SavedPage[]) =>
    list.length
      ? `<h2>${escapeMarkup(heading)}</h2><ul>${list.map((p) => `<li><a href="${escapeMarkup(p.url)}">${escapeMarkup(p.title)}</a></li>`).join('')}</ul>`
      : '';
  return (
    group(
      OFFLINE_PAGE.poems,
      unique.filter((p) => isPoem(p.url)),
    ) +
    group(
      OFFLINE_PAGE.otherPages,
      unique.filter((p) => !isPoem(p.url)),
    )
  );
}

/** The offline page with its list of saved pages put in (between the markers the build left). */
export function withSavedPages(template: string, pages: readonly SavedPage[]): string {
  const [open, close] = SAVED_PAGES_MARKERS;
  const start = template.indexOf(open);
  const end = template.indexOf(close, start);
  if (start < 0 || end < 0) return template;
  return template.slice(0, start + open.length) + savedPagesHtml(pages) + template.slice(end);
}
