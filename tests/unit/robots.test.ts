import { describe, expect, it } from 'vitest';
import { PREVIEW_ROBOTS, robotsRule } from '@/lib/seo/robots';
import { robotsTxt } from '@/lib/seo/robotsTxt';
import { cloudflareHeadersFile, NOINDEX_PATHS, robotsHeaderFor } from '@/lib/security/headers';

describe('what crawlers are told', () => {
  it.each([
    [{ canonical: '/poema/polilla', preview: false }, 'max-image-preview:large'],
    [{ canonical: null, preview: false }, 'noindex'],
    [{ canonical: '/poema/polilla', preview: true }, 'noindex, nofollow'],
    [{ canonical: null, preview: true }, 'noindex, nofollow'],
  ])('a page %j gets robots %s', (page, rule) => {
    expect(robotsRule(page)).toBe(rule);
  });

  it('robots.txt names the sitemap on the public site and none in the preview, whose pages stay readable (so their noindex is seen)', () => {
    const site = new URL('https://hormiguerodepoemas.com');
    expect(robotsTxt({ site, preview: false })).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://hormiguerodepoemas.com/sitemap-index.xml\n',
    );
    expect(robotsTxt({ site, preview: true })).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n');
  });

  it('X-Robots-Tag: on every answer of the preview, and on the public site only on its unlisted files', () => {
    expect(NOINDEX_PATHS).toEqual(['/informe-contenido.json', '/version.json']);
    expect(robotsHeaderFor('/version.json', false)).toBe('noindex');
    expect(robotsHeaderFor('/informe-contenido.json', false)).toBe('noindex');
    expect(robotsHeaderFor('/poema/polilla', false)).toBeNull();
    for (const path of ['/', '/poema/polilla', '/sitemap-index.xml', '/_astro/a.js'])
      expect(robotsHeaderFor(path, true)).toBe(PREVIEW_ROBOTS);
  });

  it("writes the same rules into Cloudflare's _headers", () => {
    expect(cloudflareHeadersFile()).toContain('\n/informe-contenido.json\n  X-Robots-Tag: noindex\n');
    expect(cloudflareHeadersFile()).not.toContain('nofollow');
    const preview = cloudflareHeadersFile({ preview: true });
    expect(preview).toContain("# The editors' preview: nothing of it is indexed\n/*\n  X-Robots-Tag: noindex, nofollow\n");
  });
});
