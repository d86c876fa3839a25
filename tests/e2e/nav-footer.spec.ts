import { expect, test, type Locator, type Page } from '@playwright/test';
import { NARROW, WIDE } from './layouts.ts';
import { clickOutside, isMobileLayout, mainHeading, openMenuIfMobile, waitForNavScript } from './pageHelpers.ts';
import { EDITION_1, EDITION_2, FOOTER_COLABORADORES, PAGE_TYPES } from './sampleFacts.ts';

const navBar = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const editionsToggle = (page: Page) => navBar(page).getByRole('button', { name: 'EDICIONES' });
/** The same button, found even while the closed mobile menu hides it. */
const editionsToggleAny = (page: Page) => page.locator('header button[aria-controls]', { hasText: 'EDICIONES' });
const editionsList = async (page: Page) => page.locator(`#${await editionsToggleAny(page).getAttribute('aria-controls')}`);
const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menú' });

/** The arrow's turn, as computed (rotate and transform). */
const arrowTurn = (toggle: Locator) =>
  toggle.evaluate((el) => {
    const arrow = el.querySelector('[aria-hidden="true"]') ?? el;
    const cs = getComputedStyle(arrow);
    return `${cs.rotate} ${cs.transform}`;
  });

async function openEditions(page: Page): Promise<Locator> {
  await waitForNavScript(page);
  await openMenuIfMobile(page);
  await editionsToggle(page).click();
  await expect(editionsToggle(page)).toHaveAttribute('aria-expanded', 'true');
  const list = await editionsList(page);
  await expect(list).toBeVisible();
  await expect(list.getByRole('link')).toHaveText(['Edición 2', 'Edición 1']);
  return list;
}

test.describe('nav bar and footer on every page', () => {
  // One page of each kind (they share the layout); layout.spec.ts visits all of PAGE_TYPES.
  // A test per page: on a busy 2-core machine eleven visits could outrun one test's timeout.
  const kinds = PAGE_TYPES.filter((t) => !['contents 2', 'author without works', 'image poem', 'essay'].includes(t.name));
  for (const type of kinds) {
    test(`${type.name}: nav fixed at the top (z-index 1000); footer with colaboradores, contact, newsletter and copyright`, async ({
      page,
    }) => {
      const year = new Date().getFullYear();
      await page.goto(type.path);
      await expect(mainHeading(page), type.name).toHaveText(type.h1);
      const header = page.locator('header', { has: navBar(page) });
      await expect(header, `${type.name}: nav bar`).toBeVisible();
      const style = await header.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { position: cs.position, zIndex: cs.zIndex, top: el.getBoundingClientRect().top };
      });
      expect(style, `${type.name}: nav bar`).toEqual({ position: 'fixed', zIndex: '1000', top: 0 });

      const footer = page.getByRole('contentinfo');
      const colaboradores = footer.getByRole('region', { name: 'Colaboradores' });
      await expect(colaboradores.getByRole('listitem'), `${type.name}: footer colaboradores`).toHaveText(FOOTER_COLABORADORES);
      const mail = footer.locator('a[href^="mailto:"]');
      await expect(mail, `${type.name}: mailto link`).toHaveCount(1);
      await expect(mail).toHaveText(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(await mail.getAttribute('href')).toBe(`mailto:${(await mail.textContent())!.trim()}`);
      await expect(footer.locator('a[href*="instagram.com/"]'), `${type.name}: Instagram link`).toHaveCount(1);
      await expect(footer.getByPlaceholder('Ingresa tu correo'), `${type.name}: newsletter field`).toBeAttached();
      await expect(footer.getByRole('button', { name: 'Suscríbete' }), `${type.name}: newsletter button`).toBeAttached();
      await expect(footer.getByText(`© ${year} HORMIGUERO. TODOS LOS DERECHOS RESERVADOS.`)).toBeAttached();
    });
  }

  test('the footer can be read: contact links and newsletter form are visible at the bottom', async ({ page }) => {
    await page.goto('/poema/polilla');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('Colaboradores', { exact: true })).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href*="instagram.com/"]')).toBeVisible();
    await expect(footer.getByPlaceholder('Ingresa tu correo')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Suscríbete' })).toBeVisible();
    await expect(footer.getByText(/© \d{4} HORMIGUERO\. TODOS LOS DERECHOS RESERVADOS\./)).toBeVisible();
  });

  test('the nav bar stays at the top after scrolling', async ({ page }) => {
    await page.goto('/ediciones/1/creaciones');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const header = page.locator('header', { has: navBar(page) });
    await expect(header).toBeInViewport();
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
    // Still usable over the page: the logo link is the element under its centre.
    const logo = navBar(page)
      .getByRole('link', { name: /inicio/i })
      .first();
    const box = (await logo.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('header') !== null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit, 'nav bar on top of the page content').toBe(true);
  });
});

test.describe('EDICIONES dropdown', () => {
  test('lists the editions by numero descending, its arrow turns, choosing one opens that edition', async ({ page }) => {
    await page.goto('/visuales');
    await waitForNavScript(page);
    await openMenuIfMobile(page);
    const toggle = editionsToggle(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(await editionsList(page)).toBeHidden();
    const closedTurn = await arrowTurn(toggle);
    const list = await openEditions(page);
    await expect.poll(() => arrowTurn(toggle), { message: 'the arrow rotates when open' }).not.toBe(closedTurn);
    const cs = await list.evaluate((el) => ({ zIndex: getComputedStyle(el).zIndex, width: el.getBoundingClientRect().width }));
    if (!isMobileLayout(page)) {
      expect(cs.zIndex).toBe('1001');
      expect(cs.width).toBeGreaterThanOrEqual(150);
    }

    await list.getByRole('link', { name: 'Edición 1' }).click();
    await expect(page).toHaveURL(/\/ediciones\/1$/);
    await expect(mainHeading(page)).toHaveText(EDITION_1.nombre);
    await waitForNavScript(page);
    await expect(editionsToggleAny(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await editionsList(page)).toBeHidden();
    if (isMobileLayout(page)) {
      await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(navBar(page).getByRole('link', { name: 'HORMIGUEADOS' })).toBeHidden();
    }
  });

  test('from an older edition, choosing the newest opens it', async ({ page }) => {
    await page.goto('/ediciones/1');
    const list = await openEditions(page);
    await list.getByRole('link', { name: 'Edición 2' }).click();
    await expect(page).toHaveURL(/\/ediciones\/2$/);
    await expect(mainHeading(page)).toHaveText(EDITION_2.nombre);
  });

  test('a click outside closes it', async ({ page }) => {
    await page.goto('/poema/polilla');
    const list = await openEditions(page);
    await clickOutside(page);
    await expect(list).toBeHidden();
    await expect(editionsToggleAny(page)).toHaveAttribute('aria-expanded', 'false');
    if (isMobileLayout(page)) await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes it and focus returns to the EDICIONES button', async ({ page }) => {
    await page.goto('/ediciones/2/contenidos');
    const list = await openEditions(page);
    await list.getByRole('link', { name: 'Edición 1' }).focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(editionsToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(editionsToggle(page)).toBeFocused();
  });
});

test.describe('mobile menu (768 px or less)', () => {
  test('the toggle opens the menu with INICIO; an outside click and Escape close it', NARROW, async ({ page }) => {
    await page.goto('/ediciones/1/contenidos');
    await waitForNavScript(page);
    const inicio = navBar(page).getByRole('link', { name: 'INICIO', exact: true });
    await expect(inicio).toBeHidden();
    await expect(navBar(page).getByRole('link', { name: 'HORMIGUEADOS' })).toBeHidden();
    await menuToggle(page).click();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(inicio).toBeVisible();
    await expect(inicio).toHaveAttribute('href', '/#contenido');
    for (const name of ['EDICIONES', 'HORMIGUEADOS', 'COLABORADORES', 'CONTACTO', 'SUSCRÍBETE']) {
      await expect(navBar(page).getByRole(name === 'EDICIONES' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    }
    await clickOutside(page);
    await expect(inicio).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');

    await menuToggle(page).click();
    await expect(inicio).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(inicio).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test('INICIO leads to the home page main content', NARROW, async ({ page }) => {
    await page.goto('/autor/lucia-ferrer');
    await waitForNavScript(page);
    await menuToggle(page).click();
    await navBar(page).getByRole('link', { name: 'INICIO', exact: true }).click();
    await expect(page).toHaveURL(/\/#contenido$/);
    await expect(mainHeading(page)).toHaveText(EDITION_2.nombre);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('wide layout: links shown directly, no menu toggle and no INICIO', WIDE, async ({ page }) => {
    await page.goto('/');
    await waitForNavScript(page);
    await expect(menuToggle(page)).toBeHidden();
    await expect(navBar(page).getByRole('link', { name: 'INICIO', exact: true })).toBeHidden();
    for (const name of ['HORMIGUEADOS', 'COLABORADORES', 'CONTACTO', 'SUSCRÍBETE']) {
      await expect(navBar(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(editionsToggle(page)).toBeVisible();
  });
});

type ScrollWatch = { __scrolls: number[]; __stop: boolean; __scrolled: Promise<void> };

test.describe('nav hash links', () => {
  /**
   * Clicks a nav link from the top of the page and records the scroll position on every frame,
   * until the scroll it starts has ended (scrollend; every target is below the top).
   */
  async function followFromTop(page: Page, name: string): Promise<number[]> {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await openMenuIfMobile(page);
    await page.evaluate(() => {
      const w = window as unknown as ScrollWatch;
      w.__scrolls = [];
      w.__stop = false;
      const record = () => {
        w.__scrolls.push(Math.round(window.scrollY));
        if (!w.__stop && w.__scrolls.length < 1000) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
      w.__scrolled = new Promise((resolve) =>
        addEventListener('scrollend', function ended() {
          if (window.scrollY === 0) return;
          removeEventListener('scrollend', ended);
          resolve();
        }),
      );
    });
    await navBar(page).getByRole('link', { name, exact: true }).click();
    return page.evaluate(async () => {
      const w = window as unknown as ScrollWatch;
      await w.__scrolled;
      w.__stop = true;
      return [...w.__scrolls, Math.round(window.scrollY)];
    });
  }

  test('HORMIGUEADOS, COLABORADORES, CONTACTO and SUSCRÍBETE scroll smoothly to their section', async ({ page }) => {
    await page.goto('/');
    await waitForNavScript(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    const suscribir = isMobileLayout(page) ? 'suscribir' : 'contacto';
    await openMenuIfMobile(page);
    await expect(navBar(page).getByRole('link', { name: 'HORMIGUEADOS', exact: true })).toHaveAttribute('href', '/#hormigueados');
    await expect(navBar(page).getByRole('link', { name: 'COLABORADORES', exact: true })).toHaveAttribute('href', '#colaboradores');
    await expect(navBar(page).getByRole('link', { name: 'CONTACTO', exact: true })).toHaveAttribute('href', '#contacto');
    await expect(navBar(page).getByRole('link', { name: 'SUSCRÍBETE', exact: true })).toHaveAttribute('href', `#${suscribir}`);

    for (const [name, target] of [
      ['HORMIGUEADOS', 'hormigueados'],
      ['COLABORADORES', 'colaboradores'],
      ['CONTACTO', 'contacto'],
      ['SUSCRÍBETE', suscribir],
    ] as const) {
      const scrolls = await followFromTop(page, name);
      await expect(page.locator(`#${target}`), `${name}: #${target} in view`).toBeInViewport();
      expect(new URL(page.url()).hash).toBe(`#${target}`);
      const positions = [...new Set(scrolls)];
      expect(positions.at(-1), `${name}: scrolled down`).toBeGreaterThan(200);
      // Smooth: the page passes through in-between positions instead of jumping.
      const between = positions.filter((y) => y > 0 && y < positions.at(-1)! - 5);
      expect(between.length, `${name}: in-between scroll positions ${JSON.stringify(positions)}`).toBeGreaterThanOrEqual(2);
      if (isMobileLayout(page)) await expect(menuToggle(page), `${name}: menu closed`).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('HORMIGUEADOS from another page opens the home at LOS MÁS HORMIGUEADOS', async ({ page }) => {
    await page.goto('/poema/polilla');
    await waitForNavScript(page);
    await openMenuIfMobile(page);
    await navBar(page).getByRole('link', { name: 'HORMIGUEADOS', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#hormigueados$/);
    await expect(page.locator('#hormigueados')).toBeInViewport();
    await expect(page.locator('#hormigueados')).toContainText('Manual de recortes');
  });
});
