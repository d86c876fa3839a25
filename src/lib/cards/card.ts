import type { AutorRow, PoemaRow, RevistaRow } from '../content/types.ts';
import { cacheKey } from '../site/cacheKey.ts';
import { authorName, editionLabel, imageUrl, picture } from '../site/describe.ts';
import type { Site } from '../site/indexSnapshot.ts';

export { CARD_FOLDER };
import { CARD_FOLDER, paths } from '../site/paths.ts';
import { SECTION_COPY } from '../site/copy.ts';
import { parsePoemText, QA_POEM_IDS } from '../text/parsePoemText.ts';
import { isImagePoem } from '../text/readableText.ts';
import { formatDate } from '../text/formatDate.ts';
import { editionOfPoem } from '../site/editionOfPoem.ts';

/**
 * The picture a shared link shows (Open Graph's og:image): a card the build makes for every
 * poem, essay, interview, author and edition, in the magazine's look, naming the work, its
 * author and the magazine, with a poem's first lines as the poem sets them.
 *
 * What a card shows is its source, plain data; its file is named by a digest of that source
 * and of the design, so a card is made again only when what it shows changed (like the
 * pages), and a link preview never shows an old card under a new address. The page models
 * name the card (meta.card); scripts/site/cards/ draws the ones missing.
 */

/** What social networks take best: 1.91:1, and the size WhatsApp and Facebook ask for. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** WhatsApp shows no preview for a picture above this. */
export const CARD_MAX_BYTES = 300 * 1024;
/** Bumped when the drawing changes: every card is drawn again once. */
export const CARD_DESIGN = 2;

export type CardKind = 'poema' | 'ensayo' | 'entrevista' | 'autor' | 'edicion';

/** Everything a card shows, and nothing else. */
export interface CardSource {
  kind: CardKind;
  /** The page the card stands for (its file is named after it). */
  page: string;
  /** 'POEMA · EDICIÓN 2 · EL HORMIGUERO', 'EDICIÓN 2 · 21/06/25'. */
  eyebrow: string;
  title: string;
  /** The author's name; null for an edition's card. */
  byline: string | null;
  /**
   * What is read under the title: a poem's raw text (the renderer sets its first lines as the
   * poem page does), an author's short bio, an edition's synopsis.
   */
  text: { kind: 'poem'; id: number; texto: string | null } | { kind: 'prose'; texto: string } | null;
  /** A picture of the work's own (its cover, an author's portrait, a picture poem's image). */
  picture: string | null;
  /** What the card says, for og:image:alt and twitter:image:alt. */
  alt: string;
}

/** How a page names its card. */
export interface CardRef {
  /** Site path of the JPEG. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The file a card is written to: the page's path, and a digest of what it shows. */
export function cardRef(source: CardSource): CardRef {
  const digest = cacheKey(CARD_DESIGN, source).slice(0, 10).replace(/[-_]/g, '0');
  const page = source.page === '/' ? 'inicio' : source.page.replace(/^\/+/, '');
  return { path: `/${CARD_FOLDER}/${page}-${digest}.jpg`, width: CARD_WIDTH, height: CARD_HEIGHT, alt: source.alt };
}

const upper = (text: string) => text.toLocaleUpperCase('es');

function firstPicture(site: Site, poem: PoemaRow): string | null {
  for (const { block } of parsePoemText(poem.id, poem.texto, (address) => imageUrl(site, address)).sections) {
    if (block.kind === 'image') return block.src;
  }
  return null;
}

/** A poem's, essay's or interview's card. */
export function poemCard(site: Site, poem: PoemaRow): CardSource {
  const author = authorName(poem.id_autor === null ? undefined : site.author.get(poem.id_autor));
  const title = poem.titulo?.trim() || 'Sin título';
  const { edition, section, prose } = editionOfPoem(site, poem);
  const kind: CardKind = QA_POEM_IDS.has(poem.id) ? 'entrevista' : prose ? 'ensayo' : 'poema';
  const eyebrow = [upper(kind === 'poema' ? 'poema' : kind), edition && upper(editionLabel(edition)), section && SECTION_COPY[section].name]
    .filter(Boolean)
    .join(' · ');
  const image = isImagePoem(poem.id, poem.texto);
  // Its cover, or for a picture poem its first picture.
  const own = picture(site, poem.portada, '')?.src ?? (image ? firstPicture(site, poem) : null);
  const what = { poema: 'poema', ensayo: 'ensayo', entrevista: 'entrevista' }[kind as 'poema' | 'ensayo' | 'entrevista'];
  const shows = image ? 'y su imagen' : kind === 'poema' ? 'y sus primeros versos' : 'y su comienzo';
  return {
    kind,
    page: paths.poem(site.poemSlug.get(poem.id)!),
    eyebrow: upper(eyebrow),
    title,
    byline: author,
    text: { kind: 'poem', id: poem.id, texto: poem.texto },
    picture: own,
    alt: `«${title}», ${what} de ${author} en Hormiguero de Poemas: su título, su autor ${shows}.`,
  };
}

/** An author's card: their name, short bio and portrait, and where they published. */
export function authorCard(site: Site, author: AutorRow): CardSource {
  const name = authorName(author);
  const numbers = (site.editionsOfAuthor.get(author.id) ?? []).map((e) => String(e.numero ?? e.id)).reverse();
  const editions =
    numbers.length === 0
      ? ''
      : numbers.length === 1
        ? `Edición ${numbers[0]}`
        : `Ediciones ${numbers.slice(0, -1).join(', ')} y ${numbers.at(-1)}`;
  const bio = author.bio_corta?.trim() || author.semblanza?.trim() || '';
  return {
    kind: 'autor',
    page: paths.author(site.authorSlug.get(author.id)!),
    eyebrow: upper(editions || 'Hormiguero de Poemas'),
    title: name,
    byline: null,
    text: bio ? { kind: 'prose', texto: bio } : null,
    picture: picture(site, author.imagen, '')?.src ?? null,
    alt: `${name} en Hormiguero de Poemas: su nombre${bio ? ', su biografía breve' : ''}${author.imagen ? ' y su retrato' : ''}.`,
  };
}

/** An edition's card: its number, name and date, its synopsis and its cover. */
export function editionCard(site: Site, edition: RevistaRow, page: string): CardSource {
  const name = edition.nombre?.trim() || editionLabel(edition);
  const date = formatDate(edition.fecha_publicacion) || null;
  const synopsis = edition.sintesis?.trim() || '';
  return {
    kind: 'edicion',
    page,
    eyebrow: upper([editionLabel(edition), date].filter(Boolean).join(' · ')),
    title: name,
    byline: null,
    text: synopsis ? { kind: 'prose', texto: synopsis } : null,
    picture: picture(site, edition.portada, '')?.src ?? null,
    alt: `${editionLabel(edition)} de Hormiguero de Poemas, «${name}»: su nombre${synopsis ? ', el comienzo de su síntesis' : ''}${edition.portada ? ' y su portada' : ''}.`,
  };
}

/** The card of an edition's home: the latest edition's is the home page's (its canonical URL). */
export function editionHomeCard(site: Site, edition: RevistaRow): CardSource {
  return editionCard(site, edition, edition === site.latest ? paths.home() : paths.edition(site.editionSlug.get(edition.id)!));
}

/** Every card the site has: each poem's, each author's, each edition home's. */
export function allCards(site: Site): CardSource[] {
  return [
    ...site.snapshot.poema.map((poem) => poemCard(site, poem)),
    ...site.snapshot.autor.map((author) => authorCard(site, author)),
    ...site.editions.map((edition) => editionHomeCard(site, edition)),
  ];
}
