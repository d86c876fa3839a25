import type { APIRoute } from 'astro';
import { feedResponse } from '@/lib/feed/feedResponse';
import { getFeedModel } from '@/lib/site/getFeedModel';
import { getSite } from '@/lib/site/getSite';

/** RSS 2.0 feed of the newest editions and their poems and essays, in full. */
export const GET: APIRoute = async ({ site }) => feedResponse(getFeedModel(await getSite()), site ?? new URL('http://localhost:4321'));
