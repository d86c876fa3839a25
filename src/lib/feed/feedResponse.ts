import { resizedImageUrl } from '../media/responsiveImage.ts';
import type { FeedModel } from '../site/getFeedModel.ts';
import { feedPictures, renderFeed } from './renderFeed.ts';

/** Width of the picture copies a feed shows: the reading column's 960 px copy, already built for the poem page. */
const FEED_PICTURE_WIDTH = 960;

/** The HTTP answer of a feed endpoint, pictures swapped for copies the build made. */
export async function feedResponse(feed: FeedModel, site: URL): Promise<Response> {
  const images = new Map(
    await Promise.all(feedPictures(feed).map(async (src) => [src, await resizedImageUrl(src, FEED_PICTURE_WIDTH)] as const)),
  );
  const xml = await renderFeed(feed, { site, images });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
