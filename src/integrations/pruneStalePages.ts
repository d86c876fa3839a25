import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeReportPart } from '../lib/build/buildReport.ts';
import { htmlFileOf } from '../lib/site/paths.ts';

/**
 * Builds write into an output folder that is not emptied first (vite.build.emptyOutDir:
 * false), so incremental builds leave unchanged pages where they are. After a build this
 * removes the pages earlier builds left that this one no longer has (a deleted poem, a
 * renamed author), and reports how many pages were rendered and how many reused (a page
 * written before the build started was reused): the pages' part of the build report.
 */
export function pruneStalePages(): AstroIntegration {
  let cacheDir: URL;
  let started = 0;
  return {
    name: 'hormiguero:prune-stale-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.cacheDir;
      },
      'astro:build:start': () => {
        started = Date.now();
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        const current = new Set(pages.map(({ pathname }) => htmlFileOf(pathname)));
        const html = (await readdir(outDir, { recursive: true }))
          .map((file) => String(file).split(path.sep).join('/'))
          .filter((file) => file.endsWith('.html'));
        const stale = html.filter((file) => !current.has(file));
        await Promise.all(stale.map((file) => rm(path.join(outDir, file), { force: true })));
        if (stale.length) logger.info(`Removed ${stale.length} page(s) that no longer exist.`);
        const kept = html.filter((file) => current.has(file));
        const times = await Promise.all(kept.map(async (file) => (await stat(path.join(outDir, file))).mtimeMs));
        const rendered = times.filter((time) => time >= started).length;
        await writeReportPart(fileURLToPath(cacheDir), 'pages', { rendered, restored: kept.length - rendered, removed: stale.length });
      },
    },
  };
}
