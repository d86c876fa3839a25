import type { Site } from '../site/indexSnapshot.ts';
import type { SiteView } from '../schedule/siteView.ts';
import { collectPictures, findBrokenPictures, type PictureCheck } from './collectPictures.ts';
import { findEmptyPoems } from './findEmptyPoems.ts';
import { findEmptySections } from './findEmptySections.ts';
import { findMissingCovers } from './findMissingCovers.ts';
import { findNameCollisions } from './findNameCollisions.ts';
import { findUnknownContributors } from './findUnknownContributors.ts';
import { findUnparsedInterviews } from './findUnparsedInterviews.ts';
import { PROBLEM_KINDS, type ContentProblem, type ContentReport, type ProblemKind } from './types.ts';

const KIND_ORDER = Object.keys(PROBLEM_KINDS) as ProblemKind[];

/** Every problem the content shows, pictures aside (those need their addresses checked first). */
export function findContentProblems(site: Site): ContentProblem[] {
  return [
    ...findMissingCovers(site),
    ...findEmptySections(site),
    ...findEmptyPoems(site),
    ...findUnparsedInterviews(site),
    ...findUnknownContributors(site),
    ...findNameCollisions(site),
  ];
}

/**
 * The build's content report: what readers would see broken, by kind then page, with the
 * row to fix, and the editions waiting for their date. `checks` are the answers of the
 * picture addresses collectPictures found.
 */
export function getContentReport(
  site: Site,
  view: Pick<SiteView, 'today' | 'preview' | 'scheduled' | 'nextPublication'>,
  pictures: { checks: ReadonlyMap<string, PictureCheck>; fromCache: number },
): ContentReport {
  const { uses, refused } = collectPictures(site);
  const problems = [...findBrokenPictures(uses, pictures.checks), ...refused, ...findContentProblems(site)].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      (a.page ?? '').localeCompare(b.page ?? '') ||
      a.row.table.localeCompare(b.row.table) ||
      a.row.id - b.row.id,
  );
  return {
    generatedAt: site.options.now.toISOString(),
    today: view.today,
    preview: view.preview,
    problems,
    scheduled: view.scheduled,
    nextPublication: view.nextPublication,
    pictures: { addresses: new Set(uses.map((u) => u.url)).size, fromCache: pictures.fromCache },
  };
}
