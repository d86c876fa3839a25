// Site-wide constants: the magazine's timings, sizes and limits, defined once.

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

/** The layout's breakpoints (CSS px): the one source for scripts and, through MEDIA, for CSS. */
export const BREAKPOINTS = {
  /** Phones: the menu folds behind a toggle, targets grow to 44 px. */
  mobileMax: 768,
  /** The top-poems carousel shows its arrows from here up to wideMin. */
  carouselArrowsMin: 728,
  /** Above this the top poems are a grid, below a carousel. */
  wideMin: 840,
  /** Wide desktops: larger nav type, the floating HORMIGUEAR in the margin. */
  narrowDesktop: 1200,
} as const;

/**
 * Named media queries built from BREAKPOINTS. CSS uses them as custom media (`@media
 * (--mobile)`), defined for every stylesheet by postcss.config.mjs; scripts and island
 * directives use the same strings.
 */
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  'beyond-mobile': `(min-width: ${BREAKPOINTS.mobileMax + 1}px)`,
  carousel: `(max-width: ${BREAKPOINTS.wideMin}px)`,
  'carousel-arrows': `(min-width: ${BREAKPOINTS.carouselArrowsMin}px) and (max-width: ${BREAKPOINTS.wideMin}px)`,
  desktop: `(min-width: ${BREAKPOINTS.narrowDesktop}px)`,
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
 * Poem-count tiers of the section tiles (the magazine set none; these are ours): fewer than 5 poems is
 * a small tile, 5 to 7 medium, more than 7 large.
 */
export const BOOK_TIERS = { medium: 5, large: 8 } as const;

/** Insects per screen on edition 1. */
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
