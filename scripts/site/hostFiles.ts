// Files of a finished build that describe the build itself to its host, written after Astro
// (and on a build that had nothing to render) from what is really in the folder.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGES_FREE_MAX_FILES, type OutputSize } from '../../src/lib/hosting/cloudflareLimits.ts';
import { functionRoutes } from '../../src/lib/routing/functionRoutes.ts';
import { paths } from '../../src/lib/site/paths.ts';

/** What /version.json says: when the build read the database, and the fingerprint of what it built. */
export interface SiteVersion {
  /** ISO time the build read the database: every change made before it is in this build. */
  leido: string;
  /** The build's fingerprint (data, code and settings). */
  huella: string;
}

/** Every file of the folder as a URL path ('/poema/polilla.html'). */
async function urlPathsOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`);
}

/**
 * Writes /version.json (the publish job on Supabase reads it to know a change is live) and
 * Cloudflare's `_routes.json`, and says how many files the folder holds against the Pages limit.
 */
export async function writeHostFiles(outDir: string, version: SiteVersion, poems: number): Promise<OutputSize> {
  await writeFile(path.join(outDir, paths.siteVersion().slice(1)), JSON.stringify(version));
  const files = await urlPathsOf(outDir);
  await writeFile(path.join(outDir, '_routes.json'), `${JSON.stringify(functionRoutes(files), null, 2)}\n`);
  // The content report is written after this count: count it (and this file) whether or not they were there yet.
  const count = new Set([...files, '/_routes.json', paths.contentReport()]).size;
  return { files: count, limit: PAGES_FREE_MAX_FILES, poems };
}
