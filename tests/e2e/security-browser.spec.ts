// In the browser, nothing the pages do breaks their own Content-Security-Policy: every page
// type visited and hydrated, and the nav, the hormiguear modal, the gallery popup and the
// newsletter used, at each width (the phone's menu and carousel are code of their own), and
// in Cloudflare's runtime. The policy itself and the headers: security.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { isMobileLayout, openMenuIfMobile, waitForIslandOf, waitForIslands, waitForNavScript } from './pageHelpers.ts';
import { PAGE_TYPES } from './sampleFacts.ts';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Omit<Violation, 'page'>[];
  }
}

/** Records securitypolicyviolation events and CSP console messages, page by page. */
async function watchCsp(page: Page): Promise<{ violations: Violation[]; collect: (label: string) => Promise<void> }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push({
        directive: e.effectiveDirective || e.violatedDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  const violations: Violation[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
      violations.push({ page: page.url(), directive: 'console', blocked: '', source: message.type(), sample: message.text() });
    }
  });
  page.on('pageerror', (error) => {
    if (/Content[ -]Security[ -]Policy|unsafe-eval|unsafe-inline/i.test(error.message)) {
      violations.push({ page: page.url(), directive: 'pageerror', blocked: '', source: '', sample: error.message });
    }
  });
  return {
    violations,
    collect: async (label: string) => {
      const found = await page.evaluate(() => window.__cspViolations ?? []);
      violations.push(...found.map((v) => ({ page: label, ...v })));
    },
  };
}

/** Loads a page, lets its islands hydrate (the newsletter one waits for the reader to reach the footer). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForNavScript(page);
  await waitForIslands(page);
  const field = page.getByRole('contentinfo').getByRole('textbox', { name: 'Correo electrónico' });
  await field.scrollIntoViewIfNeeded();
  await waitForIslandOf(field);
  await page.waitForLoadState('load');
}

test.describe('no CSP violation in the browser', () => {
  test('visiting every page type and using the nav, the hormiguear modal, the gallery popup and the newsletter', async ({ page }) => {
    test.slow(); // some twenty page visits, each hydrated, on a shared 2-core machine
    const csp = await watchCsp(page);
    for (const { path } of PAGE_TYPES) {
      await visit(page, path);
      await csp.collect(path);
    }

    // Home: on narrow screens the top-poems carousel hydrates once in view; the editions dropdown opens.
    await visit(page, '/');
    if (isMobileLayout(page)) {
      await page.locator('#hormigueados').scrollIntoViewIfNeeded();
      const carousel = page.locator('astro-island[component-url*="TopPoemsCarousel"]');
      await expect(carousel, 'the carousel island hydrated').not.toHaveAttribute('ssr', { timeout: 10_000 });
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await openMenuIfMobile(page);
    const editions = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'EDICIONES' });
    await editions.click();
    await expect(editions).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await editions.getAttribute('aria-controls')}`).getByRole('link', { name: 'Edición 1' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(editions).toHaveAttribute('aria-expanded', 'false');

    // Newsletter: an invalid address gets the Spanish message from the island.
    const footer = page.getByRole('contentinfo');
    const field = footer.getByRole('textbox', { name: 'Correo electrónico' });
    await field.fill('no-es-un-correo');
    await footer.getByRole('button', { name: 'Suscríbete' }).click();
    await expect(footer.getByRole('status')).toHaveText('Por favor, ingresa un correo electrónico válido');
    await csp.collect('/ (dropdown, newsletter)');

    // Poem: the hormiguear modal opens and closes.
    await visit(page, '/poema/leccion-de-la-hormiga');
    const hormiguear = page.getByRole('link', { name: /^HORMIGUEAR\b/ });
    await waitForIslandOf(page.locator('dialog#hormiguear'));
    await hormiguear.click();
    const modal = page.getByRole('dialog', { name: 'HORMIGUEAR POEMA' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await csp.collect('/poema/leccion-de-la-hormiga (modal)');

    // Gallery: a piece opens in the popup, with its large picture, and closes.
    await visit(page, '/visuales');
    await page.getByRole('link', { name: 'Ver «Grana» en grande' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading')).toHaveText('Grana');
    await expect.poll(() => popup.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await popup.getByRole('button', { name: 'Cerrar' }).click();
    await expect(popup).toBeHidden();
    await csp.collect('/visuales (popup)');

    expect(csp.violations, 'CSP violations').toEqual([]);
  });
});
