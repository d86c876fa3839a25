// A work's own picture for its card: read from the sample's files (src/assets, public) or
// downloaded from a host the build may fetch from (the storage host, IMAGE_HOSTS), cropped to
// the card's picture panel. Anything else (another host, an SVG, a picture that is gone) gives
// a card without a picture: a card never fails a build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { isAllowedPicture, readImagePatterns } from '../../../src/lib/config/storageBase.ts';

/** The picture panel at the card's right: a column of the card's full height. */
export const PANEL = { width: 420, height: 630 };
const DOWNLOAD_TIMEOUT_MS = 8000;
const MAX_BYTES = 20 * 1024 * 1024;

/** A site path's file: the sample's pictures live in src/assets (as the pages resize them) or public/. */
function localFile(src: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURI(src.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('..')) return null;
  for (const root of ['src/assets', 'public']) {
    const file = path.resolve(root, `.${decoded}`);
    if (existsSync(file)) return file;
  }
  return null;
}

async function download(url: string): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) return null;
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_BYTES) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.byteLength > MAX_BYTES ? null : bytes;
}

/** Pixels as rows of RGBA, the form a card is assembled in (resvg's own). */
export interface Pixels {
  width: number;
  height: number;
  rgba: Buffer;
}

/** The picture cropped to the panel, on white where it is transparent, or null. */
export async function panelPicture(src: string | null, env: NodeJS.ProcessEnv = process.env): Promise<Pixels | null> {
  if (!src || /\.svg(?:[?#]|$)/i.test(src) || src.startsWith('data:')) return null;
  try {
    const local = src.startsWith('/') && !src.startsWith('//') ? localFile(src) : null;
    const bytes = local ? await readFile(local) : isAllowedPicture(src, readImagePatterns(env)) ? await download(src) : null;
    if (!bytes) return null;
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize(PANEL.width, PANEL.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .ensureAlpha(1)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, rgba: data };
  } catch (error) {
    console.warn(`[cards] the picture ${src} is left out of its card: ${(error as Error).message}`);
    return null;
  }
}
