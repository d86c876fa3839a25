import { expect, test, type Page } from '@playwright/test';
import { mainHeading } from './pageHelpers.ts';
import { EDITION_1, EDITION_2 } from './sampleFacts.ts';

const menuLinks = (page: Page) => page.locator('main').getByRole('navigation').getByRole('link');

test.describe('contents page', () => {
  test('edition 1: name, synopsis at #sintesis and the menu with A OJO DE HORMIGA', async ({ page }) => {
    await page.goto('/ediciones/1/contenidos');
    await expect(mainHeading(page)).toHaveText(EDITION_1.nombre);
    const sintesis = page.locator('#sintesis');
    await expect(sintesis.getByRole('heading')).toHaveText(/Sobre la Edición 1/i);
    await expect(sintesis).toContainText(EDITION_1.sintesisStart);
    await expect(menuLinks(page)).toHaveCount(3);
    const expected = [
      ['EL HORMIGUERO', 'Poemas en verso y prosa', '/ediciones/1/creaciones'],
      ['OTROS BICHOS', 'Ensayos, entrevistas y traducciones', '/ediciones/1/critica'],
      ['A OJO DE HORMIGA', 'Artista visual', '/visuales'],
    ];
    for (const [i, [heading, subtitle, href]] of expected.entries()) {
      const link = menuLinks(page).nth(i);
      await expect(link).toBeVisible();
      await expect(link).toContainText(heading!);
      await expect(link).toContainText(subtitle!, { ignoreCase: true });
      await expect(link).toHaveAttribute('href', href!);
    }
  });

  test('edition 2: only EL HORMIGUERO and OTROS BICHOS', async ({ page }) => {
    await page.goto('/ediciones/2/contenidos');
    await expect(mainHeading(page)).toHaveText(EDITION_2.nombre);
    await expect(page.locator('#sintesis')).toContainText(EDITION_2.sintesisStart);
    await expect(menuLinks(page)).toHaveCount(2);
    await expect(menuLinks(page).nth(0)).toContainText('EL HORMIGUERO');
    await expect(menuLinks(page).nth(0)).toHaveAttribute('href', '/ediciones/2/creaciones');
    await expect(menuLinks(page).nth(1)).toContainText('OTROS BICHOS');
    await expect(menuLinks(page).nth(1)).toHaveAttribute('href', '/ediciones/2/critica');
    await expect(page.getByText('A OJO DE HORMIGA')).toHaveCount(0);
  });

  test('menu items open their section', async ({ page }) => {
    await page.goto('/ediciones/1/contenidos');
    await menuLinks(page).filter({ hasText: 'EL HORMIGUERO' }).click();
    await expect(page).toHaveURL(/\/ediciones\/1\/creaciones$/);
    await expect(mainHeading(page)).toHaveText('EL HORMIGUERO');
    await page.goBack();
    await menuLinks(page).filter({ hasText: 'OTROS BICHOS' }).click();
    await expect(page).toHaveURL(/\/ediciones\/1\/critica$/);
    await expect(mainHeading(page)).toHaveText('OTROS BICHOS');
    await page.goBack();
    await menuLinks(page).filter({ hasText: 'A OJO DE HORMIGA' }).click();
    await expect(page).toHaveURL(/\/visuales$/);
    await expect(mainHeading(page)).toHaveText('A OJO DE HORMIGA');
  });
});
