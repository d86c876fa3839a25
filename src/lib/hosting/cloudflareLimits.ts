// The limits of Cloudflare's free plans that the magazine can reach, in one place: the build
// warns from these, docs/deploying.md's table quotes them, and the forwarding stays within the
// Workers ones (functions/_lib/forwardPolicy.ts).
// Pages: https://developers.cloudflare.com/pages/platform/limits/
// Workers: https://developers.cloudflare.com/workers/platform/limits/

/** Files in one Pages deploy (Free plan). */
export const PAGES_FREE_MAX_FILES = 20_000;
/** Builds a month (Free plan). */
export const PAGES_FREE_BUILDS_PER_MONTH = 500;
/** Function (Workers) requests a day (Free plan); Pages Functions count as Workers requests. */
export const WORKERS_FREE_REQUESTS_PER_DAY = 100_000;

/** From this share of the file limit on, the build warns. */
export const FILE_LIMIT_WARNING_SHARE = 0.8;

/** What the content report says about the output: its file count against the plan's limit. */
export interface OutputSize {
  files: number;
  limit: number;
  /** Poems the build published: with the files, how many poems the limit leaves room for. */
  poems?: number;
}

/**
 * How many poems fit under the limit at this build's files per poem (each poem brings its
 * page, its search fragment and its card, and a share of its author's and edition's), or
 * null for a build with no poems.
 */
export function poemCeiling({ files, limit, poems }: OutputSize): number | null {
  if (!poems) return null;
  return Math.floor(limit / (files / poems));
}

/** The editors' warning when a build's output nears (or passes) the Pages file limit, else null. */
export function outputSizeWarning(size: OutputSize): string | null {
  const { files, limit, poems } = size;
  if (files < limit * FILE_LIMIT_WARNING_SHARE) return null;
  const share = Math.round((files / limit) * 100);
  const fmt = (n: number) => n.toLocaleString('en-US');
  const ceiling = poemCeiling(size);
  const room =
    ceiling === null
      ? ''
      : ` At ${(files / poems!).toLocaleString('en-US', { maximumFractionDigits: 1 })} files a poem, about ${fmt(Math.floor(ceiling / 100) * 100)} poems fit.`;
  return files > limit
    ? `The build has ${fmt(files)} files: Cloudflare Pages' Free plan takes at most ${fmt(limit)} per deploy, so this deploy will fail (a paid plan or fewer pictures' sizes).${room}`
    : `The build has ${fmt(files)} files, ${share}% of the ${fmt(limit)} Cloudflare Pages' Free plan takes per deploy.${room}`;
}
