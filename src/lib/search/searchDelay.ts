/**
 * Search runs as the reader types once the last word has this many letters, and that word's
 * part of the index is fetched from then on. A shorter last word ('de', the start of a word)
 * would fetch the part of the index of every word that starts so, mostly bytes the finished
 * word will not need: it is searched only once the reader pauses on it.
 */
export const SEARCH_AT_ONCE_LETTERS = 3;
/** How long the reader must pause on a short last word before it is searched. */
export const SEARCH_SHORT_WORD_PAUSE_MS = 300;

/** Letters of the last word of `query` (after the last space). */
const lastWordLength = (query: string) => [...(query.trim().split(/\s+/).at(-1) ?? '')].length;

/** Whether the words typed so far are worth fetching their part of the index for. */
export const worthPreloading = (query: string) => lastWordLength(query) >= SEARCH_AT_ONCE_LETTERS;

/** How long to wait before searching `query`: nothing once its last word is long enough. */
export const searchDelayMs = (query: string) => (worthPreloading(query) ? 0 : SEARCH_SHORT_WORD_PAUSE_MS);
