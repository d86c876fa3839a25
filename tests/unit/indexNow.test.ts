import { describe, expect, it } from 'vitest';
import { changedUrls, indexNowKeyPath, indexNowNotices, INDEXNOW_MAX_URLS, isIndexNowKey } from '@/lib/seo/indexNow';
import { parseSitemap, parseSitemapIndex } from '@/lib/seo/sitemapEntries';

const SITE = 'https://hormiguerodepoemas.com';

describe('sitemap entries', () => {
  it('reads each <url>: its address (unescaped) and its lastmod', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      `<url><loc>${SITE}/</loc><lastmod>2025-06-21T06:00:00.000Z</lastmod></url>` +
      `<url><loc>${SITE}/poema/a?x=1&amp;y=2</loc></url></urlset>`;
    expect(parseSitemap(xml)).toEqual([
      { loc: `${SITE}/`, lastmod: '2025-06-21T06:00:00.000Z' },
      { loc: `${SITE}/poema/a?x=1&y=2`, lastmod: null },
    ]);
    expect(
      parseSitemapIndex(`<sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc><lastmod>x</lastmod></sitemap></sitemapindex>`),
    ).toEqual([`${SITE}/sitemap-0.xml`]);
  });
});

describe('IndexNow', () => {
  it.each([
    ['a1b2c3d4', true],
    ['hormiguero-de-poemas-2026', true],
    ['short', false],
    ['con espacio 123', false],
    ['x'.repeat(129), false],
    [undefined, false],
  ])('key %s is valid: %s', (key, valid) => {
    expect(isIndexNowKey(key)).toBe(valid);
  });

  it('sends new pages, pages whose content date moved and pages that are gone; not those re-rendered for their chrome', () => {
    const before = [
      { loc: `${SITE}/`, lastmod: '2025-06-21T06:00:00.000Z' },
      { loc: `${SITE}/poema/a`, lastmod: '2025-06-21T06:00:00.000Z' },
      { loc: `${SITE}/poema/b`, lastmod: '2025-06-21T06:00:00.000Z' },
      { loc: `${SITE}/poema/gone`, lastmod: null },
    ];
    const after = [
      { loc: `${SITE}/`, lastmod: '2025-06-21T06:00:00.000Z' },
      { loc: `${SITE}/poema/a`, lastmod: '2026-11-23T20:00:00.000Z' },
      { loc: `${SITE}/poema/b`, lastmod: '2025-06-21T06:00:00.000Z' },
      { loc: `${SITE}/poema/new`, lastmod: '2026-11-23T20:00:00.000Z' },
    ];
    expect(changedUrls(before, after)).toEqual({ changed: [`${SITE}/poema/a`, `${SITE}/poema/new`], removed: [`${SITE}/poema/gone`] });
    expect(changedUrls(after, after)).toEqual({ changed: [], removed: [] });
  });

  it('makes notices of the site’s own URLs, at most 10,000 each, with the key file’s address', () => {
    const urls = Array.from({ length: INDEXNOW_MAX_URLS + 2 }, (_, i) => `${SITE}/poema/p${i}`);
    const notices = indexNowNotices([...urls, 'https://otro.example/x', 'not a url', urls[0]!], { key: 'a1b2c3d4e5', siteUrl: SITE });
    expect(notices.map((n) => n.urlList.length)).toEqual([INDEXNOW_MAX_URLS, 2]);
    expect(notices[0]).toMatchObject({ host: 'hormiguerodepoemas.com', key: 'a1b2c3d4e5', keyLocation: `${SITE}/a1b2c3d4e5.txt` });
    expect(indexNowKeyPath('a1b2c3d4e5')).toBe('/a1b2c3d4e5.txt');
    expect(indexNowNotices([], { key: 'a1b2c3d4e5', siteUrl: SITE })).toEqual([]);
  });
});
