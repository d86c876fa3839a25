import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { getSearchDocuments } from '../lib/search/searchDocuments.ts';
import { getSite } from '../lib/site/getSite.ts';
import { updateSearchIndex } from '../lib/search/indexUpdate.ts';
import { writeReportPart } from '../lib/build/buildReport.ts';

/**
 * The build's hook for search: the index, built with every build from the same snapshot as
 * the pages (never from the HTML files: an incremental build does not re-read 11,000 of them),
 * into the output folder next to them. The pipeline, in order: lib/search/contract.ts,
 * searchDocuments.ts, indexPlan.ts, pagefindWriter.ts, indexUpdate.ts; in the browser,
 * scripts/search/siteIndex.ts and searchDialog.ts.
 */
export function searchIndex(): AstroIntegration {
  let cacheDir: URL;
  return {
    name: 'hormiguero:search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = config.cacheDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const documents = getSearchDocuments(await getSite());
        const report = await updateSearchIndex(documents, { outDir: fileURLToPath(dir), cacheDir: fileURLToPath(cacheDir) });
        await writeReportPart(fileURLToPath(cacheDir), 'search', report);
        logger.info(
          report.mode === 'unchanged'
            ? `Search index unchanged (${report.documents} pages).`
            : `Indexed ${report.changed} of ${report.documents} pages for search (${report.mode}) in ${report.seconds.toFixed(1)} s.`,
        );
      },
    },
  };
}
