// What a reader sees at the common screen sizes, each set by the test itself (so run once, at
// no project's width in particular: playwright.config.ts): the gallery popup's piece, words
// and HORMIGUEAR ESTA OBRA all in view from 320×568 to 1920×1080, and the logo centred on the
// wide bar from 769 px up, every nav entry fitting.
import { expect, test } from '@playwright/test';
import { INTENT_ARMED } from '@/directives/intentReady';

test.describe('gallery popup', () => {
  for (const [width, height] of [
    [320, 568],
    [375, 667],
    [1280, 720],
    [1366, 768],
    [1536, 864],
    [1920, 1080],
  ] as const) {
    test(`at ${width}×${height} the piece, its words and HORMIGUEAR ESTA OBRA are all in view`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/visuales');
      // Hydrated when the reader heads for a piece (client:intent): its click is watched first.
      await expect(page.locator('astro-island[opts*="GalleryPopup"]')).toHaveAttribute(INTENT_ARMED);
      await page.locator('a[data-piece]').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const action = dialog.getByRole('link', { name: /HORMIGUEAR ESTA OBRA/ });
      for (const part of [dialog.getByRole('img'), dialog.getByRole('heading'), action]) {
        const box = (await part.boundingBox())!;
        expect(box.y, 'top inside the viewport').toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, 'bottom inside the viewport').toBeLessThanOrEqual(height);
      }
      expect((await dialog.getByRole('img').boundingBox())!.height, 'the picture still shows').toBeGreaterThan(80);
    });
  }
});

test.describe('small glitches', () => {
  test('the logo is centred on the wide bar, from 769 px up', async ({ page }) => {
    for (const width of [769, 780, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/autor/lucia-ferrer');
      const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
      expect(Math.abs(logo.x + logo.width / 2 - width / 2), `logo centre at ${width}`).toBeLessThanOrEqual(1);
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button')]
          .filter((el) => el.getBoundingClientRect().right > innerWidth)
          .map((el) => `${el.textContent?.trim()} ${Math.round(el.getBoundingClientRect().right)}`),
      );
      expect(overflow, `every nav entry fits at ${width}`).toEqual([]);
    }
  });
});
