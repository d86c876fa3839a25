// The privacy notice (/privacidad): linked from the footer of every page type, its sections
// and retention periods, and the one-line notices at the newsletter and hormiguear forms in
// the HTML before any script. Independent of the window's width: run once. The notices at the
// forms, with JavaScript and without: privacy-forms.spec.ts.
import { expect, test } from '@playwright/test';
import { NOTICE_HEADINGS } from '@/lib/privacy/privacyNotice';
import {
  MESSAGE_KEPT_DAYS_AFTER_DELIVERY,
  PRIVACY_NOTICE_VERSION,
  RATE_LIMIT_KEPT_HOURS,
  SEND_KEY_KEPT_DAYS,
} from '@/lib/privacy/retention';
import { textOfHtml } from './pageHelpers.ts';
import { expectLeadsToNotice, HORMIGUEAR_LINE, LINK, NEWSLETTER_LINE, PIECE, POEM } from './privacyFacts.ts';
import { PAGE_TYPES, SITE_ORIGIN } from './sampleFacts.ts';

test.describe('the notice', () => {
  test('the footer of every page type links to /privacidad', async ({ page }) => {
    for (const { name, path } of [...PAGE_TYPES, { name: 'unsubscribe', path: '/baja' }, { name: 'notice', path: '/privacidad' }]) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: LINK, exact: true }).last(), name).toHaveAttribute(
        'href',
        '/privacidad',
      );
    }
    await expectLeadsToNotice(page, page.getByRole('contentinfo').getByRole('link', { name: LINK }).last());
  });

  test('/privacidad shows every section, the retention periods, its version, and is indexed', async ({ page, request }) => {
    const response = await page.goto('/privacidad');
    expect(response!.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(LINK);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(Object.values(NOTICE_HEADINGS));
    const kept = main.locator('#conservacion');
    await expect(kept).toContainText(`${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de que llegan a todos sus destinatarios`);
    await expect(kept).toContainText(`${SEND_KEY_KEPT_DAYS} días`);
    await expect(kept).toContainText(`${RATE_LIMIT_KEPT_HOURS} horas como máximo`);
    await expect(main).toContainText(`Versión ${PRIVACY_NOTICE_VERSION}`);
    await expect(main.locator('#derechos').getByRole('link', { name: 'la página para darte de baja' })).toHaveAttribute('href', '/baja');
    await expect(main.locator('#responsable').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}/privacidad`);
    await expect(page.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE_ORIGIN}/privacidad</loc>`);
    // /baja leads to it from the page itself, not only from the footer.
    await page.goto('/baja');
    await expectLeadsToNotice(page, page.getByRole('main').getByRole('link', { name: LINK }));
  });

  test('the forms carry their notice in the HTML served, before any script', async ({ request }) => {
    const home = textOfHtml(await (await request.get('/')).text());
    expect(home).toContain(`${NEWSLETTER_LINE} ${LINK}`);
    const poem = textOfHtml(await (await request.get(POEM)).text());
    expect(poem).toContain(`${HORMIGUEAR_LINE.poema} ${LINK}`);
    const piece = textOfHtml(await (await request.get(PIECE)).text());
    expect(piece).toContain(`${HORMIGUEAR_LINE.visual} ${LINK}`);
  });
});
