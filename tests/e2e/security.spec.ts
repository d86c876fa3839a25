// Security headers and the Content-Security-Policy: the same headers on every answer
// of the server, a CSP <meta> on every page, and no page shown inside another's frame.
// Independent of the window's width: run once (playwright.config.ts), and in Cloudflare's
// runtime. That the pages never break their own policy: security-browser.spec.ts.
import { createHash } from 'node:crypto';
import { ADDED_SCRIPTS } from '@/lib/security/cspHashes';
import { expect, test, type APIResponse } from '@playwright/test';
import { tagsOf } from './pageHelpers.ts';
import { PAGE_TYPES } from './sampleFacts.ts';

/** The headers every answer carries, whatever it is (page, file, API, 404, redirect). */
function expectSecurityHeaders(response: APIResponse, label: string): void {
  const headers = response.headers();
  expect(headers['content-security-policy'], `${label}: CSP header`).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], `${label}: X-Frame-Options`).toBe('DENY');
  expect(headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff');
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], `${label}: Permissions-Policy`).toContain('camera=()');
  expect(headers['permissions-policy'], `${label}: Permissions-Policy`).toContain('microphone=()');
  expect(headers['permissions-policy'], `${label}: Permissions-Policy`).toContain('geolocation=()');
  expect(headers['cross-origin-opener-policy'], `${label}: Cross-Origin-Opener-Policy`).toBe('same-origin');
}

/** The directives of a policy: name -> sources. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Elements of the raw <head> in document order, with what CSP cares about. */
function headElements(html: string) {
  const head = html.slice(0, html.search(/<\/head>/i));
  return [...head.matchAll(/<(script|style|link|meta)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/gi)].map((m) => {
    const tag = m[1]!.toLowerCase();
    const attrs = tagsOf(`<${tag}${m[2]}>`, tag)[0]!;
    // Data blocks (JSON-LD) are not scripts a browser runs.
    const runs = tag === 'script' && ['', 'module', 'text/javascript', 'application/javascript'].includes(attrs.type ?? '');
    return { tag, attrs, body: tag === 'script' || tag === 'style' ? (m[3] ?? '') : '', runs };
  });
}

const isCspMeta = (el: ReturnType<typeof headElements>[number]) =>
  el.tag === 'meta' && el.attrs['http-equiv']?.toLowerCase() === 'content-security-policy';

test.describe('security headers', () => {
  test('on pages, build assets, images, the API, the 404 page and redirects', async ({ request }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expectSecurityHeaders(home, 'page /');
    const html = await home.text();

    // Build assets under /_astro/: an island's script, the preloaded font, a resized picture.
    const script = tagsOf(html, 'astro-island')[0]?.['component-url'];
    const font = tagsOf(html, 'link').find((l) => l.rel === 'preload' && l.as === 'font')?.href;
    const picture = tagsOf(html, 'img').find((img) => img.src?.startsWith('/_astro/') && img.src.endsWith('.webp'))?.src;
    expect(script, 'an island script under /_astro/').toMatch(/^\/_astro\/.+\.js$/);
    expect(font, 'the font under /_astro/').toMatch(/^\/_astro\/.+\.woff2$/);
    expect(picture, 'a resized image under /_astro/').toBeTruthy();
    const files = [script!, font!, picture!, '/favicon.svg', '/sample/logo/cara-hormiga.svg', '/rss.xml', '/robots.txt'];
    for (const path of [...files, '/poema/polilla', '/sitemap-index.xml']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    }

    // The API: a GET is refused (405), a malformed subscription too (400); neither writes anything.
    const get = await request.get('/api/suscribir');
    expect(get.status()).toBe(405);
    expectSecurityHeaders(get, 'GET /api/suscribir');
    const bad = await request.post('/api/suscribir', { data: { correo: 'no-es-un-correo' } });
    expect(bad.status()).toBe(400);
    expectSecurityHeaders(bad, 'POST /api/suscribir (invalid)');
    const unknown = await request.get('/api/no-existe');
    expect(unknown.status()).toBe(404);
    expectSecurityHeaders(unknown, '/api/no-existe');

    const missing = await request.get('/esta-pagina-no-existe');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, '404 page');

    for (const legacy of ['/?edicion=1', '/contenidos?edicion=1']) {
      const redirect = await request.get(legacy, { maxRedirects: 0 });
      expect(redirect.status(), legacy).toBeGreaterThanOrEqual(300);
      expect(redirect.status(), legacy).toBeLessThan(400);
      expect(redirect.headers().location, legacy).toMatch(/^\/ediciones\/1(\/contenidos)?$/);
      expectSecurityHeaders(redirect, `redirect ${legacy}`);
    }
  });

  test("the host's _headers file is not served", async ({ request }) => {
    for (const path of ['/_headers', '/_redirects', '/_headers.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('X-Frame-Options:');
      expectSecurityHeaders(response, path);
    }
  });
});

test.describe('Content-Security-Policy <meta>', () => {
  const PAGES = [...PAGE_TYPES, { name: 'latest edition', path: '/ediciones/2', h1: '' }];

  test('every page type: one policy before every script and stylesheet, no inline or eval scripts, hashes that match', async ({
    request,
  }) => {
    for (const { path, name } of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(name === '404' ? 404 : 200);
      const html = await response.text();
      const head = headElements(html);
      const metas = head.filter(isCspMeta);
      expect(metas, `${path}: one CSP <meta> in <head>`).toHaveLength(1);
      expect(html.match(/http-equiv=["']?content-security-policy/gi), `${path}: none outside <head>`).toHaveLength(1);
      const at = head.indexOf(metas[0]!);
      const before = head.slice(0, at);
      expect(
        before.filter((el) => el.runs).map((el) => el.attrs.src ?? el.body.slice(0, 60)),
        `${path}: scripts before the policy`,
      ).toEqual([]);
      expect(
        before.filter((el) => el.tag === 'link' && el.attrs.rel === 'stylesheet').map((el) => el.attrs.href),
        `${path}: stylesheets before the policy`,
      ).toEqual([]);

      const policy = directives(metas[0]!.attrs.content ?? '');
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc, `${path}: script-src`).toContain("'self'");
      expect(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-inline'");
      expect(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-eval'");
      expect(
        scriptSrc.filter((s) => /^(https?:|\*|data:|blob:)/.test(s)),
        `${path}: scripts from elsewhere`,
      ).toEqual([]);
      expect(policy.get('default-src'), `${path}: default-src`).toEqual(["'self'"]);
      // Fonts and fetches fall back to default-src; the rest is in the header's policy (both apply).
      for (const directive of ['font-src', 'connect-src'])
        expect(policy.get(directive) ?? ["'self'"], `${path}: ${directive}`).toEqual(["'self'"]);
      const header = directives(response.headers()['content-security-policy'] ?? '');
      expect(header.get('object-src'), `${path}: object-src`).toEqual(["'none'"]);
      expect(header.get('base-uri'), `${path}: base-uri`).toEqual(["'self'"]);
      expect(header.get('form-action'), `${path}: form-action`).toEqual(["'self'"]);
      expect(policy.get('style-src'), `${path}: style-src`).toContain("'self'");
      expect(policy.get('style-src'), `${path}: no inline <style> without a hash`).not.toContain("'unsafe-inline'");

      // Every inline script the page runs, and every inline style, is allowed by its hash.
      for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        const type = tagsOf(`<script${attrs}>`, 'script')[0]!.type ?? '';
        if (/\bsrc=/.test(attrs!) || !['', 'module', 'text/javascript'].includes(type) || !body) continue;
        expect(scriptSrc, `${path}: hash of inline script "${body.slice(0, 50)}…"`).toContain(sha256(body));
      }
      const inline = new Set<string>();
      for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
        expect(policy.get('style-src'), `${path}: hash of inline style "${body!.slice(0, 50)}…"`).toContain(sha256(body!));
        inline.add(sha256(body!));
      }
      // ...and nothing more: no hash of another page's inline code (the policy stays small), but
      // those of the scripts the page adds itself once loaded (its Speculation Rules).
      for (const [, , body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) inline.add(sha256(body!));
      for (const body of ADDED_SCRIPTS) inline.add(sha256(body));
      const hashes = [...scriptSrc, ...(policy.get('style-src') ?? [])].filter((s) => s.startsWith("'sha"));
      expect(
        hashes.filter((h) => !inline.has(h)),
        `${path}: hashes of nothing on this page`,
      ).toEqual([]);
    }
  });

  test('every page type: before the policy, only the static font declaration, and its hash is listed anyway', async ({ request }) => {
    // Astro writes the CSP <meta> where it writes the rest of the head (at </head>); <Font>
    // writes its @font-face <style> and font preload where it stands, before it. Those two
    // come from the build, never from data: nothing else may precede the policy.
    for (const { path, name } of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(name === '404' ? 404 : 200);
      const head = headElements(await response.text());
      const at = head.findIndex(isCspMeta);
      expect(at, `${path}: CSP <meta>`).toBeGreaterThan(-1);
      const governed = head
        .slice(0, at)
        .filter(
          (el) =>
            el.tag === 'style' || el.runs || (el.tag === 'link' && ['stylesheet', 'preload', 'modulepreload'].includes(el.attrs.rel ?? '')),
        );
      for (const el of governed) {
        const what = `<${el.tag} ${el.attrs.rel ?? ''}${el.attrs.href ?? ''}>${el.body.slice(0, 40)}`;
        if (el.tag === 'style') {
          // @font-face rules and the :root custom property naming the family, nothing else.
          expect(el.body, `${path}: ${what} is only the font declaration`).toMatch(
            /^\s*(?:@font-face\s*\{[^}]*\}\s*)+(?::root\s*\{\s*--font-[\w-]+:[^}]*\}\s*)?$/,
          );
          expect(directives(head[at]!.attrs.content ?? '').get('style-src'), `${path}: hash of ${what}`).toContain(sha256(el.body));
        } else {
          expect(
            el.tag === 'link' && el.attrs.rel === 'preload' && el.attrs.as === 'font' && /^\/_astro\/fonts\//.test(el.attrs.href ?? ''),
            `${path}: ${what} before the policy`,
          ).toBe(true);
        }
      }
    }
  });
});

test.describe('frames', () => {
  test('a page cannot be shown inside a frame of another page', async ({ page, baseURL }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/i.test(message.text())) blocked.push(message.text());
    });
    await page.setContent(`<iframe src="${baseURL}/poema/polilla" width="600" height="400"></iframe>`);
    const frame = page.frameLocator('iframe');
    // The frame never shows the poem: Chromium replaces it with an error page.
    await expect.poll(() => blocked.length, { message: 'Chromium reports the refusal' }).toBeGreaterThan(0);
    await expect(frame.locator('h1', { hasText: 'Polilla' })).toHaveCount(0);
    const child = page.frames().find((f) => f !== page.mainFrame());
    expect(child?.url() ?? '', 'the frame did not load the page').not.toMatch(/\/poema\/polilla$/);
  });
});
