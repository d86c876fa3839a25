const NBSP = '\u00a0';
/** A tab in a poem's text stands for this many spaces. */
export const TAB_SPACES = 4;

/**
 * The spaces of a verse that HTML would collapse, made non-breaking so they survive without
 * CSS (a text browser, Reader View, a screen reader's copy): the leading ones, which are the
 * poet's indentation, and each space that follows another. The first space of a run inside
 * a line stays an ordinary one, so a long verse may still wrap there. A tab counts as
 * TAB_SPACES spaces. `atLineStart` is false for a piece of text that continues a line.
 */
export function keepSpaces(text: string, atLineStart = true): string {
  let out = '';
  let afterSpace = atLineStart;
  for (const char of text.replaceAll('\t', ' '.repeat(TAB_SPACES))) {
    const space = char === ' ';
    out += space && afterSpace ? NBSP : char;
    afterSpace = space;
  }
  return out;
}
