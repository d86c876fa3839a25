/** Names of a comma-separated list (contribuyentes, colaboradores), trimmed, blanks dropped. */
export function splitNames(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}
