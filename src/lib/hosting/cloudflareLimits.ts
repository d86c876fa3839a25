// The limits of Cloudflare's free plans that the magazine can reach, in one place: the build
// warns from these, the README's table quotes them, and the forwarding stays within the
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
}

/** The editors' warning when a build's output nears (or passes) the Pages file limit, else null. */
export function outputSizeWarning({ files, limit }: OutputSize): string | null {
  if (files < limit * FILE_LIMIT_WARNING_SHARE) return null;
  const share = Math.round((files / limit) * 100);
  const fmt = (n: number) => n.toLocaleString('en-US');
  return files > limit
    ? `The build has ${fmt(files)} files: Cloudflare Pages' Free plan takes at most ${fmt(limit)} per deploy, so this deploy will fail (a paid plan or fewer pictures' sizes).`
    : `The build has ${fmt(files)} files, ${share}% of the ${fmt(limit)} Cloudflare Pages' Free plan takes per deploy.`;
}
