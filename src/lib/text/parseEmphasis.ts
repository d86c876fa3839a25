export interface Segment {
  text: string;
  em: boolean;
}

/**
 * Splits a line at $emphasis$ marks. Marks pair up left to right within
 * the line; a lone '$' with no partner stays literal text.
 */
export function parseEmphasis(line: string): Segment[] {
  const segments: Segment[] = [];
  let rest = line;
  for (;;) {
    const open = rest.indexOf('$');
    const close = open === -1 ? -1 : rest.indexOf('$', open + 1);
    if (close === -1) break;
    if (open > 0) segments.push({ text: rest.slice(0, open), em: false });
    const inner = rest.slice(open + 1, close);
    if (inner) segments.push({ text: inner, em: true });
    rest = rest.slice(close + 1);
  }
  if (rest) segments.push({ text: rest, em: false });
  return segments;
}

/** The line as plain text, emphasis marks removed. */
export function stripEmphasis(line: string): string {
  return parseEmphasis(line)
    .map((s) => s.text)
    .join('');
}
