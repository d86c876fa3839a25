import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { trimCspHashes as trimPage } from '../lib/security/cspHashes.ts';
import { htmlFileOf } from '../lib/seo/canonical.ts';

/**
 * After a build, trims each page's CSP <meta> to the hashes of its own inline scripts and
 * styles (see src/lib/security/cspHashes.ts). Only pages written by this build: pages an
 * incremental build reused were trimmed when they were rendered.
 */
export function trimCspHashes(): AstroIntegration {
  let started = 0;
  return {
    name: 'hormiguero:trim-csp-hashes',
    hooks: {
      'astro:build:start': () => {
        started = Date.now();
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        let trimmed = 0;
        for (const { pathname } of pages) {
          const full = path.join(outDir, htmlFileOf(pathname));
          const written = await stat(full).then((info) => info.mtimeMs >= started, () => false);
          if (!written) continue;
          const html = await readFile(full, 'utf8');
          const result = trimPage(html);
          if (result === html) continue;
          await writeFile(full, result);
          trimmed++;
        }
        if (trimmed) logger.info(`Trimmed the CSP hashes of ${trimmed} page(s) to their own inline scripts and styles.`);
      },
    },
  };
}
