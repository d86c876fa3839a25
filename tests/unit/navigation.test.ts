import { describe, expect, it } from 'vitest';
import { backFromReferrer, chooseBackTarget } from '@/lib/navigation/backTarget';
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
    expect(backFromReferrer('poem', `${origin}/autor/ana-perez?edicion=2`, origin, '/autor/ana-perez')).toBe(
      '/autor/ana-perez?edicion=2',
    );
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
