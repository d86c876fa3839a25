import { expect, test, type Page } from '@playwright/test';
import { NARROW } from './layouts.ts';
import { expectNoHorizontalScroll, mainHeading, viewportWidth } from './pageHelpers.ts';
import { PAGE_TYPES } from './sampleFacts.ts';

async function checkEveryPageType(page: Page, width: number) {
  for (const type of PAGE_TYPES) {
    await page.goto(type.path);
    await expect(mainHeading(page), type.name).toHaveText(type.h1);
    await page.evaluate(() => document.fonts.ready);
    await expectNoHorizontalScroll(page, `${type.name} (${type.path}) at ${width} px`);
  }
}

test.describe('layout: no horizontal scroll', () => {
  test('every page type at the project width', async ({ page }) => {
    await checkEveryPageType(page, viewportWidth(page));
  });

  // One pass at 320 px, from the phone's project.
  test('every page type at 320 px', NARROW, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await checkEveryPageType(page, 320);
  });

  test('with the mobile menu and the editions dropdown open', NARROW, async ({ page }) => {
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/ediciones/1');
      await page.waitForFunction(() => !(document.querySelector('header button[aria-controls="editions-list"]') as HTMLElement)?.hidden);
      await page.getByRole('button', { name: 'Menú' }).click();
      await page.getByRole('button', { name: 'EDICIONES' }).click();
      await expect(page.getByRole('link', { name: 'Edición 1', exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page, `open menu at ${width} px`);
    }
  });
});
