import type { APIRoute } from 'astro';
import { getEditionsJson } from '@/lib/site/getEditionsModel';
import { getSite } from '@/lib/site/getSite';

/** The nav dropdown's edition list, kept out of every page's HTML (see docs/code-map.md). */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(getEditionsJson(await getSite())), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
