/** A name or title as the report quotes it: «…», or a stand-in when it is empty. */
export function quote(text: string | null | undefined, empty = 'untitled'): string {
  return `«${text?.trim() || empty}»`;
}
