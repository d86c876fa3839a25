/**
 * Files of the build that are not pages to visit: host configuration (_headers, _redirects,
 * _routes.json), the pages the functions fill in (/_respuestas/…), and the 404 page itself,
 * which is only ever an answer (no soft 404 at /404). Everything under /_astro/ (the hashed
 * assets) is public. Both servers answer such paths with 404.
 */
export function isInternalPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return /^\/_(?!astro\/)/.test(decoded) || /^\/404(\.html)?$/.test(decoded);
}
