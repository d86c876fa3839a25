// What a build reports, and where its parts are kept: the integrations write theirs into
// Astro's cache folder as the build ends (src/integrations/pruneStalePages.ts: the pages;
// src/integrations/searchIndex.ts: the search index), and the build command
// (scripts/site/buildSite.ts) reads them back and adds the content report, which it also
// writes into the site itself (paths.contentReport(), see scripts/site/contentReport.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentReport } from '../report/types.ts';

/** The pages of a build: rendered by it, reused from earlier builds, removed as stale. */
export interface PagesReport {
  rendered: number;
  restored: number;
  removed: number;
}

/** How indexing went. */
export interface SearchReport {
  documents: number;
  seconds: number;
  /** What was written (see IndexPlan): the whole index, a delta, or nothing. */
  mode: 'full' | 'delta' | 'unchanged';
  /** Pages written: all of them (full) or those in the delta index. */
  changed: number;
}

/** What `npm run build` (and a publish) reports. */
export interface BuildReport {
  /** HTML pages rendered by this build. */
  rendered: number;
  /** HTML pages reused from the previous build (kept in place or copied from the cache). */
  restored: number;
  /** The search index: pages indexed and seconds it took (part of the build). */
  search?: SearchReport;
  /** What readers would see broken, and the editions waiting for their date (also in the build as JSON). */
  content: ContentReport;
  /** The cards of shared links: how many the site has, drawn by this build, removed as stale. */
  cards?: { cards: number; drawn: number; removed: number; seconds: number };
}

interface ReportParts {
  pages: PagesReport;
  search: SearchReport;
}

/** The file of each part in the cache folder. */
const PART_FILES: Record<keyof ReportParts, string> = { pages: 'build-report.json', search: 'search-report.json' };

/** Writes one part of the report into the cache folder (an integration, as the build ends). */
export function writeReportPart<K extends keyof ReportParts>(cacheDir: string, part: K, report: ReportParts[K]): Promise<void> {
  return writeFile(path.join(cacheDir, PART_FILES[part]), JSON.stringify(report));
}

/** Reads back the part a build's integration wrote. */
export async function readReportPart<K extends keyof ReportParts>(cacheDir: string, part: K): Promise<ReportParts[K]> {
  return JSON.parse(await readFile(path.join(cacheDir, PART_FILES[part]), 'utf8')) as ReportParts[K];
}

/** The search index's line of the build summary. */
export function searchSummary(search: SearchReport | undefined): string {
  if (!search) return 'no search index.';
  if (search.mode === 'unchanged') return `search index unchanged (${search.documents} pages).`;
  return `search index: ${search.mode} (${search.changed} of ${search.documents} pages) in ${search.seconds.toFixed(1)} s.`;
}
