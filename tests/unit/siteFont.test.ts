// The pages' font subset: every character the magazine writes, the whole weight axis, smaller
// than the package's Latin file, made once per cache and named by what it holds.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSiteFont, SITE_FONT_CHARACTERS, SITE_FONT_SOURCE, siteFontFileName } from '@/lib/media/siteFont';

const open = async (file: string): Promise<Font> => create(await readFile(file)) as Font;

let cacheDir: string;
let file: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'site-font-'));
  file = await ensureSiteFont(cacheDir);
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe("the site's font", () => {
  it('keeps every character of its set that the package has, and nothing else', async () => {
    const [source, subset] = await Promise.all([open(SITE_FONT_SOURCE), open(file)]);
    const wanted = [...new Set(SITE_FONT_CHARACTERS)].map((c) => c.codePointAt(0)!).filter((c) => source.characterSet.includes(c));
    // 0xFFFF is the character map's own end marker, not a character.
    expect(subset.characterSet.filter((c) => c !== 0xffff).sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    expect(subset.numGlyphs).toBeLessThan(source.numGlyphs);
  });

  it('keeps every weight from 100 to 900 and is at least a fifth smaller than the package file', async () => {
    const subset = await open(file);
    expect(subset.variationAxes.wght).toMatchObject({ min: 100, max: 900 });
    const [before, after] = await Promise.all([stat(SITE_FONT_SOURCE), stat(file)]);
    expect(after.size).toBeLessThan(before.size * 0.8);
  });

  it("has every letter and sign of the sample's texts and of the pages' own words", async () => {
    const source = await open(SITE_FONT_SOURCE);
    const subset = new Set((await open(file)).characterSet);
    const texts = await readFile('supabase/seed.sql', 'utf8');
    const missing = [...new Set(texts)].filter((c) => source.characterSet.includes(c.codePointAt(0)!) && !subset.has(c.codePointAt(0)!));
    expect(missing).toEqual([]);
    for (const word of ['¿Quién hormiguea?', 'Edición n.º 3 — «Añoranza»…', 'Suscríbete · €']) {
      expect([...word].filter((c) => !subset.has(c.codePointAt(0)!))).toEqual([]);
    }
  });

  it('is made once per cache: asked again, the same file, untouched', async () => {
    const { mtimeMs } = await stat(file);
    expect(await ensureSiteFont(cacheDir)).toBe(file);
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
  });

  it('is named by its source and its characters, so a change makes a new file', async () => {
    const source = await readFile(SITE_FONT_SOURCE);
    expect(path.basename(file)).toBe(siteFontFileName(source));
    expect(siteFontFileName(source, `${SITE_FONT_CHARACTERS}ß`)).not.toBe(siteFontFileName(source));
  });
});
