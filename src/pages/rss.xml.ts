import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { LOCALE } from '@/consts';
import { getFeedModel } from '@/lib/site/getFeedModel';
import { getSite } from '@/lib/site/getSite';
import { escapeMarkup } from '@/lib/text/escapeMarkup';

/** RSS 2.0 feed of the newest editions and their poems. */
export const GET: APIRoute = async ({ site }) => {
  const feed = getFeedModel(await getSite());
  const origin = site ?? new URL('http://localhost:4321');
  return rss({
    title: feed.title,
    description: feed.description,
    site: origin,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: `<language>${LOCALE}</language>`,
    items: feed.items.map((item) => ({
      title: item.title,
      link: new URL(item.link, origin).href,
      pubDate: item.pubDate,
      description: item.description,
      categories: item.categories,
      customData: item.creator ? `<dc:creator>${escapeMarkup(item.creator)}</dc:creator>` : undefined,
    })),
  });
};
