/** The site's public origin when SITE_URL is not set: the local server's address. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/**
 * The site's public origin from SITE_URL (canonical URLs, the feeds, the Referer of forwarded
 * messages), or the local default; a value that is not a URL falls back to the default too.
 */
export function siteOrigin(value: string | undefined): string {
  try {
    return new URL(value?.trim() || DEFAULT_SITE_URL).origin;
  } catch {
    return new URL(DEFAULT_SITE_URL).origin;
  }
}
