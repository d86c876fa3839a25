import { getRssString } from '@astrojs/rss';
import { LOCALE } from '../../consts.ts';
import { resolveImageUrl } from '../media/resolveImageUrl.ts';
import type { FeedItem, FeedModel } from '../site/getFeedModel.ts';
import { escapeMarkup } from '../text/escapeMarkup.ts';
import { parsePoemText } from '../text/parsePoemText.ts';
import { isImagePoem } from '../text/readableText.ts';
import { poemHtml } from '../text/poemHtml.ts';
import { sanitizeFeedHtml } from './sanitizeFeedHtml.ts';

export const CONTENT_NAMESPACE = 'http://purl.org/rss/1.0/modules/content/';
export const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';
export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

export interface RenderFeedOptions {
  /** The site's origin: every link in a feed is absolute. */
  site: URL;
  /** Stored picture address -> the copy the build made of it (image poems' pictures). */
  images?: ReadonlyMap<string, string>;
}

const parsed = (work: NonNullable<FeedItem['work']>) =>
  parsePoemText(work.text.id, work.text.texto, (address) => resolveImageUrl(address, work.text.storageBase));

/** The pictures of the feed's image poems, which the endpoint swaps for build copies. */
export function feedPictures(feed: FeedModel): string[] {
  const sources = new Set<string>();
  for (const { work } of feed.items) {
    if (!work || !isImagePoem(work.text.id, work.text.texto)) continue;
    for (const { block } of parsed(work).sections) if (block.kind === 'image') sources.add(block.src);
  }
  return [...sources];
}

/**
 * The work in full for content:encoded, or undefined for an edition and for a poem with no
 * text (its page shows a stand-in poem, which is not the poet's).
 */
function contentOf(item: FeedItem, options: RenderFeedOptions): string | undefined {
  if (!item.work) return undefined;
  const body = parsed(item.work);
  if (body.sample) return undefined;
  const html = poemHtml(body, {
    prose: item.work.prose,
    title: item.work.title,
    imageUrl: (src) => {
      const url = options.images?.get(src) ?? src;
      // Only what a feed reader can fetch: the build's copies and other hosts' pictures.
      return url.startsWith('data:') ? null : new URL(url, options.site).href;
    },
  });
  return sanitizeFeedHtml(html);
}

/** An RSS 2.0 document of a feed model (/rss.xml and each edition's feed share it). */
export function renderFeed(feed: FeedModel, options: RenderFeedOptions): Promise<string> {
  const absolute = (path: string) => new URL(path, options.site).href;
  return getRssString({
    title: feed.title,
    description: feed.description,
    site: absolute(feed.link),
    // The site's URLs have no trailing slash (build.format 'file'), but its root is '/'.
    trailingSlash: feed.link.endsWith('/'),
    xmlns: { content: CONTENT_NAMESPACE, dc: DC_NAMESPACE, atom: ATOM_NAMESPACE },
    customData:
      `<language>${LOCALE}</language>` + `<atom:link href="${escapeMarkup(absolute(feed.self))}" rel="self" type="application/rss+xml"/>`,
    items: feed.items.map((item) => ({
      title: item.title,
      link: absolute(item.link),
      pubDate: item.pubDate,
      description: item.description,
      content: contentOf(item, options),
      categories: item.categories,
      customData: item.creator ? `<dc:creator>${escapeMarkup(item.creator)}</dc:creator>` : undefined,
    })),
  });
}
