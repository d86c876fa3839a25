// The content report of a build: the pure checks of src/lib/report over the site's view, and
// the one part that needs I/O, asking whether each picture address loads.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readStorageBase } from '../../src/lib/config/storageBase.ts';
import { checkPictures } from '../../src/lib/report/checkPictures.ts';
import { collectPictures } from '../../src/lib/report/collectPictures.ts';
import { getContentReport } from '../../src/lib/report/getContentReport.ts';
import type { ContentReport } from '../../src/lib/report/types.ts';
import type { SiteView } from '../../src/lib/schedule/siteView.ts';
import { indexSnapshot } from '../../src/lib/site/indexSnapshot.ts';
import { paths } from '../../src/lib/site/paths.ts';

/** Where root-relative picture addresses are found: the images the build resizes, then the files it serves as they are. */
export const LOCAL_PICTURE_ROOTS = ['src/assets', 'public'].map((folder) => path.resolve(folder));

/**
 * Makes the report of `view`. Never throws: a report that cannot be made says why, and the
 * build goes on (a report never fails a build).
 */
export async function makeContentReport(
  view: SiteView,
  options: { env: NodeJS.ProcessEnv; cacheDir: string; now: Date; timeZone: string },
): Promise<ContentReport> {
  try {
    const site = indexSnapshot(view.snapshot, {
      storageBase: readStorageBase(options.env),
      now: options.now,
      preview: view.preview,
      timeZone: options.timeZone,
    });
    const pictures = await checkPictures(
      collectPictures(site).uses.map((use) => use.url),
      { localRoots: LOCAL_PICTURE_ROOTS, cacheFile: path.join(options.cacheDir, 'picture-checks.json'), now: options.now },
    );
    return getContentReport(site, view, pictures);
  } catch (error) {
    return {
      generatedAt: options.now.toISOString(),
      today: view.today,
      preview: view.preview,
      problems: [],
      scheduled: view.scheduled,
      nextPublication: view.nextPublication,
      pictures: { addresses: 0, fromCache: 0 },
      error: `The content report could not be made: ${(error as Error).message}`,
    };
  }
}

/** Writes the report into the build (never linked from a page, and sent with noindex). */
export async function writeContentReport(outDir: string, report: ContentReport): Promise<void> {
  await writeFile(path.join(outDir, paths.contentReport().slice(1)), JSON.stringify(report));
}
