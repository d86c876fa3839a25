import { parseEmphasis, type Segment } from '../text/parseEmphasis.ts';
import { parsePoemText } from '../text/parsePoemText.ts';
import { TAB_SPACES } from '../text/keepSpaces.ts';
import type { CardSource } from './card.ts';

/**
 * What a card reads under its title, set for the card: a poem's first lines as the poem page
 * sets them (its line breaks, its indentation, a blank line between stanzas, $emphasis$), the
 * start of an essay or an interview, or a short paragraph for an author or an edition. Pure;
 * scripts/site/cards/ draws it.
 */

export type CardText =
  /** Lines of verse; an empty line is the space between two stanzas. */
  { kind: 'verse'; lines: Segment[][] } | { kind: 'paragraph'; segments: Segment[] };

/** Verse lines a card holds under a title of up to two lines. */
export const CARD_VERSE_LINES = 5;
/** A verse line longer than this is cut (with an ellipsis): the card never wraps a verse. */
export const CARD_VERSE_CHARACTERS = 62;
/** A paragraph is cut at a word after this many characters. */
export const CARD_PARAGRAPH_CHARACTERS = 190;

/** A line's segments cut at `max` characters, an ellipsis at the cut. */
function cutSegments(segments: readonly Segment[], max: number): Segment[] {
  const out: Segment[] = [];
  let left = max;
  for (const segment of segments) {
    if (left <= 0) break;
    if (segment.text.length <= left) {
      out.push(segment);
      left -= segment.text.length;
      continue;
    }
    const room = segment.text.slice(0, left - 1);
    const space = room.lastIndexOf(' ');
    const cut = space > room.length * 0.3 ? room.slice(0, space) : room;
    out.push({ ...segment, text: `${cut.replace(/[\s,;:.\-–—]+$/, '')}…` });
    left = 0;
  }
  return out;
}

/** A verse line as the poem page sets it: tabs as spaces (keepSpaces), no blanks at its end. */
function setLine(line: readonly Segment[]): Segment[] {
  const set = line.map((s) => ({ ...s, text: s.text.replace(/\t/g, ' '.repeat(TAB_SPACES)) }));
  const last = set.at(-1);
  if (last) last.text = last.text.replace(/\s+$/, '');
  return set.filter((s) => s.text.length > 0);
}

/** A flat run of text as segments, whitespace collapsed, cut at a word. */
function paragraph(texto: string): CardText | null {
  const flat = texto.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return { kind: 'paragraph', segments: cutSegments(parseEmphasis(flat), CARD_PARAGRAPH_CHARACTERS) };
}

/** The text a card shows for its source, or null (a picture poem, or nothing to read). */
export function cardText(
  source: Pick<CardSource, 'kind' | 'text'>,
  { verseCharacters = CARD_VERSE_CHARACTERS }: { verseCharacters?: number } = {},
): CardText | null {
  const text = source.text;
  if (!text) return null;
  if (text.kind === 'prose') return paragraph(text.texto);
  const body = parsePoemText(text.id, text.texto, (address) => address);
  const first = body.sections.find((s) => s.block.kind !== 'image' && !(s.block.kind === 'stanzas' && s.block.stanzas.length === 0));
  if (!first) return null;
  const block = first.block;
  if (block.kind === 'image') return null;
  if (block.kind === 'qa') {
    // An interview opens with its first question, numbered as the page numbers it, and its answer.
    const question = block.items[0];
    const intro = block.intro.flat();
    const answer = (question?.answer ?? []).flatMap((line) => [{ text: ' ', em: false }, ...line]);
    const segments = question ? [{ text: `${question.number}. `, em: false }, ...question.question, ...answer] : intro;
    return { kind: 'paragraph', segments: cutSegments(segments, CARD_PARAGRAPH_CHARACTERS) };
  }
  if (source.kind !== 'poema') {
    // Essays read as prose: their first paragraph, its lines joined.
    const joined = (block.stanzas[0] ?? []).flatMap((line, i) => (i === 0 ? line : [{ text: ' ', em: false }, ...line]));
    const flat = joined.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ') }));
    return { kind: 'paragraph', segments: cutSegments(flat, CARD_PARAGRAPH_CHARACTERS) };
  }
  const lines: Segment[][] = [];
  for (const stanza of block.stanzas) {
    if (lines.length >= CARD_VERSE_LINES) break;
    // A stanza starts on the next line only if it has a line to show after the blank one.
    if (lines.length > 0) {
      if (lines.length + 1 >= CARD_VERSE_LINES) break;
      lines.push([]);
    }
    for (const line of stanza) {
      if (lines.length >= CARD_VERSE_LINES) break;
      lines.push(cutSegments(setLine(line), verseCharacters));
    }
  }
  return lines.length ? { kind: 'verse', lines } : null;
}
