import type { TableName } from '../content/types.ts';
import type { OutputSize } from '../hosting/cloudflareLimits.ts';
import type { ScheduledEdition } from '../schedule/siteView.ts';

/** The kinds of problem a build reports, each with its short label for the printed table. */
export const PROBLEM_KINDS = {
  'broken-picture': 'Picture does not load',
  'unknown-contributor': 'Contributor matches no author',
  'empty-poem': 'Poem has no text',
  'unparsed-interview': 'Interview has no questions',
  'name-collision': 'Name or title collides',
  'empty-section': 'Section has no books',
  'missing-cover': 'Edition has no cover',
} as const;

export type ProblemKind = keyof typeof PROBLEM_KINDS;

/** The row an editor fixes: its table, its key, and the column at fault (null: a missing row elsewhere). */
export interface RowRef {
  table: TableName;
  id: number;
  column: string | null;
}

/** Something readers would see broken, where they see it, and what to fix. */
export interface ContentProblem {
  kind: ProblemKind;
  /** What is wrong, in a sentence an editor can act on. */
  detail: string;
  /** The page readers see it on (a path of the site), or null when no page shows the row. */
  page: string | null;
  row: RowRef;
}

/** The content report of one build (written into the build as JSON, printed as a table). */
export interface ContentReport {
  /** When the build made it (ISO). */
  generatedAt: string;
  /** The magazine's date the build published as of ('YYYY-MM-DD'). */
  today: string;
  /** Made for the editors' preview (scheduled editions included). */
  preview: boolean;
  problems: ContentProblem[];
  /** Editions waiting for their date, soonest first. */
  scheduled: ScheduledEdition[];
  /** When the next scheduled edition becomes public (ISO): the public site is due a publish then. */
  nextPublication: string | null;
  /** Picture addresses checked this build (each once) and how many answers came from the cache. */
  pictures: { addresses: number; fromCache: number };
  /** Files the build wrote, against the host's limit per deploy (set once the build is done). */
  output?: OutputSize;
  /** Why the report could not be made (the build went on without it). */
  error?: string;
}
