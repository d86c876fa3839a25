import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: ReturnType<typeof createDOMPurify> | undefined;

function getPurify() {
  purify ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purify;
}

export { isInlineSvg } from './isInlineSvg.ts';

/**
 * Cleans inline SVG from the database (poemario.portada) with DOMPurify's SVG profile:
 * no scripts, event handlers, foreignObject, external references or styles that could
 * reach outside the image. Returns '' when nothing drawable is left.
 */
export function sanitizeSvg(markup: string): string {
  const clean = getPurify().sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'image', 'use', 'a', 'animate', 'set', 'animateMotion', 'animateTransform'],
    FORBID_ATTR: ['style', 'href', 'xlink:href'],
  });
  const svg = clean.trim();
  // An <svg> with no element left inside draws nothing: treat it as no cover at all.
  return /^<svg[\s>]/i.test(svg) && /^<svg[^>]*>[\s\S]*<[a-z]/i.test(svg) ? svg : '';
}

/**
 * A sanitized SVG cover as a data: URL for an <img>: the browser draws it as an image, so
 * even markup the sanitizer missed can never run script or touch the page.
 */
export function svgToDataUrl(markup: string): string | null {
  let svg = sanitizeSvg(markup);
  if (!svg) return null;
  if (!/\sxmlns=/.test(svg.slice(0, svg.indexOf('>')))) svg = svg.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
