import { createHash } from 'node:crypto';
import { SPECULATION_RULES_TEXT } from '../navigation/speculationRules.ts';

/**
 * Inline scripts a page's own script adds after load, not in its HTML (the Speculation
 * Rules): their hashes are in every page's policy, whatever the page's inline scripts.
 */
export const ADDED_SCRIPTS: readonly string[] = [SPECULATION_RULES_TEXT];

/** A CSP hash source for `text` ('sha256-…'). */
export const cspHashOf = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const CSP_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const SOURCE_HASH = /'(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})'/g;

/** The text of every inline <script> and <style> of a page (scripts with src= are not inline). */
export function inlineContents(html: string): string[] {
  return [...html.matchAll(INLINE)]
    .filter(([, tag, attributes]) => !(tag!.toLowerCase() === 'script' && /\ssrc\s*=/i.test(` ${attributes}`)))
    .map(([, , , content]) => content!);
}

/**
 * Keeps, in a page's Content-Security-Policy <meta>, only the hash sources that match one of
 * the page's own inline scripts and styles. Astro lists the hashes of every inline script and
 * style of the whole site on every page: more than a kilobyte of incompressible base64 that
 * a page cannot use, and a poem must fit the first round trip. Removing hashes only narrows
 * what the policy allows. The hashes of ADDED_SCRIPTS stay.
 */
export function trimCspHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const contents = [...inlineContents(html), ...ADDED_SCRIPTS];
  const digests = new Map<string, Set<string>>();
  const digestsFor = (algorithm: string) => {
    let set = digests.get(algorithm);
    if (!set) {
      set = new Set(contents.map((text) => createHash(algorithm).update(text).digest('base64')));
      digests.set(algorithm, set);
    }
    return set;
  };
  const policy = meta[2]!
    .replace(SOURCE_HASH, (source, algorithm: string, digest: string) => (digestsFor(algorithm).has(digest) ? source : ''))
    .replace(/ {2,}/g, ' ')
    .replace(/ ;/g, ';')
    .replace(/ $/, '');
  return html.replace(CSP_META, (_, start: string, _policy: string, end: string) => `${start}${policy}${end}`);
}
