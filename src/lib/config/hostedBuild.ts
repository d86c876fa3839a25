import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readDataSourceConfig } from './dataSource.ts';
import { isEditorPreview } from './publishing.ts';
import { classifySupabaseKey, readBuildKeys } from './supabaseKey.ts';
import { hyperdriveProblems, nonInheritableProblems, parseWranglerConfig, type WranglerConfig } from './wranglerConfig.ts';

type Env = Record<string, string | undefined>;

/**
 * Whether this build runs on Cloudflare Pages' build machines (Pages sets CF_PAGES=1 there).
 * Only there must the settings be complete: on a computer the embedded sample is the default.
 */
export const isHostedBuild = (env: Env): boolean => env.CF_PAGES?.trim() === '1';

/**
 * What a build on Cloudflare lacks to publish the magazine's real site, as sentences naming
 * each missing setting; empty when nothing is missing (or when this is not a hosted build).
 * Without these the build would quietly publish the embedded sample at http://localhost:4321,
 * or a site whose functions cannot write. `wrangler` is the Pages project's wrangler.toml: the
 * build cannot see its bindings, so it reads them from the file Cloudflare deploys them from.
 * The preview's builds are told apart by EDITOR_PREVIEW, which only [env.preview.vars] sets.
 */
export function hostedBuildProblems(env: Env, wrangler?: WranglerConfig): string[] {
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
      'No data source: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY in wrangler.toml [vars] (or DATABASE_URL as a secret); the embedded sample is only for a local machine.',
    );
  }
  // The build's settings are public (wrangler.toml is in the repository): a key that writes must never be among them.
  for (const { variable, value } of readBuildKeys(env)) {
    const { kind } = classifySupabaseKey(value);
    if (kind === 'secret' || kind === 'legacy-service-role') {
      problems.push(
        `${variable} holds a ${kind === 'secret' ? 'secret' : 'service_role'} key, which reads and writes everything: the build needs the publishable key (sb_publishable_…). Treat that key as leaked.`,
      );
    }
  }
  if (wrangler) {
    problems.push(...nonInheritableProblems(wrangler));
    problems.push(...hyperdriveProblems(wrangler, isEditorPreview(env.EDITOR_PREVIEW) ? 'preview' : 'production'));
  }
  return problems;
}

/** The Pages project's wrangler.toml in `dir`, or a problem saying it is missing. */
export function readWranglerConfig(dir = process.cwd()): WranglerConfig {
  const file = path.join(dir, 'wrangler.toml');
  try {
    return parseWranglerConfig(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}, the Pages project's settings: ${(error as Error).message}`, { cause: error });
  }
}

/** Stops a hosted build that would publish the wrong site, naming every missing setting. */
export function assertHostedBuildSettings(env: Env): void {
  if (!isHostedBuild(env)) return;
  const problems = hostedBuildProblems(env, readWranglerConfig());
  if (problems.length > 0) {
    throw new Error(`This Cloudflare Pages build cannot publish the magazine:\n- ${problems.join('\n- ')}`);
  }
}
