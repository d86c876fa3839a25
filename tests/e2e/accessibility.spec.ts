// Accessibility of every page type, in the mobile-375 and desktop-1280 projects:
// axe-core finds no serious or critical violation (also with the nav menu, the gallery popup
// and the hormiguear modal open), each page has one h1 and no skipped heading level, and
// text over pictures keeps WCAG AA contrast whatever the picture is.
// Motion under prefers-reduced-motion is checked here too; keyboard use and visible focus in
// keyboard.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isMobileLayout, showCarousel, waitForIslandOf, waitForIslands, waitForNavScript } from './pageHelpers.ts';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (landmarks, headings...). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One page of each type; poems of each text shape (verse, image sections, questions and answers). */
const PAGES = [
  { name: 'home (latest edition)', path: '/' },
  { name: 'older edition home', path: '/ediciones/1' },
  { name: 'contents, edition 2 (rotating images)', path: '/ediciones/2/contenidos' },
  { name: 'contents, edition 1 (insects, A OJO DE HORMIGA)', path: '/ediciones/1/contenidos' },
  { name: 'section creaciones', path: '/ediciones/2/creaciones' },
  { name: 'section critica', path: '/ediciones/1/critica' },
  { name: 'gallery', path: '/visuales' },
  { name: 'author', path: '/autor/lucia-ferrer' },
  { name: 'poem in verse', path: '/poema/polilla' },
  { name: 'poem of image sections (id 165)', path: '/poema/secuencia-para-dos-manos' },
  { name: 'poem of image sections (id 61)', path: '/poema/bordado-a-contraluz' },
  { name: 'interview, questions and answers (id 50)', path: '/poema/cincuenta-anos-bajo-la-hojarasca-conversacion-con-amparo-villalobos' },
  { name: 'interview, questions and answers (id 184)', path: '/poema/recortar-es-una-forma-de-escuchar-conversacion-con-renata-olmedo' },
  { name: 'editions list', path: '/ediciones' },
  { name: 'a visual work on its own page', path: '/visuales/grana' },
  { name: 'the thanks after a form post', path: '/api/resultado?tipo=hormigueo-poema&volver=%2Fpoema%2Fpolilla' },
  { name: 'the newsletter result after a form post', path: '/api/resultado?tipo=registrado&desde=14%2F03%2F25' },
  { name: '404', path: '/no-existe' },
  { name: 'privacy notice', path: '/privacidad' },
  { name: 'unsubscribe', path: '/baja' },
];

/** The page as a reader meets it: nav script run, islands that load by themselves hydrated. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForNavScript(page);
  await waitForIslands(page);
}

/** Below 840 px the top-poems carousel hydrates once it comes near the screen: scroll to it. */
/**
 * Runs axe on the page as it is now and fails on serious or critical violations, listed one
 * a line (impact, rule, help, element, what to fix). Lesser ones are attached to the report.
 */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Let finite animations end (a dialog fading in would show axe half-transparent text);
  // the insects crawl forever and are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const describe = (impact: string | null | undefined) =>
    violations
      .filter((v) => (impact === 'serious' ? v.impact === 'serious' || v.impact === 'critical' : v.impact === impact))
      .flatMap((v) =>
        v.nodes.map(
          (node) => `${v.impact} ${v.id} (${v.help}) at ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`,
        ),
      );
  for (const impact of ['moderate', 'minor']) {
    for (const line of describe(impact)) test.info().annotations.push({ type: `axe ${impact}`, description: `${label}: ${line}` });
  }
  expect(describe('serious'), `${label}: axe violations, serious or critical`).toEqual([]);
}

/** Headings a reader can reach (not in a closed dialog or a hidden menu), in document order. */
const headingOutline = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.checkVisibility())
      .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim().replace(/\s+/g, ' ') })),
  );

test.describe('axe-core: no serious or critical violation', () => {
  // axe walks every element (the gallery has a hundred insects): give it room on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const { name, path } of PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await openPage(page, path);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('home between 728 and 840 px: the carousel with its arrows', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openPage(page, '/');
    await showCarousel(page);
    await expect(page.getByRole('button', { name: 'Poema siguiente' })).toBeVisible();
    await expectNoSeriousViolations(page, '/ at 800 px');
  });

  test('with the nav open: the mobile menu (375 px) or the EDICIONES dropdown', async ({ page }) => {
    await openPage(page, '/poema/polilla');
    if (isMobileLayout(page)) {
      await page.getByRole('button', { name: 'Menú' }).click();
      await expect(page.getByRole('link', { name: 'INICIO', exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, 'mobile menu open');
    }
    await page.getByRole('button', { name: 'EDICIONES' }).click();
    await expect(page.locator('#editions-list').getByRole('link', { name: 'Edición 1' })).toBeVisible();
    await expectNoSeriousViolations(page, 'editions dropdown open');
  });

  test('with the gallery popup open, and the hormiguear modal over it', async ({ page }) => {
    await openPage(page, '/visuales');
    await page.getByRole('link', { name: 'Ver «Grana» en grande' }).click();
    const popup = page.getByRole('dialog', { name: 'Grana' });
    await expect(popup).toBeVisible();
    await expectNoSeriousViolations(page, 'gallery popup open');

    const modal = page.locator('dialog#hormiguear');
    await waitForIslandOf(modal);
    await popup.getByRole('link', { name: /^HORMIGUEAR ESTA OBRA/ }).click();
    await expect(page.getByRole('dialog', { name: 'HORMIGUEAR OBRA VISUAL' })).toBeVisible();
    await expectNoSeriousViolations(page, 'hormiguear modal open over the popup');
  });

  test('the hormiguear form shown by its link before the script runs (the page is its target)', async ({ page }) => {
    // Held back: what a reader meets before the dialog's script arrives (and without JavaScript).
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/poema/polilla#hormiguear', { waitUntil: 'commit' });
    const form = page.locator('#hormiguear');
    await expect(form.getByRole('textbox', { name: 'Mensaje', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'hormiguear form as the target');
  });

  test('with the hormiguear modal open on a poem, and with its error message', async ({ page }) => {
    await openPage(page, '/poema/polilla');
    const button = page.getByRole('link', { name: /^HORMIGUEAR\b/ });
    await waitForIslandOf(page.locator('dialog#hormiguear'));
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'HORMIGUEAR POEMA' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'hormiguear modal open');
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Debes dejar un mensaje.');
    await expectNoSeriousViolations(page, 'hormiguear modal with its error');
  });
});

test.describe('heading outline', () => {
  test('every page type: exactly one h1, first; no level skipped going down', async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      const outline = await headingOutline(page);
      const shown = outline.map((h) => `h${h.level} ${h.text}`).join(' | ');
      expect(
        outline.filter((h) => h.level === 1),
        `${path}: h1 elements (${shown})`,
      ).toHaveLength(1);
      expect(outline[0]?.level, `${path}: the first heading is the h1 (${shown})`).toBe(1);
      const skips = outline.flatMap((h, i) =>
        i > 0 && h.level > outline[i - 1]!.level + 1 ? [`h${outline[i - 1]!.level} → h${h.level} "${h.text}"`] : [],
      );
      expect(skips, `${path}: skipped heading levels (${shown})`).toEqual([]);
    }
  });
});

/* ---------- Text over pictures ---------- */

interface OverPicture {
  text: string;
  /** Part of the page's h1 (which every one of these pages shows over a picture). */
  inH1: boolean;
  /** WCAG AA threshold for this text: 3 for large type, 4.5 otherwise. */
  needed: number;
  /** Lowest contrast over any picture: pure white and pure black, under each scrim colour stop. */
  worst: number;
  behind: string;
}

/**
 * For every text (and the focus ring of every link or button) that lies over an edition
 * picture (Backdrop, BackgroundRotator), the contrast in the worst case, computed from the
 * styles alone: the picture is taken to be pure white and then pure black, at its computed
 * opacity, under each colour stop of the scrims above it, under each background between it
 * and the text. What the picture really shows can only be better.
 */
function contrastOverPictures(page: Page): Promise<{ texts: OverPicture[]; rings: OverPicture[] }> {
  return page.evaluate(() => {
    type RGBA = { r: number; g: number; b: number; a: number };
    const parseColors = (value: string): RGBA[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, a = 1] = m[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return { r: r!, g: g!, b: b!, a };
      });
    const over = (top: RGBA, below: RGBA): RGBA => ({
      r: top.r * top.a + below.r * (1 - top.a),
      g: top.g * top.a + below.g * (1 - top.a),
      b: top.b * top.a + below.b * (1 - top.a),
      a: 1,
    });
    const luminance = (c: RGBA) => {
      const f = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
    };
    const contrast = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const background = (el: Element) => parseColors(getComputedStyle(el).backgroundColor)[0] ?? { r: 0, g: 0, b: 0, a: 0 };
    const chain = (from: Element, to: Element) => {
      const out: Element[] = [];
      for (let el: Element | null = from; el && el !== to; el = el.parentElement) out.push(el);
      return out.reverse(); // outermost first
    };
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

    const pictures = [...document.querySelectorAll<HTMLImageElement>('.backdrop img, [data-rotator] img')].filter(
      (img) => getComputedStyle(img).display !== 'none',
    );
    const isFixed = (img: Element) => chain(img, document.body).some((el) => getComputedStyle(el).position === 'fixed');
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    /** The picture right behind `el`: of those under it, the one nested deepest with it. */
    const pictureBehind = (el: Element) => {
      const box = el.getBoundingClientRect();
      let best: { img: HTMLImageElement; root: Element; depth: number } | null = null;
      for (const img of pictures) {
        const pictureBox = img.parentElement!.getBoundingClientRect();
        if (!isFixed(img) && !overlaps(box, pictureBox)) continue;
        let root: Element = img.parentElement!;
        while (!root.contains(el)) root = root.parentElement!;
        // Only what shares the picture's own part of the page (the hero, the menu, the
        // section page) lies over it; the nav, the skip link and the footer are drawn above.
        if (root === document.body || root.tagName === 'MAIN') continue;
        const depth = chain(root, document.documentElement).length;
        if (!best || depth > best.depth) best = { img, root, depth };
      }
      return best;
    };

    /** Every colour the ground under `el` can take, worst cases of the picture included. */
    const grounds = (el: Element, { includeSelf }: { includeSelf: boolean }) => {
      const found = pictureBehind(el);
      if (!found) return null;
      const { img, root } = found;
      // What is under the root: its own background, over its ancestors', down to an opaque one.
      const under: RGBA[] = [];
      for (let a: Element | null = root; a; a = a.parentElement) {
        under.push(background(a));
        if (background(a).a >= 1) break;
      }
      let base: RGBA = { r: 255, g: 255, b: 255, a: 1 };
      for (const c of under.reverse()) base = over(c, base);
      // The picture's own boxes, the picture (at its opacity), then the scrims drawn over it.
      const pictureBoxes = chain(img.parentElement!, root);
      for (const box of pictureBoxes) base = over(background(box), base);
      const opacity = [img, ...pictureBoxes].reduce((o, box) => o * Number(getComputedStyle(box).opacity), 1);
      const scrims = pictureBoxes.flatMap((box) =>
        ['::before', '::after'].flatMap((pseudo) => {
          const cs = getComputedStyle(box, pseudo);
          if (cs.content === 'none' || cs.display === 'none') return [];
          const stops = [...parseColors(cs.backgroundColor), ...parseColors(cs.backgroundImage)].filter((c) => c.a > 0);
          return stops.length ? [stops] : [];
        }),
      );
      // Between the picture and the text: the backgrounds of the text's boxes below the root.
      const textBoxes = chain(includeSelf ? el : el.parentElement!, root);
      const results: { color: RGBA; behind: string }[] = [];
      for (const [shade, value] of [
        ['white', 255],
        ['black', 0],
      ] as const) {
        let variants = [{ color: over({ r: value, g: value, b: value, a: opacity }, base), behind: `a ${shade} picture` }];
        for (const stops of scrims) {
          variants = variants.flatMap((v) =>
            stops.map((stop) => ({
              color: over(stop, v.color),
              behind: `${v.behind} under rgb(${stop.r} ${stop.g} ${stop.b} / ${stop.a})`,
            })),
          );
        }
        for (const v of variants) {
          let color = v.color;
          for (const box of textBoxes) color = over(background(box), color);
          results.push({ color, behind: v.behind });
        }
      }
      return results;
    };

    const texts: OverPicture[] = [];
    const rings: OverPicture[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const box = el.getBoundingClientRect();
      if (!hasText || !el.checkVisibility({ visibilityProperty: true }) || box.width <= 1 || box.height <= 1) continue;
      const cases = grounds(el, { includeSelf: true });
      if (!cases) continue;
      const cs = getComputedStyle(el);
      const size = parseFloat(cs.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
      const ink = parseColors(cs.color)[0]!;
      const worst = cases
        .map((c) => ({ ratio: contrast(over(ink, c.color), c.color), behind: c.behind }))
        .sort((a, b) => a.ratio - b.ratio)[0]!;
      texts.push({ text: describe(el), inH1: !!el.closest('h1'), needed: large ? 3 : 4.5, worst: worst.ratio, behind: worst.behind });
    }
    // Focus rings (WCAG 1.4.11, 3:1) of the links and buttons over pictures.
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button')) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('header, dialog')) continue;
      el.focus();
      const cs = getComputedStyle(el);
      const cases = grounds(el, { includeSelf: parseFloat(cs.outlineOffset) < 0 });
      const visible = el.matches(':focus-visible');
      const ring = parseColors(cs.outlineColor)[0]!; // read while focused: the style is live
      el.blur();
      if (!cases) continue;
      const worst = cases
        .map((c) => ({ ratio: contrast(over(ring, c.color), c.color), behind: c.behind }))
        .sort((a, b) => a.ratio - b.ratio)[0]!;
      if (!visible) throw new Error(`${describe(el)} focused without :focus-visible`);
      rings.push({ text: `focus ring of ${describe(el)}`, inH1: false, needed: 3, worst: worst.ratio, behind: worst.behind });
    }
    return { texts, rings };
  });
}

test.describe('text over pictures keeps WCAG AA contrast, whatever the picture', () => {
  // Hero (home, older edition), contents (with edition 2's rotating images behind the menu),
  // section pages (fixed picture behind everything); the home's faint synopsis images too.
  const PICTURE_PAGES = [
    '/',
    '/ediciones/1',
    '/ediciones/2/contenidos',
    '/ediciones/1/contenidos',
    '/ediciones/2/creaciones',
    '/ediciones/1/critica',
  ];
  for (const path of PICTURE_PAGES) {
    test(`${path}: white type over the edition pictures`, async ({ page }) => {
      await page.goto(path);
      await waitForIslands(page);
      // Keyboard modality, so that focusing a control shows its ring (:focus-visible).
      await page.keyboard.press('Tab');
      const { texts, rings } = await contrastOverPictures(page);
      expect(texts.filter((t) => t.inH1).length, `${path}: the h1 is over a picture`).toBeGreaterThan(0);
      expect(rings.length, `${path}: links over a picture`).toBeGreaterThan(0);
      const low = [...texts, ...rings]
        .filter((t) => t.worst < t.needed)
        .map((t) => `${t.text}: ${t.worst.toFixed(2)}:1 < ${t.needed}:1 over ${t.behind}`);
      expect(low, `${path}: ${texts.length} texts and ${rings.length} focus rings checked`).toEqual([]);
    });
  }

  test('the scrim alone keeps white type at 4.5:1 over a pure white picture', async ({ page }) => {
    // The darkening must not depend on a filter on the <img> (which may be swapped for
    // another image element) or on the picture loading: it is the scrim over it.
    for (const path of ['/', '/ediciones/2/contenidos', '/ediciones/2/creaciones']) {
      await page.goto(path);
      const scrim = await page
        .locator('.backdrop')
        .first()
        .evaluate((el) => {
          const cs = getComputedStyle(el, '::after');
          const alphas = [...`${cs.backgroundColor} ${cs.backgroundImage}`.matchAll(/rgba?\(([^)]+)\)/g)]
            .map(
              (m) =>
                m[1]!
                  .split(/[\s,/]+/)
                  .filter(Boolean)
                  .map(Number)[3] ?? 1,
            )
            .filter((alpha) => alpha > 0); // a transparent background-color under the gradient
          return { content: cs.content, lightest: Math.min(...alphas) };
        });
      expect(scrim.content, `${path}: the scrim is drawn`).not.toBe('none');
      // White under black at alpha a is grey (1 - a) * 255; white text over it.
      const grey = (1 - scrim.lightest) * 255;
      const channel = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      const ratio = 1.05 / (channel(grey) + 0.05);
      expect(ratio, `${path}: white on a white picture under a ${scrim.lightest} black scrim`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/* ---------- Reduced motion ---------- */

/**
 * What still moves: running animations and transitions, any element or ::before/::after with
 * a CSS animation, or with a transition of its place, size or turn (colour and opacity fades
 * are not motion), and smooth scrolling.
 */
const motionLeft = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const name = (el: Element, pseudo = '') => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo}`;
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running') continue;
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const what =
        'animationName' in animation ? (animation as CSSAnimation).animationName : (animation as CSSTransition).transitionProperty;
      found.add(`running ${what} on ${target ? name(target) : '?'}`);
    }
    const motion = /^(all|transform|translate|rotate|scale|top|right|bottom|left|inset|margin.*|width|height)$/;
    for (const el of document.querySelectorAll('body *')) {
      for (const pseudo of ['', '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo || null);
        const durations = (list: string) => list.split(', ').map((d) => parseFloat(d) * (d.endsWith('ms') ? 1 : 1000));
        const animations = cs.animationName.split(', ');
        const animationMs = durations(cs.animationDuration);
        animations.forEach((a, i) => {
          if (a !== 'none' && animationMs[i % animationMs.length]! > 0) found.add(`animation ${a} on ${name(el, pseudo)}`);
        });
        const properties = cs.transitionProperty.split(', ');
        const transitionMs = durations(cs.transitionDuration);
        properties.forEach((p, i) => {
          if (motion.test(p) && transitionMs[i % transitionMs.length]! > 0) found.add(`transition ${p} on ${name(el, pseudo)}`);
        });
      }
    }
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') found.add('smooth scrolling');
    return [...found];
  });

// The JavaScript timers (the author cycling every 3 s, the background images every 4 s and
// 850 ms) and the insects standing still are checked over time in home.spec.ts and
// contents.spec.ts, under the same emulated preference.
test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves, slides or turns on any page type', async ({ page }) => {
    for (const { path } of PAGES) {
      await openPage(page, path);
      expect(await motionLeft(page), `${path}: motion left`).toEqual([]);
    }
  });

  test('nor with the nav, the gallery popup and the hormiguear modal open', async ({ page }) => {
    await openPage(page, '/visuales');
    if (isMobileLayout(page)) await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('button', { name: 'EDICIONES' }).click();
    await expect(page.locator('#editions-list').getByRole('link', { name: 'Edición 1' })).toBeVisible();
    expect(await motionLeft(page), 'nav open').toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Ver «Grana» en grande' }).click();
    const popup = page.getByRole('dialog', { name: 'Grana' });
    await expect(popup).toBeVisible();
    expect(await motionLeft(page), 'gallery popup open').toEqual([]);
    await waitForIslandOf(page.locator('dialog#hormiguear'));
    await popup.getByRole('link', { name: /^HORMIGUEAR ESTA OBRA/ }).click();
    await expect(page.getByRole('dialog', { name: 'HORMIGUEAR OBRA VISUAL' })).toBeVisible();
    expect(await motionLeft(page), 'hormiguear modal open').toEqual([]);
  });

  test('the top-poems carousel shows the chosen card at once, without sliding', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/');
    const carousel = await showCarousel(page);
    const offset = await carousel.evaluate(async (el) => {
      el.querySelectorAll<HTMLButtonElement>('button[aria-label^="Ir al poema"]')[1]!.click();
      // Two frames: React has rendered; a transition would have barely started.
      for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
      const card = el.querySelector('[data-active] a')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return Math.abs(card.left + card.width / 2 - (box.left + box.width / 2));
    });
    expect(offset, 'the second card is centred two frames after the dot was pressed (px off)').toBeLessThan(2);
  });

  test('section page: a contributor name jumps to the book (no smooth scroll) and outlines it', async ({ page }) => {
    await page.goto('/ediciones/2/creaciones');
    const link = page.locator('main nav').getByRole('link', { name: 'Ximena Carrión' });
    const book = page.locator((await link.getAttribute('href'))!);
    const placed = await link.evaluate((a) => {
      const target = document.querySelector((a as HTMLAnchorElement).hash)!;
      (a as HTMLAnchorElement).click();
      // Measured in the same task as the click: only an instant scroll has happened by now.
      const r = target.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    expect(placed, 'the book is in view right after the click').toBe(true);
    await expect(book).toHaveClass(/is-highlighted/);
    expect(await motionLeft(page)).toEqual([]);
  });
});
