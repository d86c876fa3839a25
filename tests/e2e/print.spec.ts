// A poem on paper: its lines, stanzas and indentation, black on white, and nothing of the page
// around it (nav, footer, buttons, hormiguear, sharing, more poems). Print CSS does not
// depend on the window's width: checked once.
import { expect, test } from '@playwright/test';
import { POLILLA, seedStanzas } from './sampleFacts.ts';

test('a printed poem shows its lines, stanzas and indentation, and nothing around it', async ({ page }) => {
  await page.goto('/poema/polilla');
  await page.emulateMedia({ media: 'print' });

  // Every verse shown, in its stanza, with its indentation (leading spaces kept as shown).
  const lines = page.locator('main .line');
  const stanzas = await lines.evaluateAll((els) => {
    const groups: string[][] = [];
    let parent: Element | null = null;
    for (const el of els) {
      if ((el as HTMLElement).offsetParent === null) continue;
      if (el.parentElement !== parent) groups.push([]);
      parent = el.parentElement;
      groups.at(-1)!.push((el.textContent ?? '').replaceAll('\u00a0', ' '));
    }
    return groups;
  });
  expect(stanzas).toEqual(seedStanzas(POLILLA));
  const x = async (text: string, nth = 0) => {
    const line = lines.filter({ hasText: new RegExp(`^\\s*${text}$`) }).nth(nth);
    return line.evaluate((el) => {
      const range = document.createRange();
      const node = el.firstChild!;
      const i = (node.textContent ?? '').search(/\S/);
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect().left;
    });
  };
  const flush = await x('Da vueltas a la lámpara\\.');
  const once = await x('Da vueltas\\.');
  const twice = await x('Da vueltas\\.', 1);
  expect(once).toBeGreaterThan(flush + 8);
  expect(twice - flush).toBeGreaterThan((once - flush) * 1.5);
  // Stanzas stay apart on paper.
  const stanzaBoxes = await page.locator('main .stanza').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
  for (let i = 1; i < stanzaBoxes.length; i++) expect(stanzaBoxes[i]!.top).toBeGreaterThan(stanzaBoxes[i - 1]!.bottom);

  // The title, the author and where the poem lives are printed.
  await expect(page.locator('main h1')).toHaveText('Polilla');
  await expect(page.locator('main article').getByText('Lucía Ferrer', { exact: true })).toBeVisible();
  await expect(page.locator('main .address')).toBeVisible();

  // Nothing of the page around the poem.
  for (const [what, locator] of [
    ['nav', page.locator('body > header, nav')],
    ['footer', page.locator('footer')],
    ['Regresar', page.getByRole('link', { name: 'Regresar' })],
    ['MÁS POEMAS', page.locator('main aside')],
    ['HORMIGUEAR', page.getByText(/hormiguear/i)],
    ['forms', page.locator('form')],
    ['Compartir', page.getByText('Compartir')],
  ] as const) {
    for (const el of await locator.all()) await expect(el, what).toBeHidden();
  }
  for (const button of await page.getByRole('button', { includeHidden: true }).all()) await expect(button).toBeHidden();
  // Black on white.
  const colors = await page
    .locator('main .stanza')
    .first()
    .evaluate((el) => ({
      ink: getComputedStyle(el).color,
      paper: getComputedStyle(document.body).backgroundColor,
    }));
  expect(colors).toEqual({ ink: 'rgb(0, 0, 0)', paper: 'rgb(255, 255, 255)' });
});
