type Env = Record<string, string | undefined>;

/**
 * Base URL that `portadas/...` image paths resolve against: STORAGE_PUBLIC_URL when set,
 * Supabase's public storage endpoint when SUPABASE_URL is set, and '' otherwise (the site
 * serves its own copy of the bucket under /portadas/).
 */
export function readStorageBase(env: Env = process.env): string {
  const explicit = env.STORAGE_PUBLIC_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const supabase = env.SUPABASE_URL?.trim();
  if (supabase) return `${supabase.replace(/\/+$/, '')}/storage/v1/object/public`;
  return '';
}

/** One entry of Astro's image.remotePatterns: where the build may download pictures from. */
export interface ImageHostPattern {
  protocol: 'http' | 'https';
  hostname: string;
  port?: string;
}

/**
 * An IMAGE_HOSTS entry or the storage URL as a pattern: a bare host name ('img.example.org',
 * or Astro's '*.example.org') means https on the default port; an origin ('http://host:8080')
 * keeps its protocol and port (a storage server on the local network, the tests' picture
 * host). Null when it is neither.
 */
export function imageHostPattern(entry: string): ImageHostPattern | null {
  const text = entry.trim();
  if (!text) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    return /^(\*{1,2}\.)?[a-z0-9.-]+$/i.test(text) ? { protocol: 'https', hostname: text.toLowerCase() } : null;
  }
  try {
    const url = new URL(text);
    const protocol = url.protocol.slice(0, -1);
    if (protocol !== 'http' && protocol !== 'https') return null;
    return url.port ? { protocol, hostname: url.hostname, port: url.port } : { protocol, hostname: url.hostname };
  } catch {
    return null;
  }
}

/**
 * Where the build may download and resize pictures (Astro's image.remotePatterns): the
 * storage host, plus IMAGE_HOSTS (comma-separated) for pictures the magazine keeps elsewhere.
 * Pictures anywhere else are shown as stored (see responsiveImage.ts).
 */
export function readImagePatterns(env: Env = process.env): ImageHostPattern[] {
  const entries = [readStorageBase(env), ...(env.IMAGE_HOSTS ?? '').split(',')];
  const patterns = new Map<string, ImageHostPattern>();
  for (const pattern of entries.map(imageHostPattern)) {
    if (pattern) patterns.set(`${pattern.protocol}://${pattern.hostname}:${pattern.port ?? ''}`, pattern);
  }
  return [...patterns.values()];
}

/** The host names of readImagePatterns (what the content report and docs/configuration.md speak of). */
export const readImageHosts = (env: Env = process.env): string[] => [...new Set(readImagePatterns(env).map((p) => p.hostname))];

/**
 * Whether the build may download `url`: its protocol, host and port match one of `patterns`
 * as Astro's remotePatterns read them ('*.' one label more, '**.' any number more).
 */
export function isAllowedPicture(url: string, patterns: readonly ImageHostPattern[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const protocol = parsed.protocol.slice(0, -1);
  const host = parsed.hostname.toLowerCase();
  return patterns.some((p) => {
    if (p.protocol !== protocol || (p.port ?? '') !== parsed.port) return false;
    if (p.hostname.startsWith('**.')) return host.endsWith(p.hostname.slice(2));
    if (p.hostname.startsWith('*.')) {
      const rest = p.hostname.slice(1);
      return host.endsWith(rest) && !host.slice(0, -rest.length).includes('.');
    }
    return host === p.hostname;
  });
}
