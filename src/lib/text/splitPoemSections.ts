export interface RawSection {
  title: string | null;
  lines: string[];
}

/** A section heading is a whole line "-Title-": a hyphen, text without hyphens, a hyphen. */
const SECTION_MARKER = /^\s*-([^-\n]+)-\s*$/;

/**
 * Splits poem text into sections at "-title-" lines. Text before the first
 * marker is an untitled section, dropped when blank. Line endings are normalised; the lines
 * themselves are kept as written (leading spaces are the poet's indentation).
 */
export function splitPoemSections(text: string): RawSection[] {
  const sections: RawSection[] = [];
  let current: RawSection = { title: null, lines: [] };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const marker = SECTION_MARKER.exec(line);
    if (marker) {
      if (current.title !== null || current.lines.some((l) => l.trim())) sections.push(current);
      current = { title: marker[1]!.trim(), lines: [] };
    } else {
      current.lines.push(line);
    }
  }
  if (current.title !== null || current.lines.some((l) => l.trim())) sections.push(current);
  return sections.map((s) => ({ title: s.title, lines: trimBlankEdges(s.lines) }));
}

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]!.trim()) start++;
  while (end > start && !lines[end - 1]!.trim()) end--;
  return lines.slice(start, end);
}
