/**
 * robots.txt. The public site names its sitemap and keeps crawlers off the API. The editors'
 * preview names no sitemap and still lets crawlers read its pages: a page crawlers may not
 * read cannot tell them `noindex`, and every page and file of the preview says it.
 */
export function robotsTxt(options: { site: URL; preview: boolean }): string {
  const rules = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  if (options.preview) return [...rules, ''].join('\n');
  return [...rules, '', `Sitemap: ${new URL('/sitemap-index.xml', options.site).href}`, ''].join('\n');
}
