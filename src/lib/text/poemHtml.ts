import { escapeMarkup } from './escapeMarkup.ts';
import { keepSpaces } from './keepSpaces.ts';
import type { Line, PoemBody } from './parsePoemText.ts';

export interface PoemHtmlOptions {
  /** Essays and interviews read as paragraphs; poems keep each verse on its own line. */
  prose: boolean;
  /** Alt text of pictures without a section title. */
  title: string;
  /** The address a reader's feed client may load for a picture, or null to leave it out. */
  imageUrl: (src: string) => string | null;
}

/** One line's HTML: escaped text, $emphasis$ as <em>, spaces kept. */
function lineHtml(line: Line): string {
  let html = '';
  let written = '';
  for (const segment of line) {
    // A segment continues the line: its first space is kept only after another space.
    const text = escapeMarkup(keepSpaces(segment.text, written === '' || written.endsWith(' ')));
    html += segment.em ? `<em>${text}</em>` : text;
    written += segment.text;
  }
  return html;
}

/**
 * A poem or essay as a fragment of HTML for feed readers, built from the parsed text
 * (parsePoemText) with every piece of database text escaped: stanzas as <p> with <br>
 * between verses, prose as one <p> per paragraph, section titles as <h3>, image sections as
 * <figure>, interviews as numbered questions in bold with their answers. A newline follows
 * each <br> and each block: a reader that shows the feed as plain text (drops the tags) keeps
 * every verse and paragraph on its own line.
 */
export function poemHtml(body: PoemBody, options: PoemHtmlOptions): string {
  const parts: string[] = [];
  for (const section of body.sections) {
    if (section.title) parts.push(`<h3>${escapeMarkup(section.title)}</h3>`);
    const { block } = section;
    if (block.kind === 'stanzas') {
      for (const stanza of block.stanzas) {
        if (options.prose) parts.push(...stanza.map((line) => `<p>${lineHtml(line)}</p>`));
        else parts.push(`<p>${stanza.map(lineHtml).join('<br>\n')}</p>`);
      }
    } else if (block.kind === 'image') {
      const src = options.imageUrl(block.src);
      if (src) parts.push(`<figure><img src="${escapeMarkup(src)}" alt="${escapeMarkup(section.title ?? options.title)}"></figure>`);
    } else {
      parts.push(...block.intro.map((line) => `<p>${lineHtml(line)}</p>`));
      for (const item of block.items) {
        parts.push(`<p><strong>${item.number}. ${lineHtml(item.question)}</strong></p>`);
        parts.push(...item.answer.map((line) => `<p>${lineHtml(line)}</p>`));
      }
    }
  }
  return parts.join('\n');
}
