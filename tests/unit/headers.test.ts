import { describe, expect, it } from 'vitest';
import {
  CACHE_RULES,
  DEFAULT_CACHE_CONTROL,
  HTTPS_ONLY_HEADERS,
  SECURITY_HEADERS,
  cacheControlFor,
  cloudflareHeadersFile,
} from '@/lib/security/headers';

describe('cloudflareHeadersFile', () => {
  const file = cloudflareHeadersFile();
  /** The header lines under a path rule, until the next blank line. */
  const block = (rule: string): string[] => {
    const lines = file.split('\n');
    const start = lines.indexOf(rule);
    expect(start, `rule ${rule}`).toBeGreaterThan(-1);
    const end = lines.findIndex((line, i) => i > start && line.trim() === '');
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };

  it('sends every security header on every path (/*), plus HSTS', () => {
    const all = block('/*');
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...HTTPS_ONLY_HEADERS })) {
      expect(all, name).toContain(`  ${name}: ${value}`);
    }
  });

  it('the header values say what a browser must enforce', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
  });

  it('caches hashed build assets forever', () => {
    expect(block('/_astro/*')).toEqual(['  Cache-Control: public, max-age=31536000, immutable']);
    for (const rule of CACHE_RULES) expect(block(rule.path)).toEqual([`  Cache-Control: ${rule.cacheControl}`]);
  });

  it('the local server answers the same lifetimes: parts of the search index named by content forever, its entry and pages revalidated', () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect(cacheControlFor('/_astro/Nav.Bx1.js')).toBe(immutable);
    expect(cacheControlFor('/pagefind/fragment/es_4f1a.pf_fragment')).toBe(immutable);
    expect(cacheControlFor('/pagefind/delta/index/es_9a0b.pf_index')).toBe(immutable);
    for (const revalidated of ['/pagefind/pagefind-entry.json', '/pagefind/delta.json', '/pagefind/pagefind.js', '/poema/polilla', '/'])
      expect(cacheControlFor(revalidated), revalidated).toBe(DEFAULT_CACHE_CONTROL);
    expect(cacheControlFor('/insectos/hormiga.svg')).toBe('public, max-age=86400');
  });

  it('is made of comments, path rules and indented "Name: value" lines only', () => {
    for (const line of file.split('\n')) {
      if (line === '' || line.startsWith('#') || line.startsWith('/')) continue;
      expect(line).toMatch(/^ {2}[A-Za-z-]+: \S/);
    }
  });
});
