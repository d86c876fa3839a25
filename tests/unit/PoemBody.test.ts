import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import PoemBody from '@/components/poem/PoemBody.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const render = (id: number, texto: string, prose = false) =>
  container.renderToString(PoemBody, {
    props: { text: { id, texto, storageBase: '' }, prose, title: 'Poema' },
  });

describe('PoemBody (rendered by Astro, compressHTML on)', () => {
  it('keeps every line in its own element, with its indentation and stanza breaks', async () => {
    const html = await render(1, 'primera línea\n      sangrada   con  espacios\n\nsegunda estrofa');
    const lines = [...html.matchAll(/<span class="line[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]!.replaceAll('\u00a0', '·'));
    // Indentation and runs of spaces as non-breaking spaces: they survive without CSS.
    expect(lines).toEqual(['primera línea', '······sangrada ··con ·espacios', 'segunda estrofa']);
    expect(html.match(/class="stanza/g)).toHaveLength(2);
  });

  it('means verse without CSS: each stanza a <p>, each line ended by a <br>', async () => {
    const html = await render(1, 'uno\ndos\n\ntres\n\tcuatro');
    const stanzas = [...html.matchAll(/<p class="stanza[^>]*>(.*?)<\/p>/g)].map((m) => m[1]!);
    expect(stanzas).toHaveLength(2);
    for (const stanza of stanzas) {
      // Nothing but line, <br>, line, <br>…: no line can glue to the next.
      expect(stanza).toMatch(/^(<span class="line[^>]*>[^<]*<\/span><br[^>]*>)+$/);
    }
    // A tab is four spaces of indentation.
    expect(stanzas[1]).toContain('>\u00a0\u00a0\u00a0\u00a0cuatro<');
  });

  it('keeps the spaces of a line split by emphasis, and leaves prose spacing to HTML', async () => {
    const verse = await render(1, '   la  $hormiga$  canta');
    expect(verse).toMatch(/>\u00a0{3}la \u00a0<em[^>]*>hormiga<\/em> \u00a0canta</);
    const prose = await render(1, 'Un  ensayo.', true);
    expect(prose).toMatch(/<p class="para[^>]*>Un {2}ensayo\.<\/p>/);
  });

  it('escapes poem text instead of trusting it as HTML', async () => {
    const html = await render(1, 'un <b>verso</b> con <script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<b>');
  });

  it('renders $emphasis$ as <em> and -title- lines as section headings', async () => {
    const html = await render(1, '-Primera-\nla $hormiga$ canta');
    expect(html).toMatch(/<h2 class="section-title[^>]*>Primera<\/h2>/);
    expect(html).toMatch(/la <em[^>]*>hormiga<\/em> canta/);
  });

  it('shows numbered questions and answers for interviews', async () => {
    const html = await render(50, '1. ¿Qué es?\nUna respuesta.', true);
    expect(html).toMatch(/<span class="qa-number[^>]*>1\.<\/span> ¿Qué es\?/);
    expect(html).toContain('Una respuesta.');
  });

  it('shows image sections as images, with dimensions even when the image cannot be resized', async () => {
    // Not one of the shipped sample images: shown as stored, with the fallback size.
    const html = await render(165, '-Vista-\n/sample/poemas/vista.webp');
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('src="/sample/poemas/vista.webp"');
    expect(img).toContain('alt="Vista"');
    expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(img).toContain('loading="lazy"');
  });

  it('resizes a shipped sample image into a WebP srcset', async () => {
    const html = await render(165, '-Primera mano-\n/sample/poemas/secuencia-manos-1.webp');
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    // In this dev-mode render the variants are /_image?...&f=webp URLs; the build writes .webp files.
    expect(img).toMatch(/srcset="[^"]*(?:\.webp|f=webp) 400w, [^"]*(?:\.webp|f=webp) 640w/);
    expect(img).toContain('width="1200" height="900"');
    expect(img).toContain('alt="Primera mano"');
  });
});
