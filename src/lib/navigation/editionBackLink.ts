import { escapeMarkup } from '../text/escapeMarkup.ts';
import { chooseBackTarget } from './backTarget.ts';

/** The 'Regresar' link of an author page: the opening tag that carries the per-edition targets. */
const BACK_LINK = /<a\b[^>]*\bdata-by-edition="([^"]*)"[^>]*>/;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Whether a request for this page could need its 'Regresar' link rewritten. */
export const needsEditionBackLink = (url: URL) => url.pathname.startsWith('/autor/') && url.searchParams.has('edicion');

/**
 * An author page reached with ?edicion, as a reader without JavaScript should get it: its
 * 'Regresar' link leads to that edition's section, as the script would point it. The page is
 * static, so the server (the local one and the Cloudflare middleware) applies this as it
 * answers. Anything unexpected leaves the page untouched.
 */
export function withEditionBackLink(html: string, search: string): string {
  const match = BACK_LINK.exec(html);
  if (!match) return html;
  let byEdition: Record<string, string>;
  try {
    byEdition = JSON.parse(unescapeAttribute(match[1]!)) as Record<string, string>;
  } catch {
    return html;
  }
  const tag = match[0];
  const fallback = unescapeAttribute(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? '');
  const target = chooseBackTarget({ remembered: null, search, byEdition, fallback });
  if (target === fallback) return html;
  const rewritten = tag.replace(/\bhref="[^"]*"/, `href="${escapeMarkup(target)}"`);
  return html.slice(0, match.index) + rewritten + html.slice(match.index + tag.length);
}
