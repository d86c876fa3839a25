/** A page of the sitemap: its address and, when known, when its content last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

/** The <url> entries of a sitemap file (the site's own: one <loc> and at most one <lastmod> each). */
export function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, body]) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body!)?.[1];
    if (!loc) return [];
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(body!)?.[1];
    return [{ loc: unescape(loc.trim()), lastmod: lastmod ? lastmod.trim() : null }];
  });
}

/** The sitemap files a sitemap index lists. */
export function parseSitemapIndex(xml: string): string[] {
  return [...xml.matchAll(/<sitemap>[\s\S]*?<loc>([^<]*)<\/loc>[\s\S]*?<\/sitemap>/g)].map(([, loc]) => unescape(loc!.trim()));
}
