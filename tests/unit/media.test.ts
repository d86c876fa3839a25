import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from '@/lib/media/resolveImageUrl';
import { isInlineSvg, sanitizeSvg, svgToDataUrl } from '@/lib/media/sanitizeSvg';
import { IMAGE_PRESETS, type ImagePreset } from '@/lib/media/imagePresets';
import { unsizedImage } from '@/lib/media/unsizedImage';

describe('resolveImageUrl', () => {
  const supabase = 'https://abc.supabase.co/storage/v1/object/public';
  it.each([
    ['portadas/edicion 1.webp', supabase, `${supabase}/portadas/edicion%201.webp`],
    ['portadas/edicion-1.webp', '', '/portadas/edicion-1.webp'],
    ['portadas/a%20b.webp', '', '/portadas/a%20b.webp'],
    ['/sample/autores/ana.webp', supabase, '/sample/autores/ana.webp'],
    ['https://cdn.example.org/x.jpg', '', 'https://cdn.example.org/x.jpg'],
    ['  /x.webp  ', '', '/x.webp'],
    ['javascript:alert(1)', '', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', '', null],
    ['//evil.example/x.png', '', null],
    ['relative.png', '', null],
    ['', '', null],
    [null, '', null],
  ])('%j with base %j -> %j', (value, base, expected) => expect(resolveImageUrl(value, base)).toBe(expected));
});

describe('inline SVG covers', () => {
  const hostile =
    '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script>' +
    '<foreignObject><img src=x onerror=alert(3)></foreignObject>' +
    '<a href="javascript:alert(4)"><rect width="10" height="10" fill="#000"/></a>' +
    '<image href="https://tracker.example/p.gif"/><style>body{display:none}</style>' +
    '<circle cx="5" cy="5" r="2" fill="#fff" style="fill:red"/></svg>';

  it('recognises inline SVG markup', () => {
    expect(isInlineSvg('<svg viewBox="0 0 1 1"></svg>')).toBe(true);
    expect(isInlineSvg('<?xml version="1.0"?>\n<svg></svg>')).toBe(true);
    expect(isInlineSvg('/sample/cover.webp')).toBe(false);
    expect(isInlineSvg('<div><svg></svg></div>')).toBe(false);
  });

  it('removes scripts, handlers, foreign content, links, external images and styles', () => {
    const clean = sanitizeSvg(hostile);
    expect(clean).toMatch(/^<svg/);
    for (const bad of ['<script', 'onload', 'onerror', 'foreignObject', 'javascript:', 'tracker.example', '<style', 'style=']) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain('<circle');
  });

  it('returns a data: URL that can only be drawn as an image', () => {
    const url = svgToDataUrl(hostile)!;
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).not.toContain('script');
  });

  it('gives nothing for markup with nothing left to draw', () => {
    expect(svgToDataUrl('<svg><script>alert(1)</script></svg>')).toBeNull();
    expect(sanitizeSvg('<img src=x onerror=alert(1)>')).toBe('');
  });
});

describe("unsizedImage (a picture the build cannot resize, in the layout's frame)", () => {
  it.each([
    ['tile', 1200, 900],
    ['authorTile', 640, 480],
    ['popup', 1200, 900],
    ['book', 600, 800],
    ['portrait', 480, 480],
    ['backdrop', 1600, 1000],
    ['editionCard', 1600, 1000],
    ['column', 1280, 960],
  ] as const)('%s -> %i x %i, marked unsized, at the stored address', (preset, width, height) => {
    expect(unsizedImage('http://otro.example/x.jpg', preset)).toEqual({
      src: 'http://otro.example/x.jpg',
      width,
      height,
      'data-unsized': '',
    });
  });

  it("is never wider than the preset's largest copy, whatever the picture", () => {
    for (const preset of Object.keys(IMAGE_PRESETS) as ImagePreset[]) {
      expect(unsizedImage('/x.svg', preset).width).toBe(Math.max(...IMAGE_PRESETS[preset].widths));
    }
  });
});
