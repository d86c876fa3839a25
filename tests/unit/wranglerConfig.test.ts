// Cloudflare's rules for the Pages project's wrangler.toml that nothing local applies: an
// environment that overrides one non-inheritable key declares them all (else the deploy fails
// validation), and the functions' Hyperdrive binding has an id (else every write fails).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hyperdriveProblems, nonInheritableProblems, parseWranglerConfig } from '@/lib/config/wranglerConfig';

const repository = parseWranglerConfig(readFileSync('wrangler.toml', 'utf8'));

describe("Cloudflare's non-inheritable keys", () => {
  it("the repository's wrangler.toml declares, for the preview, every non-inheritable key production has", () => {
    expect(Object.keys(repository.env ?? {})).toEqual(['preview']);
    expect(nonInheritableProblems(repository)).toEqual([]);
  });

  it("refuses Cloudflare's own example of a file that fails to deploy (vars overridden, KV not)", () => {
    const config = parseWranglerConfig(`
      name = "my-pages-site"
      pages_build_output_dir = "./dist"
      [[kv_namespaces]]
      binding = "KV"
      id = "<NAMESPACE_ID>"
      [vars]
      API_KEY = "1234567asdf"
      [env.production.vars]
      API_KEY = "8901234bfgd"
    `);
    expect(nonInheritableProblems(config)).toEqual([
      expect.stringMatching(/^\[env\.production\] overrides vars, so it must also declare kv_namespaces/),
    ]);
  });

  it('refuses the preview overriding vars while Hyperdrive stays at the top level', () => {
    const config = parseWranglerConfig(`
      name = "x"
      pages_build_output_dir = "./dist"
      [vars]
      SITE_URL = ""
      [[hyperdrive]]
      binding = "HYPERDRIVE"
      id = "abc"
      [env.preview.vars]
      EDITOR_PREVIEW = "1"
    `);
    expect(nonInheritableProblems(config)).toEqual([expect.stringContaining('must also declare hyperdrive')]);
  });

  it('an environment that overrides nothing non-inheritable inherits, and is fine', () => {
    const config = parseWranglerConfig(`
      name = "x"
      pages_build_output_dir = "./dist"
      [vars]
      A = "1"
      [env.preview]
      compatibility_date = "2026-10-01"
    `);
    expect(nonInheritableProblems(config)).toEqual([]);
  });
});

describe("the functions' Hyperdrive binding", () => {
  it('as committed, both environments still lack the id, and each problem names its section', () => {
    expect(hyperdriveProblems(repository, 'production')).toEqual([
      expect.stringMatching(/Hyperdrive id in wrangler\.toml \[\[hyperdrive\]\] is empty/),
    ]);
    expect(hyperdriveProblems(repository, 'preview')).toEqual([
      expect.stringMatching(/Hyperdrive id in wrangler\.toml \[\[env\.preview\.hyperdrive\]\] is empty/),
    ]);
  });

  it('filled in, there is nothing to say; a binding under another name is as good as none', () => {
    const filled = parseWranglerConfig(
      readFileSync('wrangler.toml', 'utf8').replaceAll('id = ""', 'id = "0123456789abcdef0123456789abcdef"'),
    );
    expect(hyperdriveProblems(filled, 'production')).toEqual([]);
    expect(hyperdriveProblems(filled, 'preview')).toEqual([]);
    const renamed = parseWranglerConfig('[[hyperdrive]]\nbinding = "DB"\nid = "abc"\n');
    expect(hyperdriveProblems(renamed, 'production')).toEqual([expect.stringMatching(/no HYPERDRIVE binding/)]);
  });
});
