import type { APIRoute } from 'astro';
import { getSite } from '@/lib/site/getSite';
import { getUrlAliases } from '@/lib/site/getUrlAliases';

/** Read by the server and the edge middleware to answer /autor/{nombre} and /poema/{titulo} as typed. */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(getUrlAliases(await getSite())), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
