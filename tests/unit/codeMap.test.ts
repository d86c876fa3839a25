import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/code-map.md is a new maintainer's first map: a path it names that no longer exists
// would send them looking for code that moved.
describe('docs/code-map.md', () => {
  it('names only paths that exist in the tree', async () => {
    const map = await readFile('docs/code-map.md', 'utf8');
    // Code spans that look like paths: a folder and a file with an extension, or a folder/.
    const named = [...map.matchAll(/`([\w.[\]-]+\/[\w./[\]-]*)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });

  it('resolves file names given after a folder named on the same line', async () => {
    // "`src/lib/site/` (`getPoemModel.ts`, …)": bare names are read in the folder before them.
    const map = await readFile('docs/code-map.md', 'utf8');
    const missing: string[] = [];
    for (const paragraph of map.split(/\n\s*\n/)) {
      let folder: string | null = null;
      for (const [, span] of paragraph.matchAll(/`([^`\s]+)`/g)) {
        if (span!.includes('/')) folder = span!.endsWith('/') ? span! : span!.replace(/[^/]+$/, '');
        else if (folder && /^[\w-]+\.(ts|md|sql|astro|tsx)$/.test(span!) && !existsSync(folder + span)) missing.push(folder + span);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every write endpoint under functions/api/', async () => {
    // A write endpoint is a function that answers POST. Each must be named by its own path, or
    // by a folder below functions/api/ that holds it (`functions/api/hormiguear/`), so the map
    // cannot forget one of the site's writes.
    const map = await readFile('docs/code-map.md', 'utf8');
    const named = new Set([...map.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!));
    const files = (await readdir('functions/api', { recursive: true }))
      .map((file) => path.posix.join('functions/api', file.split(path.sep).join('/')))
      .filter((file) => file.endsWith('.ts'));
    const writes: string[] = [];
    for (const file of files) if (/export const onRequestPost\b/.test(await readFile(file, 'utf8'))) writes.push(file);
    expect(writes.length).toBeGreaterThanOrEqual(4);
    const coveredBy = (file: string) =>
      named.has(file) ||
      [...named].some(
        (span) => span.endsWith('/') && span.startsWith('functions/api/') && span !== 'functions/api/' && file.startsWith(span),
      );
    expect(writes.filter((file) => !coveredBy(file))).toEqual([]);
  });
});
