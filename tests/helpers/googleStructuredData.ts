// Checks a page's JSON-LD against what Google's structured-data documentation asks of
// articles (https://developers.google.com/search/docs/appearance/structured-data/article)
// and, for the magazine's other nodes, the general guidelines: absolute URLs, ISO 8601
// dates, authors as Person or Organization with a name. Returns the problems found, so a
// test can show them all at once.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonLdObject = { [key: string]: Json };

/** The types Google reads as articles. */
export const ARTICLE_TYPES = ['Article', 'NewsArticle', 'BlogPosting'];
/** Google truncates longer headlines in results. */
export const HEADLINE_MAX = 110;
/** Google's minimum for an article image: width × height. */
export const MIN_IMAGE_PIXELS = 50_000;
/** The shapes Google asks article images in (width / height). */
export const ARTICLE_IMAGE_RATIOS = [16 / 9, 4 / 3, 1];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const isObject = (value: Json | undefined): value is JsonLdObject => !!value && typeof value === 'object' && !Array.isArray(value);
const list = (value: Json | undefined): Json[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const typesOf = (node: JsonLdObject) => list(node['@type']).filter((t): t is string => typeof t === 'string');

export function isAbsoluteUrl(value: Json | undefined): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function isIsoDate(value: Json | undefined): boolean {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

/** The image URLs of a node's own `image` (strings or ImageObjects). */
export function imageUrlsOf(node: JsonLdObject): string[] {
  return list(node.image).flatMap((image) => {
    if (typeof image === 'string') return [image];
    if (isObject(image) && typeof image.url === 'string') return [image.url];
    if (isObject(image) && typeof image.contentUrl === 'string') return [image.contentUrl];
    return [];
  });
}

function checkAuthor(author: Json | undefined, where: string, problems: string[], wantUrl: boolean): void {
  const authors = list(author);
  if (!authors.length) problems.push(`${where}: no author`);
  for (const a of authors) {
    if (!isObject(a)) {
      problems.push(`${where}: author is not a Person or Organization node`);
      continue;
    }
    const types = typesOf(a);
    if (!types.includes('Person') && !types.includes('Organization')) problems.push(`${where}: author @type ${types.join(',')}`);
    if (typeof a.name !== 'string' || !a.name.trim()) problems.push(`${where}: author without name`);
    else if (/^(por|by)\s/i.test(a.name)) problems.push(`${where}: author name carries a prefix ("${a.name}")`);
    if (a.url !== undefined ? !isAbsoluteUrl(a.url) : wantUrl) problems.push(`${where}: author url missing or not absolute`);
  }
}

function checkDates(node: JsonLdObject, where: string, problems: string[], required: boolean): void {
  for (const key of ['datePublished', 'dateModified']) {
    if (node[key] === undefined) {
      if (required) problems.push(`${where}: no ${key}`);
    } else if (!isIsoDate(node[key])) problems.push(`${where}: ${key} ${JSON.stringify(node[key])} is not ISO 8601`);
  }
  if (isIsoDate(node.datePublished) && isIsoDate(node.dateModified)) {
    if (Date.parse(String(node.dateModified)) < Date.parse(String(node.datePublished)))
      problems.push(`${where}: dateModified before datePublished`);
  }
}

/** Every string under a URL-valued key, at any depth, must be an absolute http(s) URL. */
function checkUrls(value: Json, where: string, problems: string[], key = ''): void {
  if (Array.isArray(value)) value.forEach((v) => checkUrls(v, where, problems, key));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) checkUrls(v, where, problems, k);
  else if (
    typeof value === 'string' &&
    ['url', 'image', 'sameAs', 'mainEntityOfPage', 'contentUrl', 'logo'].includes(key) &&
    !isAbsoluteUrl(value)
  ) {
    problems.push(`${where}: ${key} ${value} is not an absolute URL`);
  }
}

/**
 * The problems of a page's JSON-LD node for Google. Articles: headline (at most 110
 * characters), author Person/Organization with name and url, datePublished and dateModified
 * (ISO 8601, modified not before published), one or more absolute images. Other works
 * (CreativeWork): name, author, genre. Every URL absolute, every date ISO 8601.
 */
export function googleStructuredDataProblems(node: JsonLdObject, where = 'JSON-LD'): string[] {
  const problems: string[] = [];
  if (node['@context'] !== 'https://schema.org' && node['@context'] !== 'http://schema.org') problems.push(`${where}: @context`);
  checkUrls(node, where, problems);
  const types = typesOf(node);
  if (!types.length) problems.push(`${where}: no @type`);
  if (types.some((t) => ARTICLE_TYPES.includes(t))) {
    if (typeof node.headline !== 'string' || !node.headline.trim()) problems.push(`${where}: no headline`);
    else if ([...node.headline].length > HEADLINE_MAX) problems.push(`${where}: headline longer than ${HEADLINE_MAX} characters`);
    checkAuthor(node.author, where, problems, true);
    checkDates(node, where, problems, true);
    const images = imageUrlsOf(node);
    if (!images.length) problems.push(`${where}: no image`);
  } else if (types.includes('CreativeWork')) {
    if (typeof node.name !== 'string' || !node.name.trim()) problems.push(`${where}: no name`);
    if (typeof node.genre !== 'string' || !node.genre.trim()) problems.push(`${where}: no genre`);
    checkAuthor(node.author, where, problems, false);
    checkDates(node, where, problems, false);
  } else {
    checkDates(node, where, problems, false);
  }
  return problems;
}

/** The shape problems of an article image of `width` × `height` pixels. */
export function articleImageProblems(size: { width: number; height: number }, where: string): string[] {
  const problems: string[] = [];
  if (size.width * size.height < MIN_IMAGE_PIXELS)
    problems.push(`${where}: ${size.width}×${size.height} is under ${MIN_IMAGE_PIXELS} pixels`);
  return problems;
}

/** Which of Google's shapes (16:9, 4:3, 1:1) a set of image sizes covers, within 1 %. */
export function ratiosCovered(sizes: readonly { width: number; height: number }[]): number[] {
  return ARTICLE_IMAGE_RATIOS.filter((ratio) => sizes.some(({ width, height }) => Math.abs(width / height / ratio - 1) < 0.01));
}
