/** The href of a page's <link rel="canonical">, or null when it has none. */
export function canonicalHref(html: string): string | null {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?canonical["'\s>]/i.test(tag)) continue;
    const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    return href ? (href[1] ?? href[2] ?? href[3] ?? null) : null;
  }
  return null;
}

/**
 * Whether the page at `url` names itself as canonical. Pages that point elsewhere (the latest
 * edition's own URL points to the home page) stay out of the sitemap.
 */
export function isCanonicalPage(html: string, url: string): boolean {
  const href = canonicalHref(html);
  if (!href) return false;
  try {
    const own = new URL(url);
    const canonical = new URL(href, own);
    return canonical.origin === own.origin && canonical.pathname === own.pathname;
  } catch {
    return false;
  }
}
