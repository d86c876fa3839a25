// "Regresar" on author and poem pages: go back to where the reader came
// from in this session (the section listing for an author, the author page for a poem),
// remembered per page in sessionStorage so it survives a detour to a poem and back.

export type BackKind = 'author' | 'poem';

/** Listing pages an author page returns to. */
const SECTION_PATH = /^\/(ediciones\/[^/]+\/(creaciones|critica)|visuales)$/;

/**
 * The place worth returning to, given the page the reader arrived from (same origin only):
 * for an author page, a section listing; for a poem page, its author's page (with ?edicion).
 */
export function backFromReferrer(kind: BackKind, referrer: string, origin: string, authorPath: string | null): string | null {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return null;
  }
  if (from.origin !== origin) return null;
  const path = from.pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  if (kind === 'author') return SECTION_PATH.test(path) ? path : null;
  return authorPath !== null && path === authorPath ? `${path}${from.search}` : null;
}

/**
 * Where 'Regresar' leads: the remembered place, else (author pages) the section of the
 * edition named by ?edicion, else the page's fallback.
 */
export function chooseBackTarget(options: {
  remembered: string | null;
  search: string;
  byEdition?: Record<string, string>;
  fallback: string;
}): string {
  if (options.remembered) return options.remembered;
  const edition = new URLSearchParams(options.search).get('edicion');
  if (edition && options.byEdition && Object.hasOwn(options.byEdition, edition)) return options.byEdition[edition]!;
  return options.fallback;
}

export const backStorageKey = (pagePath: string) => `hormiguero:regresar:${pagePath}`;
