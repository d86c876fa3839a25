/** Storage paths of the public bucket `portadas`. */
const BUCKET_PREFIX = 'portadas/';

/**
 * Turns an image value from the database into a URL the page may use, or null.
 * - 'portadas/x.webp' -> `${storageBase}/portadas/x.webp` (Supabase's public bucket URL, or
 *   the locally served copy when storageBase is '');
 * - absolute http(s) URLs and root-relative paths pass through;
 * - anything else (javascript:, data:, relative junk) is refused: database values are not
 *   trusted to be safe.
 */
export function resolveImageUrl(value: string | null | undefined, storageBase: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (raw.startsWith(BUCKET_PREFIX)) {
    const key = raw.slice(BUCKET_PREFIX.length).split('/').map(encodePathSegment).join('/');
    return key ? `${storageBase.replace(/\/+$/, '')}/${BUCKET_PREFIX}${key}` : null;
  }
  if (raw.startsWith('/') && !raw.startsWith('//')) return encodeURI(decodeSafely(raw));
  if (/^https?:\/\//i.test(raw)) {
    try {
      return new URL(raw).href;
    } catch {
      return null;
    }
  }
  return null;
}

function encodePathSegment(segment: string): string {
  return encodeURIComponent(decodeSafely(segment));
}

/** Decodes percent-escapes so already-encoded values are not encoded twice. */
function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
