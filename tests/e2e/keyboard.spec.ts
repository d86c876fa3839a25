// Keyboard only: the nav dropdown, the mobile menu, the top-poems carousel, the
// gallery popup and the hormiguear modal work with Tab, Shift+Tab, Enter, Space, Escape and
// the arrow keys, and every control shows a focus ring that is not cut off and stands out
// (3:1) from the surface around it.
// Already covered with the mouse elsewhere, not repeated here: Escape after a click in
// nav-footer.spec.ts, the popup's Escape in gallery.spec.ts, the modal's Tab containment and
// Escape in actions-hormiguear.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { NARROW } from './layouts.ts';
import { isMobileLayout, showCarousel, waitForIslandOf, waitForIslands, waitForNavScript } from './pageHelpers.ts';
import { EDITION_2, PAGE_TYPES } from './sampleFacts.ts';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${max} presses`).toBeFocused();
}

/** The focused element shows a ring: :focus-visible, and an outline or a box-shadow. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const cs = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0,
      shadow: cs.boxShadow !== 'none',
    };
  });
  expect(ring.focusVisible, 'matches :focus-visible').toBe(true);
  expect(ring.outline || ring.shadow, 'an outline or a box-shadow marks the focus').toBe(true);
}

const navBar = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

test.describe('nav bar with the keyboard', () => {
  test('EDICIONES: Enter or Space opens it, Tab reaches the editions, Escape closes it back on the button', async ({ page }) => {
    await page.goto('/poema/polilla');
    await waitForNavScript(page);
    const toggle = navBar(page).getByRole('button', { name: 'EDICIONES' });
    if (isMobileLayout(page)) {
      const menu = page.getByRole('button', { name: 'Menú' });
      await tabTo(page, menu);
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    }
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link')).toHaveText(['Edición 2', 'Edición 1']);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(list.getByRole('link', { name: 'Edición 2' }));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(list.getByRole('link', { name: 'Edición 1' }));
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Space opens it too; tabbing past the last edition closes it.
    await page.keyboard.press('Space');
    await expect(list).toBeVisible();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(navBar(page).getByRole('link', { name: 'HORMIGUEADOS' })).toBeFocused();
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Enter on an edition goes there.
    await tabTo(page, toggle, { back: true });
    await page.keyboard.press('Enter');
    await tabTo(page, list.getByRole('link', { name: 'Edición 1' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ediciones\/1$/);
  });

  test(
    'mobile menu: Enter opens it, Tab walks its links, Escape closes it back on the toggle; leaving it closes it',
    NARROW,
    async ({ page }) => {
      await page.goto('/autor/lucia-ferrer');
      await waitForNavScript(page);
      const menu = page.getByRole('button', { name: 'Menú' });
      await tabTo(page, menu);
      await expectVisibleFocus(menu);
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');

      const order = ['INICIO', 'EDICIONES', 'HORMIGUEADOS', 'COLABORADORES', 'CONTACTO', 'SUSCRÍBETE', 'Buscar'];
      for (const name of order) {
        await page.keyboard.press('Tab');
        const item = navBar(page).getByRole(name === 'EDICIONES' ? 'button' : 'link', { name, exact: true });
        await expectVisibleFocus(item);
      }

      // Escape from inside the menu: closed, focus on the toggle.
      await tabTo(page, navBar(page).getByRole('link', { name: 'HORMIGUEADOS' }), { back: true });
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(navBar(page).getByRole('link', { name: 'INICIO', exact: true })).toBeHidden();
      await expect(menu).toBeFocused();

      // With the editions open inside it: the first Escape closes them, the second the menu.
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const editions = navBar(page).getByRole('button', { name: 'EDICIONES' });
      await expect(editions).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(navBar(page).getByRole('link', { name: 'Edición 2' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(editions).toHaveAttribute('aria-expanded', 'false');
      await expect(editions).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();

      // Tabbing out of the open menu into the page closes it: it would cover the focus.
      await page.keyboard.press('Enter');
      // 'Buscar' is the menu's last entry.
      await tabTo(page, navBar(page).getByRole('link', { name: 'Buscar' }));
      await page.keyboard.press('Tab');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('main')).toContainText('Lucía Ferrer');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    },
  );
});

test.describe('top-poems carousel with the keyboard', () => {
  /** The carousel cards whose middle lies inside the carousel's box. */
  const cardsShown = (page: Page) =>
    page.getByRole('group', { name: 'Los más hormigueados', exact: true }).evaluate((region) => {
      const box = region.getBoundingClientRect();
      return [...region.querySelectorAll<HTMLAnchorElement>('a[href^="/poema/"]')]
        .filter((a) => {
          const r = a.getBoundingClientRect();
          return r.width > 0 && r.left + r.width / 2 > box.left && r.left + r.width / 2 < box.right;
        })
        .map((a) => a.getAttribute('href'));
    });
  const card = (page: Page, n: 0 | 1 | 2) => page.locator(`main a[href="${EDITION_2.top[n].href}"]`);

  test('below 728 px: only the shown card is in the tab order, then the dots; arrow keys and dots change it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await showCarousel(page);
    const dots = page.getByRole('button', { name: /^Ir al poema/ });
    await expect(dots).toHaveCount(3);

    await tabTo(page, card(page, 0));
    await expectVisibleFocus(card(page, 0));
    // The hidden cards are skipped: the next stop is the first dot.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(dots.nth(0));
    await page.keyboard.press('Shift+Tab');
    await expect(card(page, 0)).toBeFocused();

    // Right and left arrows change the card; the focus follows the card.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[1].href]);
    await expect(card(page, 1)).toBeFocused();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[0].href]);
    await expect(card(page, 0)).toBeFocused();

    // Dots: Enter and Space.
    await tabTo(page, dots.nth(2));
    await page.keyboard.press('Enter');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[2].href]);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(2)).toBeFocused();
    await tabTo(page, dots.nth(1), { back: true });
    await page.keyboard.press('Space');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[1].href]);
    // Back to the card: now the second one.
    await tabTo(page, card(page, 1), { back: true, max: 3 });
  });

  test('between 728 and 840 px: the arrow buttons, which keep the focus at the ends', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await showCarousel(page);
    const previous = page.getByRole('button', { name: 'Poema anterior' });
    const next = page.getByRole('button', { name: 'Poema siguiente' });
    await expect(next).toBeVisible();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await tabTo(page, next);
    await expectVisibleFocus(next);
    await page.keyboard.press('Enter');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[1].href]);
    await page.keyboard.press('Space');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[2].href]);
    // At the end the button says it is disabled but keeps the focus (a disabled button would drop it).
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[2].href]);

    await tabTo(page, previous, { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => cardsShown(page)).toEqual([EDITION_2.top[1].href]);
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('dialogs with the keyboard', () => {
  test('gallery popup: Enter on a piece opens it, Tab stays inside and reaches the X, which closes it; focus returns', async ({ page }) => {
    await page.goto('/visuales');
    await waitForIslands(page);
    const piece = page.getByRole('link', { name: 'Ver «Grana» en grande' });
    await tabTo(page, piece, { max: 80 });
    await expectVisibleFocus(piece);
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Grana' });
    await expect(popup).toBeVisible();
    const close = popup.getByRole('button', { name: 'Cerrar' });
    const hormiguear = popup.getByRole('link', { name: /^HORMIGUEAR ESTA OBRA/ });
    await expectVisibleFocus(close);

    // Tab and Shift+Tab go round the popup's two controls (through the browser's own UI at most once).
    const seen = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const where = await popup.evaluate((el) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        if (active === el) return 'the dialog itself';
        return el.contains(active) ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : 'page';
      });
      expect(where, `after ${key}: not on the page behind`).not.toBe('page');
      seen.add(where);
    }
    expect([...seen].filter((s) => s !== 'browser' && s !== 'the dialog itself').sort()).toEqual([
      'Cerrar',
      'HORMIGUEAR ESTA OBRA: «Grana»',
    ]);

    // The hormiguear modal from the popup, by keyboard: Escape closes it back on its button.
    await tabTo(page, hormiguear, { max: 4 });
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'HORMIGUEAR OBRA VISUAL' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Tu nombre', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(hormiguear).toBeFocused();

    // The X, by keyboard.
    await tabTo(page, close, { max: 4 });
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect(piece).toBeFocused();
    await expectVisibleFocus(piece);

    // Once more, out with Escape.
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(piece).toBeFocused();
  });

  test('hormiguear modal: opened with Enter, typed into, Tab reaches the fields and ENVIAR, Escape returns to HORMIGUEAR', async ({
    page,
  }) => {
    await page.goto('/poema/polilla');
    const button = page.getByRole('link', { name: /^HORMIGUEAR\b/ });
    await waitForIslandOf(page.locator('dialog#hormiguear'));
    await tabTo(page, button);
    await expectVisibleFocus(button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'HORMIGUEAR POEMA' });
    await expect(dialog).toBeVisible();
    const message = dialog.getByRole('textbox', { name: 'Mensaje', exact: true });
    const name = dialog.getByRole('textbox', { name: 'Tu nombre (opcional)' });
    const send = dialog.getByRole('button', { name: 'ENVIAR' });
    await expectVisibleFocus(message);

    // ENVIAR with no message, by keyboard: the alert, and the focus back on the message.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(name);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(send);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Debes dejar un mensaje.');
    await expect(message).toBeFocused();
    await page.keyboard.type('Un mensaje escrito con el teclado');
    await expect(message).toHaveValue('Un mensaje escrito con el teclado');

    // The X is reachable too, with Shift+Tab from the message.
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(dialog.getByRole('link', { name: 'Cerrar' }));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expectVisibleFocus(button);
  });
});

test.describe('section page with the keyboard', () => {
  test('Enter on a contributor moves the focus to the highlighted book; Tab goes on into it', async ({ page }) => {
    await page.goto('/ediciones/2/creaciones');
    const contributor = page.locator('main nav').getByRole('link', { name: 'Ximena Carrión' });
    await tabTo(page, contributor);
    await expectVisibleFocus(contributor);
    await page.keyboard.press('Enter');
    const book = page.locator((await contributor.getAttribute('href'))!);
    await expect(book).toHaveClass(/is-highlighted/);
    await expect(book).toBeFocused();
    await expect(book).toBeInViewport();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(book.getByRole('link'));
  });
});

/* ---------- Every control's focus ring ---------- */

interface RingProblem {
  control: string;
  problem: string;
}

/**
 * Focuses every control a keyboard reaches inside `scope` and checks its ring: shown
 * (:focus-visible with an outline or a shadow), not cut off by an ancestor that clips its
 * overflow, and 3:1 against the solid surface it is drawn on (pictures behind text are
 * checked in accessibility.spec.ts). A control that vanished meanwhile (a nav part the focus
 * left) is skipped: the scopes are checked in an order that reaches each while it is shown.
 */
function ringProblems(page: Page, scope: string): Promise<{ checked: number; problems: RingProblem[] }> {
  return page.evaluate((scope) => {
    type RGBA = { r: number; g: number; b: number; a: number };
    const parse = (value: string): RGBA | null => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r: r!, g: g!, b: b!, a };
    };
    const luminance = (c: RGBA) => {
      const f = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
    };
    /** The solid colour of `from`: its backgrounds composited down to an opaque one. */
    const surface = (from: Element) => {
      const layers: RGBA[] = [];
      for (let el: Element | null = from; el; el = el.parentElement) {
        const c = parse(getComputedStyle(el).backgroundColor);
        if (c && c.a > 0) layers.push(c);
        if (c && c.a >= 1) break;
      }
      return layers.reverse().reduce<RGBA>(
        (below, top) => ({
          r: top.r * top.a + below.r * (1 - top.a),
          g: top.g * top.a + below.g * (1 - top.a),
          b: top.b * top.a + below.b * (1 - top.a),
          a: 1,
        }),
        { r: 255, g: 255, b: 255, a: 1 },
      );
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    /** What is painted right outside the ring (or under it, for a ring drawn inside). */
    const ringGround = (el: HTMLElement, offset: number, width: number) => {
      if (offset < 0) return el;
      const box = el.getBoundingClientRect();
      const out = offset + width / 2;
      const points = [
        [box.left - out, box.top + box.height / 2],
        [box.right + out, box.top + box.height / 2],
        [box.left + box.width / 2, box.top - out],
        [box.left + box.width / 2, box.bottom + out],
      ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
      for (const [x, y] of points) {
        const under = document.elementsFromPoint(x!, y!).find((hit) => hit !== el && !el.contains(hit));
        if (under) return under;
      }
      return el.parentElement!;
    };
    const visible = (el: HTMLElement) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert], [aria-hidden="true"]') &&
      el.checkVisibility({ visibilityProperty: true });

    const root = document.querySelector(scope)!;
    const controls = [
      ...root.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, [tabindex]:not([tabindex="-1"])'),
    ].filter(visible);
    const problems: RingProblem[] = [];
    for (const el of controls) {
      if (!visible(el)) continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) {
        problems.push({ control: describe(el), problem: 'cannot take the focus' });
        continue;
      }
      const cs = getComputedStyle(el);
      const width = parseFloat(cs.outlineWidth);
      const offset = parseFloat(cs.outlineOffset);
      const outline = cs.outlineStyle !== 'none' && width > 0;
      if (!el.matches(':focus-visible') || (!outline && cs.boxShadow === 'none')) {
        problems.push({ control: describe(el), problem: 'no visible focus indicator' });
        continue;
      }
      if (!outline) continue; // a shadow ring: nothing more to measure here
      // Cut off: the ring's outer edge must lie inside every ancestor that clips.
      const box = el.getBoundingClientRect();
      const grow = width + offset;
      const ring = { left: box.left - grow, top: box.top - grow, right: box.right + grow, bottom: box.bottom + grow };
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const acs = getComputedStyle(a);
        if (acs.overflowX === 'visible' && acs.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        const clip = {
          left: r.left + a.clientLeft,
          top: r.top + a.clientTop,
          right: r.left + a.clientLeft + a.clientWidth,
          bottom: r.top + a.clientTop + a.clientHeight,
        };
        const cut = (['left', 'top', 'right', 'bottom'] as const).filter((side) =>
          side === 'left' || side === 'top' ? ring[side] < clip[side] - 0.5 : ring[side] > clip[side] + 0.5,
        );
        if (cut.length) {
          problems.push({
            control: describe(el),
            problem: `ring cut off (${cut.join(', ')}) by ${describe(a).split(' ')[0]}.${a.className}`,
          });
          break;
        }
      }
      // Contrast with the surface the ring is drawn on (inside the control when the offset is
      // negative). A two-tone ring (an outline and a box-shadow) needs one of its colours to stand out.
      const ground = surface(ringGround(el, offset, width));
      const colors = [cs.outlineColor, ...(cs.boxShadow.match(/rgba?\([^)]+\)/g) ?? [])].map((c) => parse(c)!);
      const ratio = Math.max(
        ...colors.map((color) => {
          const [hi, lo] = [luminance(color), luminance(ground)].sort((x, y) => y - x);
          return (hi! + 0.05) / (lo! + 0.05);
        }),
      );
      if (ratio < 3) {
        problems.push({
          control: describe(el),
          problem: `ring ${cs.outlineColor} on rgb(${ground.r} ${ground.g} ${ground.b}): ${ratio.toFixed(2)}:1 < 3:1`,
        });
      }
    }
    return { checked: controls.length, problems };
  }, scope);
}

const listProblems = (problems: RingProblem[]) => problems.map((p) => `${p.control}: ${p.problem}`);

test.describe('visible focus on every control', () => {
  for (const type of PAGE_TYPES) {
    test(`${type.name} (${type.path})`, async ({ page }) => {
      await page.goto(type.path);
      await waitForNavScript(page);
      await waitForIslands(page);
      // The nav's hidden parts too (the mobile menu, the editions), opened with the keyboard,
      // which also makes the focus rings show as they do for a reader who tabs.
      if (isMobileLayout(page)) {
        await tabTo(page, page.getByRole('button', { name: 'Menú' }));
        await page.keyboard.press('Enter');
      }
      await tabTo(page, page.getByRole('button', { name: 'EDICIONES' }));
      await page.keyboard.press('Enter');
      await expect(page.locator('#editions-list').getByRole('link', { name: 'Edición 1' })).toBeVisible();
      const editions = await ringProblems(page, '#editions-list');
      const nav = await ringProblems(page, 'header');
      const rest = await ringProblems(page, 'body');
      expect(editions.checked + nav.checked, 'nav controls checked').toBeGreaterThanOrEqual(isMobileLayout(page) ? 10 : 9);
      expect(rest.checked, 'page controls checked').toBeGreaterThan(5);
      expect(listProblems([...editions.problems, ...nav.problems, ...rest.problems])).toEqual([]);
    });
  }

  test('the carousel cards and the gallery popup, where something clips', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/');
    await showCarousel(page);
    await page.keyboard.press('Tab');
    const carousel = await ringProblems(page, '#hormigueados');
    expect(carousel.checked, 'the shown card, the dots').toBeGreaterThanOrEqual(4);
    expect(listProblems(carousel.problems)).toEqual([]);

    await page.goto('/visuales');
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Ver «Grana» en grande' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Grana' })).toBeVisible();
    const popup = await ringProblems(page, 'dialog[open]');
    expect(popup.checked, 'the X, HORMIGUEAR ESTA OBRA').toBe(2);
    expect(listProblems(popup.problems)).toEqual([]);
  });
});
