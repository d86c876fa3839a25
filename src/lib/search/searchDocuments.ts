import { LOCALE } from '../../consts.ts';
import { groupStanzas } from '../text/groupStanzas.ts';
import { stripEmphasis } from '../text/parseEmphasis.ts';
import { IMAGE_POEM_IDS } from '../text/parsePoemText.ts';
import { splitPoemSections } from '../text/splitPoemSections.ts';
import { escapeMarkup } from '../text/escapeMarkup.ts';
import type { Site } from '../site/indexSnapshot.ts';
import { authorName, editionLabel } from '../site/describe.ts';
import { paragraphs } from '../text/paragraphs.ts';
import { UNTITLED_PIECE } from '../site/getGalleryModel.ts';
import { editionOfPoem } from '../site/editionOfPoem.ts';
import { paths } from '../site/paths.ts';

/** What a search result is, as the search dialog groups and labels it. */
export type SearchKind = 'poema' | 'ensayo' | 'obra' | 'autor' | 'edicion';

/**
 * One page as the search index reads it: a small HTML document made from the snapshot (the
 * built pages are never read again), whose structure carries the ranking: the title is the
 * page's h1, which Pagefind weighs most, the author next, the text last.
 */
export interface SearchDocument {
  url: string;
  html: string;
}

interface Fields {
  kind: SearchKind;
  title: string;
  /** Shown under the title in a result: author and edition, or a short bio. */
  detail: string;
  /** Searched with a weight between the title's and the text's (an author's name). */
  byline?: string;
  /** The words of the page: verses, paragraphs, a bio. */
  text: string[];
}

/**
 * A poem's words as paragraphs to search and quote: section titles; prose line by line;
 * verse a stanza at a time, its lines joined with ' / ' as verse is quoted in running text.
 * An image poem's sections hold image addresses: only their titles are words. A poem with no
 * text has none (its page shows a sample poem, which is not its own).
 */
function poemParagraphs(id: number, texto: string | null, prose: boolean): string[] {
  if (!texto?.trim()) return [];
  const paragraphs: string[] = [];
  for (const section of splitPoemSections(texto)) {
    if (section.title) paragraphs.push(section.title);
    if (IMAGE_POEM_IDS.has(id)) continue;
    for (const stanza of groupStanzas(section.lines)) {
      const lines = stanza.map((line) => stripEmphasis(line).trim()).filter(Boolean);
      if (prose) paragraphs.push(...lines);
      else if (lines.length) paragraphs.push(lines.join(' / '));
    }
  }
  return paragraphs;
}

/** The HTML Pagefind indexes: metadata the dialog shows, the kind as a filter, weights by element. */
function documentHtml({ kind, title, detail, byline, text }: Fields): string {
  const e = escapeMarkup;
  return [
    `<html lang="${LOCALE}"><body>`,
    `<h1>${e(title)}</h1>`,
    `<span data-pagefind-meta="tipo:${kind}" data-pagefind-filter="tipo:${kind}"></span>`,
    // Shown with the result, not searched (the same words are searched where they belong).
    `<span data-pagefind-meta="detalle" data-pagefind-ignore>${e(detail)}</span>`,
    byline ? `<p data-pagefind-weight="5">${e(byline)}</p>` : '',
    ...text.map((line) => `<p>${e(line)}</p>`),
    '</body></html>',
  ].join('');
}

/**
 * Every page search can lead to: poems and essays (title, author, their text as a reader
 * sees it: verses, interview questions and answers, the titles of an image poem's sections,
 * never markup or image addresses), the gallery's visual works (title, artist, description),
 * authors (name, short bio) and editions (name, number, synopsis). Poems without text are found by title and author only (their page shows a
 * sample poem, which is not theirs).
 */
export function getSearchDocuments(site: Site): SearchDocument[] {
  const documents: SearchDocument[] = [];

  for (const poem of site.snapshot.poema) {
    const author = poem.id_autor === null ? undefined : site.author.get(poem.id_autor);
    const { edition, prose } = editionOfPoem(site, poem);
    const name = authorName(author);
    documents.push({
      url: paths.poem(site.poemSlug.get(poem.id)!),
      html: documentHtml({
        kind: prose ? 'ensayo' : 'poema',
        title: poem.titulo?.trim() || 'Sin título',
        detail: [name, edition ? editionLabel(edition) : null].filter(Boolean).join(' · '),
        byline: name,
        text: poemParagraphs(poem.id, poem.texto, prose),
      }),
    });
  }

  for (const piece of site.snapshot.visuales) {
    const slug = site.pieceSlug.get(piece.id);
    if (!slug) continue; // only the gallery's works have pages
    const artist = authorName(piece.id_autor === null ? null : site.author.get(piece.id_autor));
    documents.push({
      url: paths.piece(slug),
      html: documentHtml({
        kind: 'obra',
        title: piece.nombre_pieza?.trim() || UNTITLED_PIECE,
        detail: artist,
        byline: artist,
        text: paragraphs(piece.descripcion_pieza),
      }),
    });
  }

  for (const author of site.snapshot.autor) {
    const bio = author.bio_corta?.trim() ?? '';
    documents.push({
      url: paths.author(site.authorSlug.get(author.id)!),
      html: documentHtml({ kind: 'autor', title: authorName(author), detail: bio, text: bio ? [bio] : [] }),
    });
  }

  for (const edition of site.editions) {
    const label = editionLabel(edition);
    documents.push({
      url: paths.edition(site.editionSlug.get(edition.id)!),
      html: documentHtml({
        kind: 'edicion',
        title: edition.nombre?.trim() || label,
        detail: label,
        byline: label,
        text: paragraphs(edition.sintesis),
      }),
    });
  }
  return documents;
}
