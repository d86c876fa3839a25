// What 'Guardar para leer sin conexión' saves of an edition: its pages and the pictures they
// show, each picture with every copy its srcset offers, so the reader's device can choose the
// copy it would show (src/lib/offline/pickImage.ts) and say what saving will take before it
// starts. The build writes one per edition (src/pages/ediciones/[edicion]/sin-conexion.json.ts
// lists the pages; src/integrations/serviceWorker.ts adds the sizes and pictures).

export interface ImageCandidate {
  url: string;
  /** The srcset's width descriptor (null for a plain src). */
  width: number | null;
  /** Bytes of the file, when the build has it (null for a picture on another host). */
  bytes: number | null;
}

/** A picture of the edition's pages: its `sizes` and every copy of it. */
export interface ManifestImage {
  sizes: string | null;
  candidates: ImageCandidate[];
}

export interface EditionManifest {
  edition: string;
  label: string;
  pages: { url: string; bytes: number | null }[];
  images: ManifestImage[];
  /** Other files the pages need to look as they do (the font they preload). */
  files: { url: string; bytes: number | null }[];
}

/** The attributes of an HTML start tag, names lower-cased, values with &amp; decoded. */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, dq, sq, bare] of tag.matchAll(/([^\s=/<>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[name!.toLowerCase()] = (dq ?? sq ?? bare ?? '').replace(/&amp;/g, '&');
  }
  return out;
}

/** A srcset's candidates: 'a.webp 480w, b.webp 960w' -> [{a, 480}, {b, 960}]. */
export function parseSrcset(srcset: string): { url: string; width: number | null }[] {
  return srcset
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => !!url)
    .map(([url, descriptor]) => ({ url: url!, width: descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) || null : null }));
}

/**
 * The pictures a built page shows (<img> elements), each once, with the copies it may load.
 * `bytesOf` gives a file's size by its URL (null when unknown). Data URLs (inline SVG covers)
 * are part of the page already.
 */
export function imagesOfPages(htmls: readonly string[], bytesOf: (url: string) => number | null): ManifestImage[] {
  const images = new Map<string, ManifestImage>();
  for (const html of htmls) {
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      const { src, srcset, sizes } = attributes(tag.slice(4, -1));
      const copies = srcset ? parseSrcset(srcset) : src ? [{ url: src, width: null }] : [];
      const kept = copies.filter((c) => !c.url.startsWith('data:'));
      if (!kept.length) continue;
      const id = `${srcset ?? src}|${sizes ?? ''}`;
      if (!images.has(id)) images.set(id, { sizes: sizes ?? null, candidates: kept.map((c) => ({ ...c, bytes: bytesOf(c.url) })) });
    }
  }
  return [...images.values()];
}

/** The files the pages preload (the site's font): kept with them, so a saved page reads as it should. */
export function preloadsOfPages(
  htmls: readonly string[],
  bytesOf: (url: string) => number | null,
): { url: string; bytes: number | null }[] {
  const urls = new Set<string>();
  for (const html of htmls) {
    for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
      const { rel, href } = attributes(tag.slice(5, -1));
      if (rel === 'preload' && href && href.startsWith('/') && !href.startsWith('//')) urls.add(href);
    }
  }
  return [...urls].map((url) => ({ url, bytes: bytesOf(url) }));
}
