import { imagesOf, type JsonLdNode } from '../site/structuredData.ts';
import { croppedImageUrls, socialImageUrl } from './responsiveImage.ts';

/**
 * The shapes Google asks of an Article's images (16:9, 4:3, 1:1), up to 1200 px wide: a
 * crop of any picture worth showing has far more than the 50,000 pixels it requires.
 */
export const ARTICLE_IMAGE_RATIOS = [
  [16, 9],
  [4, 3],
  [1, 1],
] as const;
const ARTICLE_IMAGE_WIDTH = 1200;

/**
 * The copies the build makes of a page's JSON-LD pictures: a 1200 px JPEG each (what every
 * search engine reads), and an Article's own picture cropped to the three shapes instead
 * (the single copy when it cannot be cropped).
 */
export async function structuredDataImages(node: JsonLdNode | undefined): Promise<Map<string, string | string[]>> {
  const article = node?.['@type'] === 'Article' && typeof node.image === 'string' ? node.image : null;
  return new Map(
    await Promise.all(
      imagesOf(node).map(async (src) => {
        const crops = src === article ? await croppedImageUrls(src, ARTICLE_IMAGE_RATIOS, ARTICLE_IMAGE_WIDTH) : [];
        return [src, crops.length ? crops : await socialImageUrl(src)] as const;
      }),
    ),
  );
}
