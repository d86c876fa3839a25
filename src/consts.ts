// Site-wide constants. Numbers come from spec section 9 unless noted.

export const SITE_TITLE = 'Hormiguero de Poemas';
export const SITE_TAGLINE = 'Revista de literatura especializada en poesía';
export const LOCALE = 'es';
export const DATE_LOCALE = 'es-ES';

export const CONTACT_EMAIL = 'hormiguero.bj@gmail.com';
export const SOCIAL_URL = 'https://www.instagram.com/hormiguerodepoemas';
export const SOCIAL_LABEL = 'HORMIGUERODEPOEMAS';

/** Magazine id used by the gallery, forwarding and several pages ("revista 1"). */
export const MAGAZINE_ID = 1;
/** The footer's colaboradores come from this revista's contribuyentes. */
export const FOOTER_REVISTA_ID = 2;
/** Edition shown by image-background pages reached without `edicion`. */
export const DEFAULT_BACKGROUND_EDITION_ID = 2;
/** Edition (by id or numero) with insects and the visual-art menu item. */
export const INSECT_EDITION = 1;
/** Edition (by id) whose pages rotate background images. */
export const BACKGROUND_EDITION_ID = 2;

export const BREAKPOINTS = {
  mobileMax: 768,
  carouselArrowsMin: 728,
  wideMin: 840,
  narrowDesktop: 1200,
} as const;

export const TIMINGS_MS = {
  authorCycle: 3000,
  newsletterMessage: 5000,
  thanks: 2000,
  highlight: 5000,
  homeBackground: 4000,
  contentsBackground: 850,
} as const;

export const SWIPE_THRESHOLD_PX = 50;
/** Images at the top of a grid that are fetched at once instead of lazily (they are on screen at load). */
export const EAGER_IMAGES = 2;
export const TOP_POEMS = 3;
export const MORE_BY_AUTHOR = 2;

export const META = {
  contributors: 8,
  visualKeywords: 10,
  authorDescription: 150,
  authorSocialDescription: 200,
  poemExcerpt: 120,
} as const;

/** Word-count tiers of the author page tiles: under 100 small, 100-200 medium, over 200 large. */
export const WORD_TIERS = { medium: 100, large: 200 } as const;
/**
 * Poem-count tiers of the section tiles (the spec leaves them to us): fewer than 5 poems is
 * a small tile, 5 to 7 medium, more than 7 large.
 */
export const BOOK_TIERS = { medium: 5, large: 8 } as const;

/** Insects per screen on edition 1 (spec section 9). */
export const INSECT_COUNTS = {
  heroHome: 10,
  topPoems: 100,
  contents: 25,
  thanks: 30,
  authorPoems: 35,
  gallery: 80,
} as const;

export const SECTION_TYPES = ['creaciones', 'critica'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
