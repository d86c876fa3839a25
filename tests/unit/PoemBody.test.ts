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
    const lines = [...html.matchAll(/<span class="line[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(lines).toEqual(['primera línea', '      sangrada   con  espacios', 'segunda estrofa']);
    expect(html.match(/class="stanza/g)).toHaveLength(2);
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

  it('shows image sections as images', async () => {
    const html = await render(165, '-Vista-\n/sample/poemas/vista.webp');
    expect(html).toMatch(/<img src="\/sample\/poemas\/vista.webp" alt="Vista"/);
  });
});
