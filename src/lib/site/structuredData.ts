import { LOCALE, SITE_TAGLINE, SITE_TITLE } from '../../consts.ts';
import { truncate } from '../text/truncate.ts';
import type { EditionSummary } from './describe.ts';
import { paths } from './paths.ts';

/**
 * schema.org JSON-LD for search engines: the magazine is a Periodical, each edition a
 * PublicationIssue, each poem a CreativeWork and each essay or interview an Article with its
 * author, each author a Person.
 * Models hold site-relative URLs and stored image addresses; the layout makes them absolute
 * and swaps images for the copies the build made, with `serializeJsonLd`.
 */
export type JsonLdNode = { '@type': string } & { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | undefined | JsonLdNode | JsonLdValue[];

/** The JSON-LD node of the magazine (its @id), which every page's Periodical refers to; not consts' MAGAZINE_ID (the revista row). */
const MAGAZINE_NODE = '/#revista';

export function periodical(parts?: JsonLdNode[]): JsonLdNode {
  return {
    '@type': 'Periodical',
    '@id': MAGAZINE_NODE,
    name: SITE_TITLE,
    description: SITE_TAGLINE,
    url: paths.home(),
    inLanguage: LOCALE,
    genre: 'Poesía',
    hasPart: parts,
  };
}

/**
 * An edition. Its @id and url use /ediciones/{slug} even for the latest edition (whose page is
 * canonically /): a new edition must not change the data of every poem of the previous one.
 */
export function publicationIssue(edition: EditionSummary, extra: { description?: string | null; image?: string | null } = {}): JsonLdNode {
  return {
    '@type': 'PublicationIssue',
    '@id': `${edition.href}#edicion`,
    url: edition.href,
    name: edition.nombre,
    issueNumber: String(edition.numero ?? edition.id),
    datePublished: edition.isoDate ?? undefined,
    description: extra.description || undefined,
    image: extra.image ?? undefined,
    inLanguage: LOCALE,
    isPartOf: {
      '@type': 'Periodical',
      '@id': MAGAZINE_NODE,
      name: SITE_TITLE,
      url: paths.home(),
    },
  };
}

export function person(author: { name: string; href: string | null }, extra: PersonExtra = {}): JsonLdNode {
  return {
    '@type': 'Person',
    '@id': author.href ? `${author.href}#persona` : undefined,
    name: author.name,
    url: author.href ?? undefined,
    image: extra.image ?? undefined,
    description: extra.description || undefined,
    sameAs: extra.website ? [extra.website] : undefined,
  };
}

interface PersonExtra {
  image?: string | null;
  description?: string | null;
  website?: string | null;
}

/** Google shows at most this many characters of an Article's headline. */
export const HEADLINE_MAX = 110;

/**
 * A work of an edition. Essays and interviews (the critica section) are Articles, the type
 * search engines read for rich results (headline, dates, images); poems stay CreativeWorks
 * with their genre. `modified` is when the page's content last changed (getPageDates); an
 * Article with no picture of its own shows its edition's cover.
 */
export function creativeWork(work: {
  title: string;
  href: string;
  prose: boolean;
  author: { name: string; href: string | null };
  description: string;
  image: string | null;
  book: string | null;
  edition: EditionSummary | null;
  modified?: string | null;
  editionImage?: string | null;
}): JsonLdNode {
  const image = work.image ?? (work.prose ? work.editionImage : null);
  return {
    '@type': work.prose ? 'Article' : 'CreativeWork',
    '@id': `${work.href}#obra`,
    url: work.href,
    mainEntityOfPage: work.prose ? work.href : undefined,
    name: work.title,
    headline: truncate(work.title, HEADLINE_MAX),
    genre: work.prose ? 'Ensayo' : 'Poesía',
    description: work.description,
    inLanguage: LOCALE,
    image: image ?? undefined,
    author: person(work.author),
    // The poemario the work belongs to, then the edition that published it.
    isPartOf: [
      ...(work.book ? [{ '@type': 'Book', name: work.book } as JsonLdNode] : []),
      ...(work.edition ? [publicationIssue(work.edition)] : []),
    ],
    datePublished: work.edition?.isoDate ?? undefined,
    dateModified: work.modified ?? undefined,
  };
}

/** Keys whose site-relative values are URLs to make absolute. */
const URL_KEYS = new Set(['@id', 'url', 'image', 'sameAs', 'mainEntityOfPage']);

/** Stored image address -> the copy (or copies: crops in several shapes) the build made. */
export type StructuredImages = ReadonlyMap<string, string | readonly string[]>;

/** Every image address in a node, so the layout can swap in the copies the build made. */
export function imagesOf(node: JsonLdValue): string[] {
  if (Array.isArray(node)) return node.flatMap(imagesOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === 'image' && typeof value === 'string' ? [value] : imagesOf(value)));
}

function absolutize(value: JsonLdValue, site: URL, images: StructuredImages, key?: string): JsonLdValue {
  if (Array.isArray(value)) {
    const items = value.map((v) => absolutize(v, site, images, key)).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'string') {
    if (!key || !URL_KEYS.has(key)) return value;
    const copy = key === 'image' ? images.get(value) : undefined;
    if (Array.isArray(copy)) return absolutize([...copy], site, new Map(), key);
    const url = typeof copy === 'string' ? copy : value;
    // Inline SVG covers travel as data: URLs: too big and pointless for a search engine.
    if (url.startsWith('data:')) return undefined;
    return url.startsWith('/') && !url.startsWith('//') ? new URL(url, site).href : url;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, JsonLdValue> = {};
    for (const [k, v] of Object.entries(value)) {
      const resolved = absolutize(v, site, images, k);
      if (resolved !== undefined && resolved !== null) out[k] = resolved;
    }
    return out as JsonLdNode;
  }
  return value;
}

/**
 * The text of a <script type="application/ld+json"> element: absolute URLs, no empty fields,
 * and "<" escaped so no database text can close the script element.
 */
export function serializeJsonLd(node: JsonLdNode, site: URL, images: StructuredImages = new Map()): string {
  const data = { '@context': 'https://schema.org', ...(absolutize(node, site, images) as JsonLdNode) };
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
