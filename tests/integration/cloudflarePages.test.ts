// What Cloudflare Pages' build would get from the repository's wrangler.toml, read by the
// command Pages' build runs itself (`wrangler pages functions build-env`), and whether a
// build with those settings may publish (src/lib/config/hostedBuild.ts).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedBuildProblems, readWranglerConfig } from '@/lib/config/hostedBuild';
import { runNode } from '../helpers/run';

let project: string;

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'hdp-pages-config-'));
});
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

interface BuildEnv {
  vars: Record<string, string>;
  pages_build_output_dir: string;
}

/** `wrangler pages functions build-env` over `dir`, for Pages' production or preview environment. */
async function buildEnv(dir: string, environment: 'production' | 'preview'): Promise<BuildEnv> {
  const outfile = path.join(project, `build-env-${environment}.json`);
  const result = await runNode(
    [path.resolve('node_modules/wrangler/bin/wrangler.js'), 'pages', 'functions', 'build-env', dir, '--outfile', outfile],
    { PAGES_ENVIRONMENT: environment, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    60_000,
  );
  expect(result.code, result.output).toBe(0);
  return JSON.parse(await readFile(outfile, 'utf8')) as BuildEnv;
}

/** wrangler.toml with docs/deploying.md's step 4 filled in: the site's origin and Supabase's public settings. */
function filledIn(toml: string): string {
  return toml
    .replaceAll('SITE_URL = ""', 'SITE_URL = "https://hormiguerodepoemas.com"')
    .replaceAll('SUPABASE_URL = ""', 'SUPABASE_URL = "https://abcdefgh.supabase.co"')
    .replaceAll('SUPABASE_PUBLISHABLE_KEY = ""', 'SUPABASE_PUBLISHABLE_KEY = "sb_publishable_0123456789"')
    .replaceAll('id = ""', 'id = "0123456789abcdef0123456789abcdef"');
}

describe("the repository's wrangler.toml, as Pages' build reads it", () => {
  it('is the source of truth: production gets every non-secret setting, the preview its own with EDITOR_PREVIEW', async () => {
    const production = await buildEnv('.', 'production');
    expect(production.pages_build_output_dir).toBe('dist');
    expect(Object.keys(production.vars).sort()).toEqual(['MAGAZINE_TIME_ZONE', 'SITE_URL', 'SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_URL']);
    expect(production.vars.MAGAZINE_TIME_ZONE).toBe('America/Mexico_City');
    const preview = await buildEnv('.', 'preview');
    expect(Object.keys(preview.vars).sort()).toEqual([
      'EDITOR_PREVIEW',
      'MAGAZINE_TIME_ZONE',
      'SITE_URL',
      'SUPABASE_PUBLISHABLE_KEY',
      'SUPABASE_URL',
    ]);
    expect(preview.vars.EDITOR_PREVIEW).toBe('1');
    // No secret is ever committed: the keys that write live only in the dashboard.
    const toml = await readFile('wrangler.toml', 'utf8');
    expect(toml).not.toMatch(/SERVICE_ROLE_KEY\s*=|RATE_LIMIT_SECRET\s*=|UNSUBSCRIBE_SECRET\s*=|DATABASE_URL\s*=/);
    expect(toml).toMatch(/\[\[hyperdrive\]\]\s*binding = "HYPERDRIVE"/);
    expect(toml).toMatch(/\[\[env\.preview\.hyperdrive\]\]\s*binding = "HYPERDRIVE"/);
  });

  it('as committed (values still empty), a build on Cloudflare would stop and name SITE_URL, the data source and the Hyperdrive id', async () => {
    for (const environment of ['production', 'preview'] as const) {
      const { vars } = await buildEnv('.', environment);
      const problems = hostedBuildProblems({ CF_PAGES: '1', ...vars }, readWranglerConfig('.'));
      expect(problems.join('\n')).toMatch(
        /SITE_URL is not set[\s\S]*SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY[\s\S]*Hyperdrive id in wrangler\.toml \[\[(env\.preview\.)?hyperdrive\]\] is empty/,
      );
    }
  });

  it('filled in as the README says, the build gets the data source and SITE_URL, in production and in the preview', async () => {
    const dir = path.join(project, 'filled');
    await mkdir(dir);
    await writeFile(path.join(dir, 'wrangler.toml'), filledIn(await readFile('wrangler.toml', 'utf8')));
    for (const environment of ['production', 'preview'] as const) {
      const { vars } = await buildEnv(dir, environment);
      expect(vars.SITE_URL).toBe('https://hormiguerodepoemas.com');
      expect(vars.SUPABASE_URL).toBe('https://abcdefgh.supabase.co');
      expect(hostedBuildProblems({ CF_PAGES: '1', ...vars }, readWranglerConfig(dir))).toEqual([]);
    }
  });
});
