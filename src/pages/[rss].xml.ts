import type { APIRoute, GetStaticPaths } from 'astro';
import { feedResponse } from '@/lib/feed/feedResponse';
import { getFeedModel, type FeedModel } from '@/lib/site/getFeedModel';
import { singlePage } from '@/lib/site/singlePage';

/**
 * /rss.xml: RSS 2.0 feed of the newest editions and their poems and essays, in full. A route
 * with a parameter so that it can return a cacheKey: an unchanged feed is copied from the
 * incremental cache instead of sanitised again (a second and more at 10,000 poems).
 */
export const getStaticPaths = (() => singlePage('rss', 'rss', getFeedModel)) satisfies GetStaticPaths;

export const GET: APIRoute<{ model: FeedModel }> = ({ props, site }) => feedResponse(props.model, site ?? new URL('http://localhost:4321'));
