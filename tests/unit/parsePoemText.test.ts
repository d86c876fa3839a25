import { describe, expect, it } from 'vitest';
import { parsePoemText } from '@/lib/text/parsePoemText';

const resolve = (address: string) => (address.startsWith('/') ? address : null);

describe('parsePoemText', () => {
  it('renders ordinary poems as sections of stanzas of lines with emphasis', () => {
    const body = parsePoemText(1, '-Uno-\nla $hormiga$\n  lleva\n\npan', resolve);
    expect(body.sample).toBe(false);
    expect(body.sections).toEqual([
      {
        title: 'Uno',
        block: {
          kind: 'stanzas',
          stanzas: [
            [
              [
                { text: 'la ', em: false },
                { text: 'hormiga', em: true },
              ],
              [{ text: '  lleva', em: false }],
            ],
            [[{ text: 'pan', em: false }]],
          ],
        },
      },
    ]);
  });

  it.each([165, 61])('shows each section of poem %i as the image at its address', (id) => {
    const body = parsePoemText(id, '-Vista-\n/sample/a.webp\n-Otra-\n/sample/b.webp', resolve);
    expect(body.sections).toEqual([
      { title: 'Vista', block: { kind: 'image', src: '/sample/a.webp' } },
      { title: 'Otra', block: { kind: 'image', src: '/sample/b.webp' } },
    ]);
  });

  it('falls back to text when an image poem section is not a usable address', () => {
    const body = parsePoemText(165, '-Vista-\njavascript:alert(1)', resolve);
    expect(body.sections[0]!.block.kind).toBe('stanzas');
  });

  it('does not treat other poems as image poems', () => {
    expect(parsePoemText(166, '-Vista-\n/sample/a.webp', resolve).sections[0]!.block.kind).toBe('stanzas');
  });

  it.each([50, 184])('shows poem %i as numbered question and answer blocks', (id) => {
    const body = parsePoemText(id, 'Presentación.\n1. ¿Por qué $hormigas$?\nPorque sí.\n2. ¿Y luego?\nLuego nada.', resolve);
    const block = body.sections[0]!.block;
    expect(block.kind).toBe('qa');
    if (block.kind !== 'qa') return;
    expect(block.intro).toEqual([[{ text: 'Presentación.', em: false }]]);
    expect(block.items.map((i) => i.number)).toEqual([1, 2]);
    expect(block.items[0]!.question).toEqual([
      { text: '¿Por qué ', em: false },
      { text: 'hormigas', em: true },
      { text: '?', em: false },
    ]);
    expect(block.items[1]!.answer).toEqual([[{ text: 'Luego nada.', em: false }]]);
  });

  it.each([50, 184])('shows poem %i as numbered blocks when its questions are unnumbered paragraphs', (id) => {
    const texto = 'Una conversación en el taller.\n\n¿Por qué hormigas?\n\nPorque sí.\n\n¿Y luego?\n\nLuego nada.\nNada más.';
    const block = parsePoemText(id, texto, resolve).sections[0]!.block;
    expect(block.kind).toBe('qa');
    if (block.kind !== 'qa') return;
    expect(block.intro).toEqual([[{ text: 'Una conversación en el taller.', em: false }]]);
    expect(block.items.map((i) => [i.number, i.question[0]!.text])).toEqual([
      [1, '¿Por qué hormigas?'],
      [2, '¿Y luego?'],
    ]);
    expect(block.items[1]!.answer).toEqual([[{ text: 'Luego nada.', em: false }], [{ text: 'Nada más.', em: false }]]);
  });

  it.each([null, '', '   \n  '])('shows the built-in sample poem for a poem with no text (%j)', (texto) => {
    const body = parsePoemText(7, texto, resolve);
    expect(body.sample).toBe(true);
    expect(body.sections.map((s) => s.title)).toEqual(['Inicio', 'Segundo', 'Tercero']);
  });
});
