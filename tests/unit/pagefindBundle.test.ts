// Whether a Pagefind bundle on disk is whole enough to serve: a build rewrites one that is not.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWholeBundle } from '@/lib/search/pagefindWriter';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'hdp-bundle-'));
  await mkdir(path.join(folder, 'fragment'));
  await writeFile(path.join(folder, 'pagefind-entry.json'), '{"version":"1","languages":{}}');
  await writeFile(path.join(folder, 'pagefind.js'), 'export const options = () => {};');
  await writeFile(path.join(folder, 'fragment', 'es_1.pf_fragment'), 'x');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('a whole search bundle', () => {
  it('has a readable entry file and no empty file', async () => {
    expect(await isWholeBundle(folder)).toBe(true);
  });

  it.each([['pagefind-entry.json'], ['pagefind.js'], [path.join('fragment', 'es_1.pf_fragment')]])(
    'is not whole when %s was cut off at zero bytes',
    async (file) => {
      await writeFile(path.join(folder, file), '');
      expect(await isWholeBundle(folder)).toBe(false);
    },
  );

  it('is not whole without its entry file', async () => {
    await rm(path.join(folder, 'pagefind-entry.json'));
    expect(await isWholeBundle(folder)).toBe(false);
  });
});
