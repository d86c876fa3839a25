import { defineMiddleware } from 'astro:middleware';
import { trimCspHashes } from './lib/security/cspHashes.ts';

/**
 * Trims each page's CSP <meta> to the hashes of its own inline scripts and styles (see
 * src/lib/security/cspHashes.ts) while the page is rendered: the incremental build caches
 * the trimmed page, and no pass after the build reads and rewrites every file again.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(trimCspHashes(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
