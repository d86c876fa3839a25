import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '@/lib/site/paths';

describe('htmlFileOf', () => {
  it("maps clean URLs to build.format 'file' output", () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('')).toBe('index.html');
    expect(htmlFileOf('/ediciones')).toBe('ediciones.html');
    expect(htmlFileOf('/ediciones/1/contenidos')).toBe('ediciones/1/contenidos.html');
    expect(htmlFileOf('/poema/polilla/')).toBe('poema/polilla.html');
  });

  it('decodes escaped characters (the file on disk has the real name)', () => {
    expect(htmlFileOf('/poema/%C3%A9litro')).toBe('poema/élitro.html');
  });
});
