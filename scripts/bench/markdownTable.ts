/** A Markdown table with padded columns; numbers (and sizes, times) align right. */
export function markdownTable(rows: Record<string, string>[]): string {
  const headers = Object.keys(rows[0] ?? {});
  const right = headers.map((h) => rows.every((r) => /^[\d.,]+( s| ms)?$|^$/.test(r[h] ?? '')));
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => (r[h] ?? '').length)));
  const cell = (text: string, i: number) => (right[i] ? text.padStart(widths[i]!) : text.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`;
  return [line(headers), rule, ...rows.map((r) => line(headers.map((h) => r[h] ?? '')))].join('\n');
}
