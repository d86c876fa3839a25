// Every poem, essay, interview and author page of the sample, as readers' own tools show it:
// Firefox's Reader View (Mozilla's Readability on jsdom) finds the work and nothing else, or is
// not offered at all for a work too short or made of pictures; Readability's parse() as
// read-later services call it, on any page however short, returns the work, its plain text
// (textContent) with every verse and block on a line of its own, and nothing around it (a
// work of pictures has no text for it to find: there, not the footer's contributors); lynx (no
// CSS) keeps each verse on its own line, never glues two words and shows each number of an
// interview once. The HTML is fetched as is: no browser needed.
import { expect, test } from '@playwright/test';
import { checkPage, mapLimited, tally, workPaths } from './readerTools.ts';

test('Reader View, Readability and lynx show every work whole, and only the work', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await workPaths(request);
  expect(paths.filter((p) => p.startsWith('/poema/')).length, 'poem pages in the sitemap').toBeGreaterThan(40);
  expect(paths.filter((p) => p.startsWith('/autor/')).length, 'author pages in the sitemap').toBeGreaterThan(5);
  // A few lynx processes at a time: the machine has two cores, shared with the server.
  const verdicts = await mapLimited(paths, 3, (path) => checkPage(request, '', path));
  const summary = tally(verdicts);
  test.info().annotations.push({ type: 'reader tools', description: summary });
  console.log(summary);
  expect(
    verdicts.flatMap((v) => [...v.reader, ...v.parse, ...v.lynx]),
    summary,
  ).toEqual([]);
  // Both sides of the rule are exercised: works offered, and pictures not.
  expect(verdicts.some((v) => v.kind === 'pictures' && !v.offered)).toBe(true);
  for (const kind of ['verse', 'essay', 'interview', 'author'] as const) {
    expect(
      verdicts.some((v) => v.kind === kind && v.offered),
      `some ${kind} page offered in Reader View`,
    ).toBe(true);
  }
  // parse() was checked where Reader View is not offered too: short works, below its threshold.
  expect(verdicts.some((v) => v.kind === 'verse' && !v.offered)).toBe(true);
});
