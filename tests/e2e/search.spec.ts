// Search from every page (nav 'Buscar'): Pagefind's index of the sample magazine, loaded only
// once a reader opens search; accent- and case-insensitive, Spanish stemming; by keyboard.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isMobileLayout, openSearch as openNavSearch, waitForNavScript } from './pageHelpers.ts';

/** Requests that belong to search (its module, Pagefind's script, WebAssembly and index). */
const isSearchRequest = (url: string) => /\/pagefind\/|\/_astro\/searchDialog-/.test(new URL(url).pathname);

/** Search opened from the nav, with its placeholder. */
async function openSearch(page: Page) {
  const field = await openNavSearch(page);
  await expect(field).toHaveAttribute('placeholder', 'Buscar poemas, autores, ediciones…');
  return field;
}

const results = (page: Page) => page.getByRole('listbox', { name: 'Resultados' }).getByRole('option');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Buscar' });
const status = (page: Page) => dialog(page).getByRole('status');

test.describe('search', () => {
  test('loads nothing until opened; then finds a poem by a word of its title, with author, edition and excerpt', async ({ page }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => isSearchRequest(request.url()) && searchRequests.push(request.url()));
    await page.goto('/poema/leccion-de-la-hormiga');
    await page.waitForLoadState('networkidle');
    expect(searchRequests, 'no search bytes before the reader opens it').toEqual([]);

    const field = await openSearch(page);
    await field.fill('Polilla');
    await expect(status(page)).toHaveText(/^\d+ resultados?$/);
    const first = results(page).first();
    await expect(first).toContainText('Polilla');
    await expect(first).toContainText('Lucía Ferrer · Edición 1');
    await expect(first.locator('mark').first()).toHaveText(/polilla/i);
    await expect(first).toHaveAttribute('href', '/poema/polilla');
    expect(searchRequests.length, 'search loaded once opened').toBeGreaterThan(0);
  });

  test('finds words only a verse has, titles typed without accents, plural forms and surnames', async ({ page }) => {
    await page.goto('/');
    const field = await openSearch(page);

    // Words only the verses of Polilla have together ('lo que brilla / no siempre calienta').
    await field.fill('brilla calienta');
    await expect(status(page)).toHaveText('1 resultado');
    await expect(results(page).first()).toContainText('Polilla');
    await expect(results(page).first().locator('mark').first()).toHaveText(/brilla|calienta/i);

    await field.fill('cartografia');
    await expect(results(page).first()).toContainText('Cartografía del hormiguero');
    await expect(results(page).first()).toContainText('Obra visual');

    await field.fill('LECCION DE LA HORMIGA');
    await expect(results(page).first()).toContainText('Lección de la hormiga');

    // Spanish stemming: the plural finds the singular (marked in the excerpts).
    await field.fill('hormigas');
    await expect(
      results(page)
        .locator('mark')
        .filter({ hasText: /^hormiga$/i })
        .first(),
    ).toBeVisible();

    await field.fill('urquiza');
    await expect(results(page).first()).toContainText('Autor');
    await expect(results(page).first()).toContainText('Paloma Urquiza');
    await expect(results(page).first()).toHaveAttribute('href', '/autor/paloma-urquiza');

    await field.fill('xilófono');
    await expect(status(page)).toHaveText('Sin resultados para «xilófono»');
    await expect(results(page)).toHaveCount(0);
  });

  test('follows the words letter by letter as they are typed and ends on the last ones', async ({ page }) => {
    await page.goto('/');
    const field = await openSearch(page);
    // Searches run as the reader types (a short last word, 'c', waits for a pause): whatever
    // ran for the words on the way, the list ends on the results of the whole words.
    await field.pressSequentially('brilla calienta', { delay: 40 });
    await expect(status(page)).toHaveText('1 resultado');
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Polilla');

    await field.press('ControlOrMeta+a');
    await field.pressSequentially('urquiza', { delay: 40 });
    await expect(results(page).first()).toContainText('Paloma Urquiza');
    await expect(results(page).filter({ hasText: 'Polilla' })).toHaveCount(0);

    // Emptied, the field lists nothing, even if a search was still running.
    await field.pressSequentially('xyz');
    await field.fill('');
    await expect(results(page)).toHaveCount(0);
    await expect(dialog(page).locator('[role="status"]')).toBeEmpty();
  });

  test('by keyboard only: Buscar, type, arrows, Enter opens the result; Escape closes and returns the focus', async ({ page }) => {
    await page.goto('/ediciones/1');
    await waitForNavScript(page);
    const search = page.getByRole('link', { name: 'Buscar', exact: true });
    if (isMobileLayout(page)) {
      await page.getByRole('button', { name: 'Menú' }).focus();
      await page.keyboard.press('Enter');
    }
    await search.focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('combobox', { name: 'Buscar' });
    await expect(field).toBeFocused();
    // One input event: letter by letter on a loaded machine, an earlier prefix's results could
    // be replaced under the arrows (which is right for a reader still typing).
    await page.keyboard.insertText('hormiga');
    await expect(status(page)).toHaveText(/resultados/);
    // Results are listed as their details arrive: arrows move through those already shown.
    const second = results(page).nth(1);
    await expect(second).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
    const href = (await results(page).first().getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await page.goBack();
    await waitForNavScript(page);
    const reopened = await openSearch(page);
    await page.keyboard.press('Escape');
    await expect(reopened).toBeHidden();
    // Back to 'Buscar' (or, when the menu that held it has closed, to the menu toggle).
    const expected = isMobileLayout(page) ? page.getByRole('button', { name: 'Menú' }) : search;
    await expect(expected).toBeFocused();
  });

  test('with results open: no serious accessibility violation, no CSP violation, nothing wider than the window', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/visuales');
    const field = await openSearch(page);
    await field.fill('hormiga');
    await expect(results(page).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test.describe('search at the narrowest width', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the dialog fills the screen and its results read', async ({ page }) => {
    await page.goto('/');
    const field = await openSearch(page);
    await field.fill('polilla');
    await expect(results(page).first()).toBeVisible();
    const size = await dialog(page).evaluate((d) => ({ width: d.getBoundingClientRect().width, scroll: d.scrollWidth }));
    expect(size.width).toBe(320);
    expect(size.scroll).toBeLessThanOrEqual(320);
  });
});
