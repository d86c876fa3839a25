import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
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

/** The markup's text as tools read it without laying it out (Readability's textContent, a plain-text feed). */
const textOf = (html: string) => JSDOM.fragment(html).textContent ?? '';

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
    const stanzas = [...html.matchAll(/<p class="stanza[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]!);
    expect(stanzas).toHaveLength(2);
    for (const stanza of stanzas) {
      // Nothing but line, <br>, newline, line…: no line can glue to the next, laid out or not.
      expect(stanza).toMatch(/^(<span class="line[^>]*>[^<]*<\/span><br[^>]*>\n)+$/);
    }
    // A tab is four spaces of indentation.
    expect(stanzas[1]).toContain('>\u00a0\u00a0\u00a0\u00a0cuatro<');
  });

  it('keeps verses, stanzas and sections apart in the text itself, for tools that read it without laying it out', async () => {
    const text = textOf(await render(1, '-Uno-\nuno\n  dos\n\ntres\n-Dos-\ncuatro'));
    // Each verse on its line, indentation kept; a stanza ends in a blank line; so does a section.
    expect(text).toBe('Uno\nuno\n\u00a0\u00a0dos\n\ntres\n\n\nDos\ncuatro\n\n\n');
    // Essays: one paragraph a line.
    expect(textOf(await render(1, 'Primer párrafo.\nSegundo.\n\nTercero.', true))).toBe('Primer párrafo.\nSegundo.\nTercero.\n\n');
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

  it('shows numbered questions and answers for interviews, each number once', async () => {
    const html = await render(50, 'Intro.\n\n1. ¿Qué es?\nUna respuesta.\n\n2. ¿Y luego?\nOtra.', true);
    expect(html).toMatch(/<span class="qa-number[^>]*>1\.<\/span> ¿Qué es\?/);
    // The number is in the text: a list that numbers its items (<ol>) would show it twice
    // wherever lists show their markers (lynx, the page without CSS).
    expect(html).not.toContain('<ol');
    expect(html).toMatch(/<ul class="qa[^"]*" role="list">/);
    expect(textOf(html)).toBe('Intro.\n1. ¿Qué es?\nUna respuesta.\n\n2. ¿Y luego?\nOtra.\n\n\n');
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
