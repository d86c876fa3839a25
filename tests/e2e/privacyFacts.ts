// The privacy notice's link and the forms' one-line notices as a reader reads them, and the
// way to the notice: shared by privacy.spec.ts (run once) and privacy-forms.spec.ts (run
// with JavaScript and without).
import { expect, type Page } from '@playwright/test';
import { MESSAGE_KEPT_DAYS_AFTER_DELIVERY } from '@/lib/privacy/retention';

export const LINK = 'Aviso de privacidad';
export const NEWSLETTER_LINE = 'Solo para el boletín; date de baja cuando quieras.';
export const HORMIGUEAR_LINE = {
  poema: `Tu mensaje y tu nombre, si lo escribes, llegarán al autor y a la revista; los borramos ${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de entregarlos.`,
  visual: `Tu nombre y tu mensaje llegarán al artista; los borramos ${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de entregarlos.`,
};
export const POEM = '/poema/polilla';
export const PIECE = '/visuales/grana';

/** Follows `link` and checks it lands on the notice. */
export async function expectLeadsToNotice(page: Page, link: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(link).toHaveAttribute('href', '/privacidad');
  await link.click();
  await expect(page).toHaveURL(/\/privacidad$/);
  await expect(page.getByRole('heading', { level: 1, name: LINK })).toBeVisible();
}
