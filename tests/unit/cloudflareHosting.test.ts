import { describe, expect, it } from 'vitest';
import { assertHostedBuildSettings, hostedBuildProblems } from '@/lib/config/hostedBuild';
import { FILE_LIMIT_WARNING_SHARE, outputSizeWarning, PAGES_FREE_MAX_FILES, poemCeiling } from '@/lib/hosting/cloudflareLimits';
import { formatContentReport } from '@/lib/report/formatContentReport';
import type { ContentReport } from '@/lib/report/types';
import { assetFolders, functionRoutes, MAX_ROUTE_RULES, servedAsIs } from '@/lib/routing/functionRoutes';
import { CACHE_RULES } from '@/lib/security/headers';

const SITE = { SITE_URL: 'https://hormiguerodepoemas.com' };
const SUPABASE = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_0123456789' };

describe('a build on Cloudflare Pages (CF_PAGES=1)', () => {
  it('on a computer nothing is required: the embedded sample and localhost are the defaults', () => {
    expect(hostedBuildProblems({})).toEqual([]);
    expect(() => assertHostedBuildSettings({ CF_PAGES: '' })).not.toThrow();
  });
  it('with no settings at all, stops and names SITE_URL and the data source', () => {
    const problems = hostedBuildProblems({ CF_PAGES: '1' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/SITE_URL is not set/);
    expect(problems[1]).toMatch(/SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY/);
    // The build reads the repository's wrangler.toml too, committed without a Hyperdrive id.
    expect(() => assertHostedBuildSettings({ CF_PAGES: '1' })).toThrow(
      /cannot publish the magazine[\s\S]*SITE_URL[\s\S]*SUPABASE_URL[\s\S]*Hyperdrive id in wrangler\.toml \[\[hyperdrive\]\] is empty/,
    );
  });
  it('empty values (as wrangler.toml is committed) count as missing', () => {
    const problems = hostedBuildProblems({ CF_PAGES: '1', SITE_URL: ' ', SUPABASE_URL: '', SUPABASE_PUBLISHABLE_KEY: '' });
    expect(problems.join('\n')).toMatch(/SITE_URL is not set[\s\S]*No data source/);
  });
  it('names the missing half of a Supabase setting, and a SITE_URL that is not an origin', () => {
    expect(hostedBuildProblems({ CF_PAGES: '1', ...SITE, SUPABASE_URL: SUPABASE.SUPABASE_URL })).toEqual([
      expect.stringMatching(/SUPABASE_PUBLISHABLE_KEY/),
    ]);
    expect(hostedBuildProblems({ CF_PAGES: '1', SITE_URL: 'hormiguerodepoemas.com', ...SUPABASE })).toEqual([
      expect.stringMatching(/SITE_URL must be an origin/),
    ]);
  });
  it('stops when the key in the settings is one that writes (a secret key, or the legacy service_role JWT)', () => {
    const serviceRole = `x.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.y`;
    for (const key of ['sb_secret_0123456789', serviceRole]) {
      expect(hostedBuildProblems({ CF_PAGES: '1', ...SITE, SUPABASE_URL: SUPABASE.SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY: key })).toEqual([
        expect.stringMatching(/^SUPABASE_PUBLISHABLE_KEY holds a (secret|service_role) key, which reads and writes everything/),
      ]);
    }
  });
  it('builds with SITE_URL and Supabase, or SITE_URL and DATABASE_URL', () => {
    expect(hostedBuildProblems({ CF_PAGES: '1', ...SITE, ...SUPABASE })).toEqual([]);
    // The legacy anon key's name is still read, until Supabase turns those keys off.
    expect(
      hostedBuildProblems({ CF_PAGES: '1', ...SITE, SUPABASE_URL: SUPABASE.SUPABASE_URL, SUPABASE_ANON_KEY: 'eyJ.legacy.key' }),
    ).toEqual([]);
    expect(hostedBuildProblems({ CF_PAGES: '1', ...SITE, DATABASE_URL: 'postgres://u:p@db.example:5432/postgres' })).toEqual([]);
  });
});

/** A built folder's files, as the sample's build has them. */
const BUILT = [
  '/index.html',
  '/404.html',
  '/_headers',
  '/_respuestas/aviso.html',
  '/poema/polilla.html',
  '/autor/ines-avila.html',
  '/ediciones/5.html',
  '/ediciones/5/sin-conexion.json',
  '/_astro/Nav.Bx1.js',
  '/_astro/fonts/montserrat.woff2',
  '/_astro/portada.Hs2_Zq.webp',
  '/pagefind/pagefind.js',
  '/pagefind/fragment/es_b73f3da.pf_fragment',
  '/pagefind/wasm.es.pagefind',
  '/sample/logo.png',
  '/insectos/hormiga.svg',
  '/favicon.svg',
  '/sw.js',
  '/rss.xml',
  '/version.json',
];

describe("Cloudflare's _routes.json", () => {
  const routes = functionRoutes(BUILT);

  it('keeps hashed assets, fonts, pictures, search files and root files away from the Functions', () => {
    expect(routes.include).toEqual(['/*']);
    expect(routes.exclude).toEqual(
      expect.arrayContaining([
        '/_astro/*',
        '/pagefind/*',
        '/sample/*',
        '/insectos/*',
        '/favicon.svg',
        '/sw.js',
        '/rss.xml',
        '/version.json',
      ]),
    );
  });
  it('never takes a page, /api/*, an internal file or the 404 page from the middleware', () => {
    const excluded = (file: string) =>
      routes.exclude.some((rule) => (rule.endsWith('*') ? file.startsWith(rule.slice(0, -1)) : file === rule));
    for (const file of [
      '/index.html',
      '/poema/polilla.html',
      '/404.html',
      '/_headers',
      '/_respuestas/aviso.html',
      '/ediciones/5/sin-conexion.json',
    ])
      expect(excluded(file), file).toBe(false);
    for (const path of ['/poema/polilla', '/', '/api/suscribir', '/404', '/_routes.json', '/autor/Inés Ávila'])
      expect(servedAsIs(path), path).toBe(false);
  });
  it('a folder with anything the middleware must see stays with it', () => {
    expect(functionRoutes([...BUILT, '/sample/pagina.html']).exclude).not.toContain('/sample/*');
  });
  it('every cached folder of _headers is one the Functions skip (the same rules give both files)', () => {
    for (const rule of CACHE_RULES)
      expect(
        assetFolders().some((folder) => rule.path.startsWith(folder.slice(0, -1))),
        rule.path,
      ).toBe(true);
  });
  it("stays within Cloudflare's 100 rules", () => {
    const many = Array.from({ length: MAX_ROUTE_RULES }, (_, i) => `/archivo-${i}.txt`);
    expect(() => functionRoutes(many)).toThrow(/100/);
  });
});

describe('the Pages file limit in the content report', () => {
  const report: ContentReport = {
    generatedAt: '2026-01-01T00:00:00Z',
    today: '2026-01-01',
    preview: false,
    problems: [],
    scheduled: [],
    nextPublication: null,
    pictures: { addresses: 0, fromCache: 0 },
  };
  it('says nothing while the build is well under the limit', () => {
    expect(outputSizeWarning({ files: 465, limit: PAGES_FREE_MAX_FILES })).toBeNull();
    expect(formatContentReport({ ...report, output: { files: 465, limit: PAGES_FREE_MAX_FILES } }, 'UTC')).toBe('');
  });
  it('warns near the limit and says a deploy over it fails', () => {
    const near = PAGES_FREE_MAX_FILES * FILE_LIMIT_WARNING_SHARE;
    expect(outputSizeWarning({ files: near, limit: PAGES_FREE_MAX_FILES })).toMatch(/16,000 files, 80% of the 20,000/);
    expect(formatContentReport({ ...report, output: { files: 22_789, limit: PAGES_FREE_MAX_FILES } }, 'UTC')).toMatch(
      /22,789 files.*this deploy will fail/,
    );
  });
  it('says how many poems fit, at the files each poem of this build brings', () => {
    // The 10,000-poem benchmark: a page, a search fragment and a card a poem, and its share of the rest.
    const bench = { files: 33_900, limit: PAGES_FREE_MAX_FILES, poems: 10_000 };
    expect(poemCeiling(bench)).toBe(5_899);
    expect(outputSizeWarning(bench)).toMatch(/33,900 files.*will fail.*At 3\.4 files a poem, about 5,800 poems fit\./);
    expect(poemCeiling({ files: 465, limit: PAGES_FREE_MAX_FILES, poems: 0 })).toBeNull();
  });
});
