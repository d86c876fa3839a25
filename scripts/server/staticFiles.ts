import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The file under `root` that answers a clean URL path, or null: '/' -> index.html,
 * '/poema/x' -> poema/x.html, '/ediciones.json' -> ediciones.json. Never leaves `root`.
 */
export function staticFileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((s) => s === '..' || s === '.')) return null;
  // Host configuration files (_headers, _redirects) are for Cloudflare, not for readers.
  if (/^\/_(?!astro\/)/.test(decoded)) return null;
  const candidates = decoded === '/' ? ['index.html'] : [`${decoded.slice(1)}.html`, decoded.slice(1)];
  for (const candidate of candidates) {
    const file = path.resolve(root, candidate);
    if (!file.startsWith(path.resolve(root) + path.sep)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Cache-Control for a served file: hashed build assets forever, pages always revalidated. */
export function cacheControlFor(file: string): string {
  if (file.includes(`${path.sep}_astro${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html') || file.endsWith('.json') || file.endsWith('.xml')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}
