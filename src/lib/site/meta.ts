/** Title, description and sharing metadata of a page (spec sections 2 and 9). */
export interface PageMeta {
  title: string;
  description: string;
  /** Description for social sharing when it differs (authors: 200 characters instead of 150). */
  socialDescription?: string;
  image: string | null;
  keywords?: string[];
  /** Canonical path of the page. */
  canonical: string;
  type: 'website' | 'article' | 'profile';
}

/** The 404 page's metadata. */
export const notFoundMeta: PageMeta = {
  title: 'Página no encontrada | Hormiguero de Poemas',
  description: 'La página que buscas no existe en Hormiguero de Poemas.',
  image: null,
  canonical: '/404',
  type: 'website',
};
