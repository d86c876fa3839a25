/**
 * Groups lines into stanzas at blank lines; several blank lines make one gap. Trailing
 * spaces and tabs are dropped, leading ones kept (tabs become four spaces) because poets
 * indent on purpose.
 */
export function groupStanzas(lines: readonly string[]): string[][] {
  const stanzas: string[][] = [];
  let current: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/\t/g, '    ').replace(/\s+$/, '');
    if (line) {
      current.push(line);
    } else if (current.length) {
      stanzas.push(current);
      current = [];
    }
  }
  if (current.length) stanzas.push(current);
  return stanzas;
}
