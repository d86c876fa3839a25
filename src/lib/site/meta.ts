import { UNSUBSCRIBE } from '../actions/rules.ts';
import type { CardRef } from '../cards/card.ts';
import { OFFLINE_PAGE } from '../offline/copy.ts';
import type { JsonLdNode } from './structuredData.ts';

/** Title, description and sharing metadata of a page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Description for social sharing when it differs (authors: 200 characters instead of 150). */
  socialDescription?: string;
  image: string | null;
  /** The card the build draws for the page (src/lib/cards/card.ts): what a shared link shows. */
  card?: CardRef | null;
  keywords?: string[];
  /** Canonical path of the page. */
  /** Null for the 404 page: it is an answer, not a page to index (it gets robots noindex). */
  canonical: string | null;
  type: 'website' | 'article' | 'profile';
  /** When the page's content last changed (ISO, from the data): article:modified_time. */
  modified?: string | null;
  /** schema.org JSON-LD describing the page's subject, with site-relative URLs. */
  structuredData?: JsonLdNode;
}

/** The 404 page's metadata. */
export const notFoundMeta: PageMeta = {
  title: 'Página no encontrada | Hormiguero de Poemas',
  description: 'La página que buscas no existe en Hormiguero de Poemas.',
  image: null,
  canonical: null,
  type: 'website',
};

/** The way out of the newsletter (/baja): a form, not content, so never indexed. */
export const unsubscribeMeta: PageMeta = {
  title: `${UNSUBSCRIBE.heading} | Hormiguero de Poemas`,
  description: UNSUBSCRIBE.lead,
  image: null,
  canonical: null,
  type: 'website',
};

/** The offline page's metadata: shown by the service worker, never indexed. */
export const offlineMeta: PageMeta = {
  title: `${OFFLINE_PAGE.title} | Hormiguero de Poemas`,
  description: OFFLINE_PAGE.description,
  image: null,
  canonical: null,
  type: 'website',
};
