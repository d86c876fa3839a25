import { describe, expect, it } from 'vitest';
import { keepSpaces } from '@/lib/text/keepSpaces';

const shown = (s: string) => s.replaceAll('\u00a0', '·');

describe('keepSpaces', () => {
  it.each([
    ['no spaces to keep', 'Da vueltas a la lámpara.', 'Da vueltas a la lámpara.'],
    ['leading spaces (indentation)', '    Da vueltas.', '····Da vueltas.'],
    ['a run inside a verse keeps its first space breakable', 'sangrada   con  espacios', 'sangrada ··con ·espacios'],
    ['a tab is four spaces', '\tDa vueltas.', '····Da vueltas.'],
    ['a tab inside a verse', 'uno\tdos', 'uno ···dos'],
    ['a line of spaces only', '   ', '···'],
    ['empty', '', ''],
  ])('%s', (_, input, expected) => {
    expect(shown(keepSpaces(input))).toBe(expected);
  });

  it('a piece that continues a line keeps its first space ordinary', () => {
    expect(shown(keepSpaces(' y luego', false))).toBe(' y luego');
    expect(shown(keepSpaces('  y luego', false))).toBe(' ·y luego');
  });

  it('keeps every character but spaces and tabs as it was', () => {
    const text = '¿Qué\u00a0es? $hormiga$ <b>&amp;';
    expect(keepSpaces(text)).toBe(text);
  });
});
