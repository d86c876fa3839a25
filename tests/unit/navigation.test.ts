import { describe, expect, it } from 'vitest';
import { backFromReferrer, chooseBackTarget } from '@/lib/navigation/backTarget';
import { needsEditionBackLink, withEditionBackLink } from '@/lib/navigation/editionBackLink';
import { swipeDirection } from '@/lib/navigation/swipeDirection';

const origin = 'https://hormiguero.example';

describe('Regresar', () => {
  it('remembers the section an author page was reached from', () => {
    expect(backFromReferrer('author', `${origin}/ediciones/2/critica`, origin, null)).toBe('/ediciones/2/critica');
    expect(backFromReferrer('author', `${origin}/visuales`, origin, null)).toBe('/visuales');
    expect(backFromReferrer('author', `${origin}/ediciones/2`, origin, null)).toBeNull();
    expect(backFromReferrer('author', 'https://elsewhere.example/ediciones/2/critica', origin, null)).toBeNull();
    expect(backFromReferrer('author', '', origin, null)).toBeNull();
  });

  it("remembers the poem's author page, with its edition", () => {
    expect(backFromReferrer('poem', `${origin}/autor/ana-perez?edicion=2`, origin, '/autor/ana-perez')).toBe('/autor/ana-perez?edicion=2');
    expect(backFromReferrer('poem', `${origin}/autor/otra`, origin, '/autor/ana-perez')).toBeNull();
    expect(backFromReferrer('poem', `${origin}/`, origin, '/autor/ana-perez')).toBeNull();
  });

  it('prefers what was remembered, then the ?edicion section, then the fallback', () => {
    const byEdition = { '1': '/ediciones/1/creaciones', '2': '/ediciones/2/creaciones' };
    expect(chooseBackTarget({ remembered: '/ediciones/1/critica', search: '?edicion=2', byEdition, fallback: '/f' })).toBe(
      '/ediciones/1/critica',
    );
    expect(chooseBackTarget({ remembered: null, search: '?edicion=1', byEdition, fallback: '/f' })).toBe('/ediciones/1/creaciones');
    expect(chooseBackTarget({ remembered: null, search: '?edicion=9', byEdition, fallback: '/f' })).toBe('/f');
    expect(chooseBackTarget({ remembered: null, search: '', fallback: '/f' })).toBe('/f');
  });
});

describe('swipeDirection (50 px threshold)', () => {
  it.each([
    [200, 151, 0],
    [200, 150, 1],
    [100, 149, 0],
    [100, 150, -1],
    [300, 40, 1],
  ] as const)('from %i to %i -> %i', (start, end, expected) => expect(swipeDirection(start, end, 50)).toBe(expected));
});

describe("'Regresar' of an author page reached with ?edicion, rewritten by the server", () => {
  const page = (byEdition: Record<string, string>) =>
    `<main><a class="back-link" href="/ediciones/2/creaciones" data-back="author" data-by-edition="${JSON.stringify(byEdition).replace(/"/g, '&quot;')}">Regresar</a><a href="/x">x</a></main>`;
  const byEdition = { '1': '/ediciones/1/creaciones', '2': '/ediciones/2/creaciones' };

  it('points the link at the section of that edition', () => {
    expect(withEditionBackLink(page(byEdition), '?edicion=1')).toContain('href="/ediciones/1/creaciones" data-back="author"');
  });

  it.each(['?edicion=9', '?edicion=constructor', '?edicion=__proto__', '?otra=1', ''])('leaves the page as it is for %j', (search) => {
    expect(withEditionBackLink(page(byEdition), search)).toBe(page(byEdition));
  });

  it('leaves a page without such a link, or with broken data, untouched', () => {
    expect(withEditionBackLink('<a href="/">x</a>', '?edicion=1')).toBe('<a href="/">x</a>');
    const broken = '<a href="/f" data-by-edition="{oops">Regresar</a>';
    expect(withEditionBackLink(broken, '?edicion=1')).toBe(broken);
  });

  it('applies to author pages with ?edicion only', () => {
    expect(needsEditionBackLink(new URL('https://h.example/autor/ana?edicion=2'))).toBe(true);
    expect(needsEditionBackLink(new URL('https://h.example/autor/ana'))).toBe(false);
    expect(needsEditionBackLink(new URL('https://h.example/poema/x?edicion=2'))).toBe(false);
  });
});
