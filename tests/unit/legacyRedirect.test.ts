import { describe, expect, it } from 'vitest';
import { legacyRedirect } from '@/lib/routing/legacyRedirect';

const editions = [
  { id: 7, href: '/ediciones/3' },
  { id: 2, href: '/ediciones/2' },
  { id: 1, href: '/ediciones/1' },
];
const aliases = { autor: { 'ines avila': 'ines-avila-9' }, poema: { canción: 'cancion-4' } };
const at = (path: string) => legacyRedirect(new URL(path, 'https://h.example'), { editions, aliases });

describe('legacyRedirect', () => {
  it.each([
    ['/?edicion=1', '/ediciones/1', 301],
    ['/?edicion=7&utm_source=ig', '/ediciones/3?utm_source=ig', 301],
    ['/edicion?edicion=2', '/ediciones/2', 301],
    ['/edicion', '/', 301],
    ['/contenidos?edicion=1', '/ediciones/1/contenidos', 301],
    ['/creaciones?edicion=2', '/ediciones/2/creaciones', 301],
    ['/critica?edicion=7', '/ediciones/3/critica', 301],
    ['/contenidos', '/ediciones/2/contenidos', 302],
    ['/autor/Inés%20Ávila?edicion=1', '/autor/ines-avila?edicion=1', 301],
    ['/autor/INES AVILA', '/autor/ines-avila-9', 301],
    ['/autor/Ines%20Avila', '/autor/ines-avila-9', 301],
    ['/autor/Inés Ávila', '/autor/ines-avila', 301],
    ['/poema/CANCIÓN', '/poema/cancion-4', 301],
    ['/poema/Cancion', '/poema/cancion', 301],
    ['/poema/Canci%C3%B3n%20de%20la%20hormiga', '/poema/cancion-de-la-hormiga', 301],
    ['/poema/hormiga/', '/poema/hormiga', 301],
    ['/visuales/', '/visuales', 301],
    ['/ediciones/2/', '/ediciones/2', 301],
    ['/index.html', '/', 301],
    ['/poema/hormiga.html', '/poema/hormiga', 301],
  ])('%s -> %s (%i)', (path, location, status) => expect(at(path)).toEqual({ location, status }));

  it.each([
    '/',
    '/visuales',
    '/visuales?edicion=1',
    '/poema/hormiga',
    '/autor/ines-avila?edicion=1',
    '/ediciones/2/critica',
    '/_astro/a.js',
  ])('leaves the canonical %s alone', (path) => expect(at(path)).toBeNull());

  it.each(['/?edicion=99', '/creaciones?edicion=abc', '/poema/%C2%BF%3F'])('answers not-found for %s', (path) =>
    expect(at(path)).toBe('not-found'),
  );

  it('uses the newest edition when edition 2 does not exist', () => {
    expect(
      legacyRedirect(new URL('https://h.example/critica'), {
        editions: [{ id: 9, href: '/ediciones/9' }],
        aliases: { autor: {}, poema: {} },
      }),
    ).toEqual({
      location: '/ediciones/9/critica',
      status: 302,
    });
  });

  it.each([
    '//evil.example/',
    '///evil.example/',
    '//evil.example.html',
    '/.//evil.example/',
    '/\\evil.example/',
    '//evil.example/index.html',
    '//evil.example?edicion=2',
  ])('never sends a reader off the site: %s is not found', (path) => {
    // What the server receives (the URL parser turns a backslash into a slash, and drops dot segments).
    expect(legacyRedirect(new URL(`https://h.example${path}`), { editions, aliases })).toBe('not-found');
  });
});
