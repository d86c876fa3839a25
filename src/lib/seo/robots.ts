/**
 * The robots rule of a page: pages of the editors' preview are never indexed nor followed
 * (they show editions readers may not see yet), and a page without a canonical URL (the 404
 * answer, the form-answer blanks) is not indexed. Public pages are indexed as usual and let
 * search engines show their pictures large (the magazine's covers and visual works are its
 * face in results).
 */
export function robotsRule(page: { canonical: string | null; preview: boolean }): string {
  if (page.preview) return PREVIEW_ROBOTS;
  return page.canonical === null ? NOINDEX : PUBLIC_ROBOTS;
}

/** What every public page with a canonical URL tells crawlers. */
export const PUBLIC_ROBOTS = 'max-image-preview:large';

/** What an answer or an unlisted file of the public site tells crawlers: not to index it. */
export const NOINDEX = 'noindex';
/** What the editors' preview tells crawlers on every page and file (meta tag and X-Robots-Tag). */
export const PREVIEW_ROBOTS = `${NOINDEX}, nofollow`;
