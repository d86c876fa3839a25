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
  const candidates = decoded === '/' ? ['index.html'] : [`${decoded.slice(1)}.html`, decoded.slice(1)];
  for (const candidate of candidates) {
    const file = path.resolve(root, candidate);
    if (!file.startsWith(path.resolve(root) + path.sep)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}
