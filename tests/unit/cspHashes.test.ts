import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineContents, trimCspHashes } from '@/lib/security/cspHashes';

const sha = (text: string, algorithm = 'sha256') => `'${algorithm}-${createHash(algorithm).update(text).digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>p{color:red}</style></head><body>${body}</body></html>`;

describe('trimCspHashes', () => {
  const script = 'console.log("hola")';
  const other = 'console.log("otra página")';
  const style = 'p{color:red}';

  it("keeps only the hashes of the page's own inline scripts and styles", () => {
    const policy = `default-src 'self'; script-src 'self' ${sha(script)} ${sha(other)}; style-src 'self' ${sha('h1{}')} ${sha(style)}; style-src-attr 'unsafe-inline';`;
    const html = page(policy, `<script type="module">${script}</script><script src="/_astro/x.js"></script>`);
    const trimmed = trimCspHashes(html);
    expect(trimmed).toContain(
      `content="default-src 'self'; script-src 'self' ${sha(script)}; style-src 'self' ${sha(style)}; style-src-attr 'unsafe-inline';"`,
    );
    expect(trimmed).not.toContain(sha(other));
    // Nothing else in the page changes.
    expect(trimmed.replace(/content="[^"]*"/, '')).toBe(html.replace(/content="[^"]*"/, ''));
  });

  it('matches each hash with its own algorithm', () => {
    const html = page(`script-src 'self' ${sha(script, 'sha384')} ${sha(other, 'sha512')}`, `<script>${script}</script>`);
    expect(trimCspHashes(html)).toContain(`script-src 'self' ${sha(script, 'sha384')}"`);
  });

  it('leaves a page without a CSP <meta> untouched, and is idempotent', () => {
    const plain = `<html><body><script>${script}</script></body></html>`;
    expect(trimCspHashes(plain)).toBe(plain);
    const once = trimCspHashes(page(`script-src 'self' ${sha(script)} ${sha(other)}`, `<script>${script}</script>`));
    expect(trimCspHashes(once)).toBe(once);
  });

  it('counts scripts with a src as external, not inline', () => {
    expect(inlineContents(`<script src="/a.js"></script><script>${script}</script><style>${style}</style>`)).toEqual([script, style]);
  });
});
