import { describe, expect, it } from 'vitest';
import { isInternalPath } from '@/lib/routing/internalPath';
import { refererPath, sitePath } from '@/lib/routing/sitePath';

describe('sitePath: a path a client gave, kept only when it stays on the site', () => {
  it.each([
    ['/poema/polilla', '/poema/polilla'],
    ['/autor/ana?edicion=2#suscribir', '/autor/ana?edicion=2#suscribir'],
    ['/ediciones/../visuales', '/visuales'],
    ['/poema/cigarra con espacios', '/poema/cigarra%20con%20espacios'],
  ])('%j -> %j', (candidate, expected) => expect(sitePath(candidate)).toBe(expected));

  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example/',
    '/x/..//evil.example',
    'https://evil.example/',
    'evil.example',
    'javascript:alert(1)',
    '/poema\u0000x',
    '/poema\nx',
    '',
    null,
    undefined,
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (candidate) => expect(sitePath(candidate)).toBeNull());

  it('reads the path of a same-origin Referer only', () => {
    const from = (referer?: string) =>
      refererPath(new Request('https://h.example/api/suscribir', { method: 'POST', headers: referer ? { referer } : {} }));
    expect(from('https://h.example/poema/x?a=1')).toBe('/poema/x?a=1');
    expect(from('https://evil.example/poema/x')).toBeNull();
    expect(from('https://h.example//evil.example/')).toBeNull();
    expect(from()).toBeNull();
  });
});

describe('isInternalPath: build files that are not pages to visit', () => {
  it.each([
    ['/_headers', true],
    ['/_respuestas/aviso', true],
    ['/%5Frespuestas/aviso', true],
    ['/404', true],
    ['/404.html', true],
    ['/_astro/index.js', false],
    ['/4040', false],
    ['/poema/_x', false],
    ['/', false],
  ])('%s: %s', (path, internal) => expect(isInternalPath(path)).toBe(internal));
});
