// The one-line privacy notices at the newsletter and hormiguear forms: shown at the form and
// leading to the notice, with JavaScript and without. Independent of the window's width: run
// once in each mode (playwright.config.ts). The notice itself: privacy.spec.ts.
import { expect, test } from '@playwright/test';
import { expectLeadsToNotice, HORMIGUEAR_LINE, LINK, NEWSLETTER_LINE, PIECE, POEM } from './privacyFacts.ts';

test.describe('the notices at the forms, with and without JavaScript', () => {
  test('the newsletter form', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#suscribir form');
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByText(NEWSLETTER_LINE)).toBeVisible();
    await expectLeadsToNotice(page, form.getByRole('link', { name: LINK }));
  });

  for (const [kind, path, button] of [
    ['poema', POEM, /^HORMIGUEAR\b(?! ESTA OBRA)/],
    ['visual', PIECE, /^HORMIGUEAR ESTA OBRA/],
  ] as const) {
    test(`the hormiguear form (${kind})`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('link', { name: button }).first().click();
      const form = page.locator('#hormiguear form');
      await expect(form.getByRole('button', { name: 'ENVIAR' })).toBeVisible();
      await expect(form.getByText(HORMIGUEAR_LINE[kind])).toBeVisible();
      await expectLeadsToNotice(page, form.getByRole('link', { name: LINK }));
    });
  }
});
