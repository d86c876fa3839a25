import { describe, expect, it } from 'vitest';
import { canonicalHref, isCanonicalPage } from '@/lib/seo/canonical';

describe('canonicalHref', () => {
  it('reads the href of the canonical link whatever the quoting and attribute order', () => {
    expect(canonicalHref('<head><link rel="canonical" href="http://a.test/x"></head>')).toBe('http://a.test/x');
    expect(canonicalHref("<link href='/y' rel='canonical'/>")).toBe('/y');
    expect(canonicalHref('<LINK REL=canonical HREF=/z>')).toBe('/z');
  });

  it('skips other links and answers null without a canonical link or href', () => {
    const html = '<link rel="icon" href="/favicon.svg"><link rel="alternate" href="/rss.xml">';
    expect(canonicalHref(html)).toBeNull();
    expect(canonicalHref(`${html}<link rel="canonical" href="/ok">`)).toBe('/ok');
    expect(canonicalHref('<link rel="canonical">')).toBeNull();
    expect(canonicalHref('')).toBeNull();
  });

  it('does not take rel values that merely start with "canonical"', () => {
    expect(canonicalHref('<link rel="canonicalish" href="/no">')).toBeNull();
  });
});
describe('isCanonicalPage', () => {
  const page = (href: string) => `<html><head><link rel="canonical" href="${href}"></head></html>`;

  it('is true when the canonical link names the page itself (absolute or relative)', () => {
    expect(isCanonicalPage(page('http://localhost:4321/poema/polilla'), 'http://localhost:4321/poema/polilla')).toBe(true);
    expect(isCanonicalPage(page('/poema/polilla'), 'http://localhost:4321/poema/polilla')).toBe(true);
    expect(isCanonicalPage(page('http://localhost:4321/'), 'http://localhost:4321/')).toBe(true);
  });

  it('is false for a page that points elsewhere: the latest edition points to the home page', () => {
    expect(isCanonicalPage(page('http://localhost:4321/'), 'http://localhost:4321/ediciones/2')).toBe(false);
    expect(isCanonicalPage(page('https://other.example/poema/polilla'), 'http://localhost:4321/poema/polilla')).toBe(false);
  });

  it('is false without a canonical link or with an unusable one', () => {
    expect(isCanonicalPage('<html></html>', 'http://localhost:4321/x')).toBe(false);
    expect(isCanonicalPage(page('http://[bad'), 'http://localhost:4321/x')).toBe(false);
  });
});
