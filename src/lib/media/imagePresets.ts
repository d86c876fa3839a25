/**
 * Widths generated and `sizes` announced for each place an image appears. The sizes follow the
 * widths the components' CSS gives the images (measured from 320 to 1920 px; rem = 16 px): a
 * phone gets the smallest copy that fills its slot at its pixel density, a wide screen a
 * larger one, and no one downloads a 1600 px original. `ratio` (width / height) is the frame the
 * layout gives a picture whose own size the build cannot know (another host's, shown as
 * stored): see unsizedImage.ts.
 */
export const IMAGE_PRESETS = {
  /**
   * Full-bleed edition images behind the hero, contents and section titles. They sit under a
   * dark scrim of at least 62 %, where fine detail is not seen: below 1200 px wide a copy of
   * about 60 % of the screen's pixels is enough, and it is the page's largest download.
   */
  backdrop: { widths: [480, 640, 960, 1280, 1600], sizes: '(min-width: 1200px) 100vw, 60vw', quality: 55, ratio: [16, 10] },
  /** In the reading column of a poem page (46rem at most). */
  column: { widths: [400, 640, 960, 1280], sizes: '(min-width: 48rem) 46rem, calc(100vw - 2rem)', ratio: [4, 3] },
  /**
   * Gallery tiles (auto-fill grid of 17rem+ columns: one on phones, two, then three). 1200 is
   * for the popup, which shows the tile's srcset with the popup's sizes (GalleryPopup.tsx).
   * Every width costs the gallery's HTML a hash per piece: with one more (720, a phone's
   * full-width tile at 1.75x) the page no longer fits the first round trip of a slow
   * connection, which costs more than the bytes it saves.
   */
  tile: {
    widths: [320, 480, 640, 960, 1200],
    sizes: '(min-width: 840px) 23rem, (min-width: 700px) 45vw, calc(100vw - 2rem)',
    ratio: [4, 3],
  },
  /** The smaller tiles of an author's visual works (14rem+ columns beside the portrait). */
  authorTile: { widths: [240, 320, 480, 640], sizes: '(min-width: 600px) 15rem, calc(100vw - 4.5rem)', ratio: [4, 3] },
  /** A piece's own page and the gallery popup (64rem at most, 1rem margins). */
  popup: { widths: [640, 960, 1200], sizes: 'min(100vw - 2rem, 64rem)', ratio: [4, 3] },
  /** Book covers on the section pages. */
  book: { widths: [240, 400, 600], sizes: '(min-width: 840px) 18.5rem, (min-width: 560px) 45vw, calc(100vw - 2rem)', ratio: [3, 4] },
  /** An author's portrait (18rem at most). */
  portrait: { widths: [160, 320, 480], sizes: 'min(18rem, 100vw)', ratio: [1, 1] },
  /** Edition covers on /ediciones (18rem column beside the text from 720 px). */
  editionCard: { widths: [480, 800, 1200, 1600], sizes: '(min-width: 720px) 18rem, calc(100vw - 2rem)', ratio: [16, 10] },
} as const satisfies Record<string, { widths: number[]; sizes: string; quality?: number; ratio: readonly [number, number] }>;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

/** What an <img> needs (see responsiveImage.ts); spread it onto the element. */
export interface ImageAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
  width: number;
  height: number;
  /**
   * Present (empty) when the build could not resize the picture nor learn its size: it is
   * shown as stored, in the layout's frame, and may never arrive (global.css gives a missing
   * one a quiet placeholder with its alt text).
   */
  'data-unsized'?: '';
}
