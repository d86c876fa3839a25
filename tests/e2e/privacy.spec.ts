// The privacy notice (/privacidad): linked from the footer of every page type, its sections
// and retention periods, and the one-line notices at the newsletter and hormiguear forms,
// which are in the HTML before any script and lead to the notice with JavaScript on and off.
import { expect, test, type Page } from '@playwright/test';
import { NOTICE_HEADINGS } from '@/lib/privacy/privacyNotice';
import {
  MESSAGE_KEPT_DAYS_AFTER_DELIVERY,
  PRIVACY_NOTICE_VERSION,
  RATE_LIMIT_KEPT_HOURS,
  SEND_KEY_KEPT_DAYS,
} from '@/lib/privacy/retention';
import { checkOnceAcrossWidths, checkOncePerScriptMode, textOfHtml } from './pageHelpers.ts';
import { PAGE_TYPES, SITE_ORIGIN } from './sampleFacts.ts';

const LINK = 'Aviso de privacidad';
const NEWSLETTER_LINE = 'Solo para el boletín; date de baja cuando quieras.';
const HORMIGUEAR_LINE = {
  poema: `Tu mensaje y tu nombre, si lo escribes, llegarán al autor y a la revista; los borramos ${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de entregarlos.`,
  visual: `Tu nombre y tu mensaje llegarán al artista; los borramos ${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de entregarlos.`,
};
const POEM = '/poema/polilla';
const PIECE = '/visuales/grana';

/** Follows `link` and checks it lands on the notice. */
async function expectLeadsToNotice(page: Page, link: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(link).toHaveAttribute('href', '/privacidad');
  await link.click();
  await expect(page).toHaveURL(/\/privacidad$/);
  await expect(page.getByRole('heading', { level: 1, name: LINK })).toBeVisible();
}

test.describe('width-independent', () => {
  test.beforeEach(() => checkOnceAcrossWidths());

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

test.describe('the notices at the forms, with and without JavaScript', () => {
  test.beforeEach(() => checkOncePerScriptMode());

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
