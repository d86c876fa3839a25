import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: ReturnType<typeof createDOMPurify> | undefined;

/** The few elements poemHtml writes; anything else is not ours and is dropped. */
const ALLOWED_TAGS = ['p', 'br', 'em', 'strong', 'h3', 'figure', 'img'];
const ALLOWED_ATTR = ['src', 'alt'];

function getPurify() {
  if (!purify) {
    purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    // DOMPurify lets <img> keep data: URIs; a feed item only ever points at http(s) pictures.
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'src' && !/^https?:\/\//i.test(data.attrValue)) data.keepAttr = false;
    });
  }
  return purify;
}

/**
 * A second line of defence for the HTML a feed carries: poemHtml already escapes every piece
 * of database text, and this keeps only its own elements and attributes, so a mistake there
 * can never hand a feed reader a script, an event handler or a style.
 */
export function sanitizeFeedHtml(html: string): string {
  return getPurify().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
