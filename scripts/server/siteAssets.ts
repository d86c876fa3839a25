import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Assets } from '../../functions/_lib/context.ts';
import { staticFileFor } from './staticFiles.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The functions' view of the built site, as Cloudflare Pages gives it to them (env.ASSETS):
 * every file of the current release at its clean URL, internal ones included.
 */
export function siteAssets(siteDir: () => string): Assets {
  return {
    async fetch(input) {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      const file = staticFileFor(siteDir(), url.pathname);
      if (!file) return new Response(null, { status: 404 });
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      return new Response(await readFile(file), { headers: { 'content-type': type } });
    },
  };
}
