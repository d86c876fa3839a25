import type { APIRoute } from 'astro';
import { readPublishingConfig } from '@/lib/config/publishing';
import { robotsTxt } from '@/lib/seo/robotsTxt';

/** Crawlers may read every page; the write endpoints are not pages. The editors' preview names no sitemap. */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt({ site: site ?? new URL('http://localhost:4321'), preview: readPublishingConfig().preview }), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
