// A small validator for the site's feeds: RSS 2.0 (https://www.rssboard.org/rss-specification)
// with the content module (content:encoded) and Dublin Core creators, parsed by jsdom's XML
// parser. It returns every problem found, and the items read, for further checks.
import { JSDOM } from 'jsdom';

export const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';

export interface RssItem {
  title: string | null;
  link: string | null;
  guid: string | null;
  pubDate: string | null;
  description: string | null;
  creator: string | null;
  categories: string[];
  /** content:encoded, as the HTML it carries. */
  content: string | null;
}

export interface RssReport {
  problems: string[];
  channel: { title: string | null; link: string | null; description: string | null; language: string | null };
  items: RssItem[];
}

export interface RssOptions {
  /** Items that must carry their text in content:encoded (default: those with a dc:creator). */
  needsContent?: (item: RssItem) => boolean;
}

/** RFC 822 dates as RSS 2.0 uses them (four-digit years allowed, as the spec recommends). */
const RFC_822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4} \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\d{4})$/;

/** Elements that have no place in a feed item's HTML: they run code, load pages or take input. */
const UNSAFE_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];

const window = new JSDOM('').window;

function isAbsoluteHttp(value: string | null): boolean {
  if (!value) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The problems of one item's HTML once parsed as a browser would. */
export function unsafeHtmlProblems(html: string, where: string): string[] {
  const problems: string[] = [];
  const doc = new window.DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const el of doc.body.querySelectorAll('*')) {
    const name = el.localName;
    if (UNSAFE_ELEMENTS.includes(name)) problems.push(`${where}: <${name}> in the content`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name)) problems.push(`${where}: ${attr.name} attribute on <${name}>`);
      if (attr.name === 'style') problems.push(`${where}: style attribute on <${name}>`);
      if (['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href'].includes(attr.name)) {
        if (/^\s*(?:javascript|vbscript|data):/i.test(attr.value)) problems.push(`${where}: ${attr.name}=${attr.value.slice(0, 40)}`);
        else if (attr.name === 'src' && !isAbsoluteHttp(attr.value)) problems.push(`${where}: relative src ${attr.value}`);
      }
    }
  }
  return problems;
}

export function validateRss(xml: string, options: RssOptions = {}): RssReport {
  const problems: string[] = [];
  const empty: RssReport = { problems, channel: { title: null, link: null, description: null, language: null }, items: [] };
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) {
    problems.push(`not well-formed XML: ${error.textContent?.trim().slice(0, 200)}`);
    return empty;
  }
  const rss = doc.documentElement;
  if (rss.localName !== 'rss' || rss.namespaceURI !== null) problems.push(`root element is <${rss.tagName}>, not <rss>`);
  if (rss.getAttribute('version') !== '2.0') problems.push(`rss@version is ${rss.getAttribute('version')}`);
  // Prefixed elements must resolve to the namespaces their modules define.
  for (const el of doc.getElementsByTagName('*')) {
    if (el.prefix === 'content' && el.namespaceURI !== CONTENT_NS) problems.push(`content: prefix bound to ${el.namespaceURI}`);
    if (el.prefix === 'dc' && el.namespaceURI !== DC_NS) problems.push(`dc: prefix bound to ${el.namespaceURI}`);
    if (el.prefix && !el.namespaceURI) problems.push(`<${el.tagName}>: undeclared prefix`);
  }
  const channels = [...rss.children].filter((c) => c.localName === 'channel' && c.namespaceURI === null);
  if (channels.length !== 1) {
    problems.push(`${channels.length} <channel> elements`);
    return empty;
  }
  const channel = channels[0]!;
  const own = (parent: Element, name: string, ns: string | null = null) =>
    [...parent.children].filter((c) => c.localName === name && c.namespaceURI === ns);
  const text = (parent: Element, name: string, ns: string | null = null) => own(parent, name, ns)[0]?.textContent?.trim() ?? null;

  const info = {
    title: text(channel, 'title'),
    link: text(channel, 'link'),
    description: text(channel, 'description'),
    language: text(channel, 'language'),
  };
  if (!info.title) problems.push('channel: no title');
  if (!info.description) problems.push('channel: no description');
  if (!isAbsoluteHttp(info.link)) problems.push(`channel: link ${info.link} is not absolute`);

  const needsContent = options.needsContent ?? ((item: RssItem) => item.creator !== null);
  const items = own(channel, 'item').map((el, index): RssItem => {
    const item: RssItem = {
      title: text(el, 'title'),
      link: text(el, 'link'),
      guid: text(el, 'guid'),
      pubDate: text(el, 'pubDate'),
      description: text(el, 'description'),
      creator: text(el, 'creator', DC_NS),
      categories: own(el, 'category').map((c) => c.textContent?.trim() ?? ''),
      content: own(el, 'encoded', CONTENT_NS)[0]?.textContent ?? null,
    };
    const where = `item ${index + 1} (${item.title ?? item.link})`;
    if (!item.title && !item.description) problems.push(`${where}: neither title nor description`);
    if (!isAbsoluteHttp(item.link)) problems.push(`${where}: link ${item.link} is not absolute`);
    if (!item.guid) problems.push(`${where}: no guid`);
    if (!item.pubDate || !RFC_822.test(item.pubDate) || Number.isNaN(Date.parse(item.pubDate))) {
      problems.push(`${where}: pubDate ${item.pubDate} is not an RFC 822 date`);
    }
    if (item.categories.some((c) => !c)) problems.push(`${where}: empty category`);
    if (item.content !== null) {
      if (!item.content.trim()) problems.push(`${where}: empty content:encoded`);
      problems.push(...unsafeHtmlProblems(item.content, where));
    } else if (needsContent(item)) problems.push(`${where}: no content:encoded`);
    return item;
  });
  if (items.some((i) => i.content !== null) && rss.getAttribute('xmlns:content') !== CONTENT_NS) {
    problems.push('the content namespace is not declared on <rss>');
  }
  return { problems, channel: info, items };
}
