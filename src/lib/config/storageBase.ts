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

/**
 * Hosts whose images the build may download and resize (Astro's image.remotePatterns): the
 * storage host, plus IMAGE_HOSTS (comma-separated) for images the magazine keeps elsewhere.
 */
export function readImageHosts(env: Env = process.env): string[] {
  const hosts = new Set<string>();
  const storage = readStorageBase(env);
  if (storage) {
    try {
      hosts.add(new URL(storage).hostname);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  for (const host of (env.IMAGE_HOSTS ?? '').split(',')) if (host.trim()) hosts.add(host.trim());
  return [...hosts];
}
