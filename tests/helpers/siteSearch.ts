import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM } from '../../scripts/chromium.ts';

let browser: Promise<Browser> | undefined;

/**
 * What a reader finds with the site's own search dialog (Pagefind in Chromium) on a served
 * build: the titles listed and the announced status. For integration tests of publishing.
 */
export async function searchSite(base: string, query: string): Promise<{ titles: string[]; status: string }> {
  browser ??= chromium.launch({
    ...CHROMIUM,
  });
  const page = await (await browser).newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Buscar', exact: true }).click();
    const field = page.getByRole('combobox', { name: 'Buscar' });
    await field.fill(query);
    const status = page.locator('dialog').getByRole('status');
    await status.filter({ hasText: /resultado|Sin resultados|no está disponible/ }).waitFor();
    if (/no está disponible/.test((await status.textContent()) ?? '')) throw new Error(`Search failed: ${errors.join('\n')}`);
    return {
      titles: await page.locator('dialog [role="option"] .search-title').allTextContents(),
      status: (await status.textContent()) ?? '',
    };
  } finally {
    await page.close();
  }
}

export async function closeSiteSearch(): Promise<void> {
  await (await browser)?.close();
  browser = undefined;
}
