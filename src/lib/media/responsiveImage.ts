import type { ImageMetadata } from 'astro';
import { getImage, inferRemoteSize } from 'astro:assets';
import { IMAGE_PRESETS, type ImageAttributes, type ImagePreset } from './imagePresets.ts';
import { unsizedImage } from './unsizedImage.ts';

/**
 * Responsive images at build time, through Astro's image service: every raster the
 * pages show is resized into a WebP srcset with its real width and height, so phones on slow
 * connections download an image the size of their screen and the layout never shifts.
 *
 * Sources: the sample images shipped in src/assets/ (a database value '/sample/x.webp', or
 * 'portadas/x.webp' resolved to '/portadas/x.webp' when there is no storage host), and remote
 * images on hosts allowed in astro.config's image.remotePatterns (the storage host and
 * IMAGE_HOSTS), whose real size the build learns by downloading them (inferSize). Anything else
 * (inline SVG covers, SVG files, other hosts, a picture that is gone) is shown as stored, in
 * the layout's frame (unsizedImage.ts).
 */

const files = import.meta.glob<ImageMetadata>('/src/assets/{sample,portadas}/**/*.{webp,png,jpg,jpeg,avif}', {
  eager: true,
  import: 'default',
});

/** '/src/assets/sample/a/b.webp' -> '/sample/a/b.webp': the path the database stores. */
const localImages = new Map(Object.entries(files).map(([file, meta]) => [file.replace(/^\/src\/assets/, ''), meta]));

function localImage(src: string): ImageMetadata | undefined {
  if (!src.startsWith('/') || src.startsWith('//')) return undefined;
  try {
    return localImages.get(decodeURI(src.split(/[?#]/)[0]!));
  } catch {
    return undefined;
  }
}

const isRaster = (src: string) => !src.startsWith('data:') && !/\.svg(?:[?#]|$)/i.test(src);

async function transform(
  src: string,
  options: {
    quality?: number;
    widths?: number[];
    width?: number;
    height?: number;
    fit?: 'cover';
    sizes?: string;
    format: 'webp' | 'jpeg';
  },
) {
  const local = localImage(src);
  if (local) return getImage({ src: local, ...options });
  if (/^https?:\/\//i.test(src)) return getImage({ src, inferSize: true, ...options });
  return null;
}

/**
 * The attributes of a responsive <img> for `src` with a preset's widths and sizes. Falls back
 * to the stored address in the layout's frame when the image cannot be processed (a remote
 * host the build may not fetch from, a broken link): the page still builds and shows it.
 */
export async function responsiveImage(src: string, preset: ImagePreset): Promise<ImageAttributes> {
  const { widths, sizes, ...rest } = IMAGE_PRESETS[preset];
  const quality = 'quality' in rest ? rest.quality : undefined;
  if (isRaster(src)) {
    try {
      const image = await transform(src, { widths, sizes, quality, format: 'webp' });
      // Astro hands an unauthorised remote image back untouched (same src, no srcset).
      if (image && image.srcSet.attribute) {
        return {
          src: image.src,
          srcset: image.srcSet.attribute,
          sizes,
          width: Number(image.attributes.width),
          height: Number(image.attributes.height),
        };
      }
    } catch (error) {
      console.warn(`[images] ${src} is shown unresized: ${(error as Error).message}`);
    }
  }
  return unsizedImage(src, preset);
}

/** The address of one resized copy of `src`, or `src` itself when it cannot be resized. */
async function resizedCopy(src: string, width: number, format: 'webp' | 'jpeg'): Promise<string> {
  if (!isRaster(src)) return src;
  try {
    const image = await transform(src, { width, format });
    return image?.src ?? src;
  } catch {
    return src;
  }
}

/** One resized copy (background rotations, where a srcset cannot be swapped in by script). */
export const resizedImageUrl = (src: string, width: number): Promise<string> => resizedCopy(src, width, 'webp');

/** A JPEG copy 1200 px wide for link previews: social networks read JPEG, not always WebP. */
export const socialImageUrl = (src: string): Promise<string> => resizedCopy(src, 1200, 'jpeg');

/** The picture's own size, or null when the build cannot learn it. */
async function sourceSize(src: string): Promise<{ width: number; height: number } | null> {
  const local = localImage(src);
  if (local) return { width: local.width, height: local.height };
  if (/^https?:\/\//i.test(src)) return inferRemoteSize(src);
  return null;
}

/**
 * JPEG crops of `src` to each aspect ratio (width / height), `maxWidth` px wide at most, for
 * search engines that show a picture in several shapes (Google's Article images: 16:9, 4:3,
 * 1:1). Each crop is the largest of its shape the picture holds (never enlarged, which would
 * break the shape). Empty when the picture cannot be processed.
 */
export async function croppedImageUrls(src: string, ratios: readonly (readonly [number, number])[], maxWidth: number): Promise<string[]> {
  if (!isRaster(src)) return [];
  try {
    const size = await sourceSize(src);
    if (!size) return [];
    const crops = await Promise.all(
      ratios.map(([w, h]) => {
        const width = Math.min(maxWidth, size.width, Math.floor((size.height * w) / h));
        return transform(src, { width, height: Math.round((width * h) / w), fit: 'cover', format: 'jpeg' });
      }),
    );
    return crops.every((c) => c && c.src !== src) ? crops.map((c) => c!.src) : [];
  } catch {
    return [];
  }
}
