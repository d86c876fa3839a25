import { readDataSourceConfig } from './dataSource.ts';

type Env = Record<string, string | undefined>;

/**
 * Whether this build runs on Cloudflare Pages' build machines (Pages sets CF_PAGES=1 there).
 * Only there must the settings be complete: on a computer the embedded sample is the default.
 */
export const isHostedBuild = (env: Env): boolean => env.CF_PAGES?.trim() === '1';

/**
 * What a build on Cloudflare lacks to publish the magazine's real site, as sentences naming
 * each missing setting; empty when nothing is missing (or when this is not a hosted build).
 * Without these the build would quietly publish the embedded sample at http://localhost:4321.
 */
export function hostedBuildProblems(env: Env): string[] {
  if (!isHostedBuild(env)) return [];
  const problems: string[] = [];
  const site = env.SITE_URL?.trim();
  if (!site) {
    problems.push("SITE_URL is not set: the site's public origin (e.g. https://hormiguerodepoemas.com), in wrangler.toml [vars].");
  } else if (!/^https?:\/\/[^/]+\/?$/.test(site)) {
    problems.push(`SITE_URL must be an origin such as https://hormiguerodepoemas.com (it is "${site}").`);
  }
  let source: ReturnType<typeof readDataSourceConfig> | undefined;
  try {
    source = readDataSourceConfig(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (source?.kind === 'embedded') {
    problems.push(
      'No data source: set SUPABASE_URL and SUPABASE_ANON_KEY in wrangler.toml [vars] (or DATABASE_URL as a secret); the embedded sample is only for a local machine.',
    );
  }
  return problems;
}

/** Stops a hosted build that would publish the wrong site, naming every missing setting. */
export function assertHostedBuildSettings(env: Env): void {
  const problems = hostedBuildProblems(env);
  if (problems.length > 0) {
    throw new Error(`This Cloudflare Pages build cannot publish the magazine:\n- ${problems.join('\n- ')}`);
  }
}
