import { describeDataSource, readDataSourceConfig, type DataSourceConfig } from '../config/dataSource.ts';
import { readPublishingConfig } from '../config/publishing.ts';
import { siteView } from '../schedule/siteView.ts';
import { createContentSource } from './createContentSource.ts';
import { createFileSource } from './fileSource.ts';
import type { Snapshot } from './types.ts';

/** What a build says when the magazine's data cannot be read; it stops with it and publishes nothing. */
export const LOAD_FAILURE_MESSAGE = 'Failed to load magazine data';

export class MagazineLoadError extends Error {
  constructor(source: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${LOAD_FAILURE_MESSAGE}\n  from the ${source}: ${reason}`, { cause });
    this.name = 'Error';
  }
}

/** Reads one snapshot of every content table from the configured source. */
export async function loadSnapshot(config: DataSourceConfig = readDataSourceConfig()): Promise<Snapshot> {
  let source;
  try {
    source = await createContentSource(config);
    return await source.snapshot();
  } catch (error) {
    throw new MagazineLoadError(describeDataSource(config), error);
  } finally {
    await source?.close();
  }
}

let current: Promise<Snapshot> | undefined;

/**
 * The build's snapshot: read once, shared by every route of the build. `npm run build` (and
 * every publish) passes CONTENT_SNAPSHOT_FILE: the site's view of the database it already
 * made (scripts/site/buildSite.ts). A bare `astro build` or `astro dev` reads the database
 * here and makes the same view (scheduled editions left out, or all of them in the preview).
 */
export function getBuildSnapshot(): Promise<Snapshot> {
  const file = process.env.CONTENT_SNAPSHOT_FILE?.trim();
  current ??= file
    ? createFileSource(file)
        .snapshot()
        .catch((error: unknown) => Promise.reject(new MagazineLoadError(`content snapshot ${file}`, error)))
    : loadSnapshot().then((database) => siteView(database, { now: new Date(), ...readPublishingConfig() }).snapshot);
  return current;
}
