import type { SectionType } from '../../consts.ts';

/** Canonical paths of every page (clean, no trailing slash; `build.format: 'file'`). */
/** Where the build writes the cards of shared links (src/lib/cards/card.ts), named by what they show. */
export const CARD_FOLDER = 'tarjetas';

export const paths = {
  home: () => '/',
  editions: () => '/ediciones',
  editionsJson: () => '/ediciones.json',
  feed: () => '/rss.xml',
  /** One edition's works, for readers who follow it alone (linked from its contents page). */
  editionFeed: (editionSlug: string) => `/ediciones/${editionSlug}/rss.xml`,
  edition: (editionSlug: string) => `/ediciones/${editionSlug}`,
  contents: (editionSlug: string) => `/ediciones/${editionSlug}/contenidos`,
  section: (editionSlug: string, tipo: SectionType) => `/ediciones/${editionSlug}/${tipo}`,
  gallery: () => '/visuales',
  /** Every author A–Z: what 'Buscar' leads to without JavaScript. */
  authors: () => '/autores',
  /** A visual work on a page of its own (the gallery popup shows the same address). */
  piece: (pieceSlug: string) => `/visuales/${pieceSlug}`,
  author: (authorSlug: string, editionId?: number) => `/autor/${authorSlug}${editionId === undefined ? '' : `?edicion=${editionId}`}`,
  poem: (poemSlug: string) => `/poema/${poemSlug}`,
  /**
   * A page the functions fill in to answer a form post without JavaScript. The leading
   * underscore keeps it from readers: both servers refuse such paths (host and build files).
   */
  responseTemplate: (name: ResponseTemplate) => `/_respuestas/${name}`,
  /** Where a form post lands after it succeeded (post/redirect/get: reloading sends nothing twice). */
  result: () => '/api/resultado',
  /** The page to leave the newsletter (a form: the address and 'Darme de baja'); never indexed. */
  unsubscribe: () => '/baja',
  /** Where that form posts, and the signed per-subscriber link's address (functions/api/baja.ts). */
  unsubscribeAction: () => '/api/baja',
  /** The privacy notice (who keeps what, why, for how long, and the reader's rights); indexed. */
  privacy: () => '/privacidad',
  /** What the service worker answers, offline, for a page the reader never opened. */
  offline: () => '/sin-conexion',
  /** An edition's pages and pictures, for 'Guardar para leer sin conexión' (JSON). */
  editionOfflineManifest: (editionSlug: string) => `/ediciones/${editionSlug}/sin-conexion.json`,
  /** The build's content report for editors (JSON): never linked, never indexed. */
  contentReport: () => '/informe-contenido.json',
  /** What the build was made from and when it read the database (JSON): the publish job checks it. */
  siteVersion: () => '/version.json',
  /** The editors' preview band's stylesheet (public/vista-previa.css). */
  previewStyles: () => '/vista-previa.css',
} as const;

/** The pages the functions answer form posts with (see paths.responseTemplate). */
export const RESPONSE_TEMPLATES = ['aviso', 'hormiguear-poema', 'hormiguear-visual', 'baja'] as const;
export type ResponseTemplate = (typeof RESPONSE_TEMPLATES)[number];

/** Fragment ids of the site's in-page links (nav, footer, HORMIGUEAR). */
export const anchors = {
  main: 'contenido',
  sintesis: 'sintesis',
  hormigueados: 'hormigueados',
  contacto: 'contacto',
  colaboradores: 'colaboradores',
  suscribir: 'suscribir',
  /** The hormiguear form: its dialog, which the HORMIGUEAR link reveals without JavaScript. */
  hormiguear: 'hormiguear',
  /**
   * Where the hormiguear form's ✕ leads without JavaScript: an empty, hidden element inside
   * the form's dialog. The page's target moves off the dialog (so it closes) and, with no box
   * to scroll to, the page stays where the reader was.
   */
  hormiguearClosed: 'cerrar',
} as const;

/** The built HTML file of a clean URL path with `build.format: 'file'` (/ -> index.html, /a/b -> a/b.html). */
export function htmlFileOf(pathname: string): string {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '');
  return `${clean || '/index'}.html`.replace(/^\//, '');
}
