// Which pages the browser may fetch ahead, and when: the site's Speculation Rules (added inline
// by the page once it has loaded, allowed by their hash) read with URLPattern as the browser
// reads them, and the eagerness the page picks for its reader.
import { describe, expect, it } from 'vitest';
import {
  PREFETCH_ATTRIBUTE,
  prefetchEagerness,
  SPECULATION_RULES,
  SPECULATION_RULES_TEXT,
  type PrefetchConditions,
} from '@/lib/navigation/speculationRules';
import { cspHashOf, trimCspHashes } from '@/lib/security/cspHashes';
import { paths } from '@/lib/site/paths';

const SITE = 'https://hormiguerodepoemas.com/poema/polilla';
const reader = (overrides: Partial<PrefetchConditions> = {}): PrefetchConditions => ({
  finePointer: false,
  saveData: false,
  effectiveType: '4g',
  preview: false,
  ...overrides,
});

/** Whether a rule's href_matches conditions (the only ones that look at the URL) allow `href`. */
function allows(href: string): boolean {
  const url = new URL(href, SITE).href;
  const matches = (patterns: string | string[]) => [patterns].flat().some((p) => new URLPattern(p, SITE).test(url));
  return SPECULATION_RULES.prefetch.every((rule) =>
    rule.where.and.every((condition) => {
      if ('href_matches' in condition) return matches(condition.href_matches as string);
      const inner = (condition as { not?: Record<string, unknown> }).not;
      return inner && 'href_matches' in inner ? !matches(inner.href_matches as string[]) : true;
    }),
  );
}

describe('Speculation Rules', () => {
  it('fetch a page ahead on hover with a mouse, and only on touch with a finger', () => {
    expect(prefetchEagerness(reader({ finePointer: true }))).toBe('moderate');
    expect(prefetchEagerness(reader({ finePointer: false }))).toBe('conservative');
    expect(prefetchEagerness(reader({ effectiveType: undefined }))).toBe('conservative');
    expect(prefetchEagerness(reader({ effectiveType: '3g' }))).toBe('conservative');
  });

  it('fetch nothing ahead under Save-Data, on 2G or in the editors’ preview', () => {
    expect(prefetchEagerness(reader({ saveData: true }))).toBeNull();
    expect(prefetchEagerness(reader({ effectiveType: '2g' }))).toBeNull();
    expect(prefetchEagerness(reader({ effectiveType: 'slow-2g', finePointer: true }))).toBeNull();
    expect(prefetchEagerness(reader({ preview: true }))).toBeNull();
  });

  it('apply only to the links of a page whose script chose an eagerness (a page without scripts fetches nothing ahead)', () => {
    expect(SPECULATION_RULES.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate', 'conservative']);
    for (const rule of SPECULATION_RULES.prefetch) {
      expect(rule.where.and).toContainEqual({ selector_matches: `:root[${PREFETCH_ATTRIBUTE}="${rule.eagerness}"] a[href]` });
    }
  });

  it('cover the site’s pages and nothing else: never a function, a form’s answer, a file or another site', () => {
    for (const page of [
      paths.home(),
      paths.poem('polilla'),
      paths.author('lucia-ferrer', 2),
      paths.contents('2'),
      paths.section('2', 'creaciones'),
      paths.gallery(),
      paths.piece('mapa-de-la-colmena'),
      paths.privacy(),
    ])
      expect(allows(page), page).toBe(true);
    for (const other of [
      '/api/hormiguear/poema/3',
      paths.result(),
      paths.unsubscribeAction(),
      paths.responseTemplate('aviso'),
      paths.feed(),
      paths.editionFeed('2'),
      paths.editionsJson(),
      paths.siteVersion(),
      '/sw.js',
      '/_astro/nav.B1a2.js',
      '/pagefind/pagefind.js',
      '/insectos/hormiga.webp',
      'https://example.com/poema/polilla',
    ])
      expect(allows(other), other).toBe(false);
  });

  it('are allowed by their hash in every page’s policy, which keeps it when trimmed to the page’s own inline scripts', () => {
    const hash = cspHashOf(SPECULATION_RULES_TEXT);
    const page = (policy: string) =>
      `<html><head><meta http-equiv="content-security-policy" content="${policy}"><script>a()</script></head></html>`;
    const other = cspHashOf('b()');
    const trimmed = trimCspHashes(page(`script-src 'self' ${cspHashOf('a()')} ${other} ${hash}`));
    expect(trimmed).toContain(hash);
    expect(trimmed).toContain(cspHashOf('a()'));
    expect(trimmed).not.toContain(other);
  });
});
