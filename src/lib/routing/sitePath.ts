/** The longest path taken from outside (a form field, a Referer, a query) that is kept. */
const MAX_LENGTH = 500;
const PROBE = new URL('https://sitio.invalid');

/**
 * A path of this site given by a client (a form's 'volver' field, a Referer, a query
 * parameter), as path + query + fragment, or null when it is not one. A link or redirect built
 * from the result never leaves the site: protocol-relative forms ('//host', '/\host', and
 * what dot segments make of '/.//host') and control characters are refused.
 */
export function sitePath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || /^\/[/\\]/.test(candidate) || candidate.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- a path with control characters is refused
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === PROBE.origin && !/^\/[/\\]/.test(path) ? path : null;
}

/** The path of a same-origin Referer (path and query), or null. */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return null;
    return sitePath(`${from.pathname}${from.search}`);
  } catch {
    return null;
  }
}
