// A feed as a feed reader sees it: parsed by rss-parser (which throws on XML that is not
// well-formed or is not RSS), then held to what RSS 2.0 requires of a channel and its items
// (https://www.rssboard.org/rss-specification) and to what the site promises feed readers:
// absolute links, each link its own guid, RFC 822 dates, and item HTML that DOMPurify's
// default profile would leave untouched (no script, handler, style or frame).
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import Parser from 'rss-parser';

export interface FeedItem {
  title: string | null;
  link: string | null;
  guid: string | null;
  pubDate: string | null;
  creator: string | null;
  categories: string[];
  /** content:encoded, as the HTML it carries. */
  content: string | null;
}

export interface Feed {
  problems: string[];
  channel: { title: string | null; link: string | null; description: string | null; language: string | null };
  items: FeedItem[];
}

const parser = new Parser<Record<string, unknown>, { encoded?: string }>({
  customFields: { item: [['content:encoded', 'encoded']] },
});
const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

/** DOMPurify's HTML profile, less what a feed item never needs: styles and form controls. */
const UNSAFE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

const absolute = (value: string | null | undefined) => !!value && /^https?:\/\/[^/]/.test(value);

/**
 * The feed's channel and items, and what it gets wrong. `needsContent` picks the items that
 * must carry their text in content:encoded (default: those with a dc:creator, the works).
 */
export async function readFeed(xml: string, needsContent = (item: FeedItem) => item.creator !== null): Promise<Feed> {
  const problems: string[] = [];
  const feed = await parser.parseString(xml);
  // rss-parser reads RSS 0.9x and 1.0 too, and does not say which it found.
  if (!/<rss\b[^>]*\sversion="2\.0"/.test(xml)) problems.push('not <rss version="2.0">');
  const channel = {
    title: feed.title ?? null,
    link: feed.link ?? null,
    description: feed.description ?? null,
    language: (feed as { language?: string }).language ?? null,
  };
  if (!channel.title) problems.push('channel: no title');
  if (!channel.description) problems.push('channel: no description');
  if (!absolute(channel.link)) problems.push(`channel: link ${channel.link} is not absolute`);
  const items = feed.items.map((raw, index): FeedItem => {
    const item: FeedItem = {
      title: raw.title ?? null,
      link: raw.link ?? null,
      guid: raw.guid ?? null,
      pubDate: raw.pubDate ?? null,
      creator: raw.creator ?? null,
      categories: raw.categories ?? [],
      content: raw.encoded ?? null,
    };
    const where = `item ${index + 1} (${item.title ?? item.link})`;
    if (!item.title && !raw.content) problems.push(`${where}: neither title nor description`);
    if (!absolute(item.link)) problems.push(`${where}: link ${item.link} is not absolute`);
    if (!item.guid) problems.push(`${where}: no guid`);
    // RFC 822, written as toUTCString writes it: the date read back must give the same text.
    if (!raw.isoDate || new Date(raw.isoDate).toUTCString() !== item.pubDate) problems.push(`${where}: pubDate ${item.pubDate}`);
    if (item.content === null) {
      if (needsContent(item)) problems.push(`${where}: no content:encoded`);
    } else {
      purify.sanitize(item.content, UNSAFE);
      for (const removed of purify.removed as { element?: Element; attribute?: Attr | null; from?: Element }[]) {
        const what = removed.attribute ? `${removed.attribute.name} on <${removed.from?.localName}>` : `<${removed.element?.localName}>`;
        problems.push(`${where}: ${what} in the content`);
      }
    }
    return item;
  });
  return { problems, channel, items };
}
