import { PREFETCH_ATTRIBUTE, prefetchEagerness, SPECULATION_RULES_TEXT } from '@/lib/navigation/speculationRules';

/** The Network Information API, where the browser has it (Chromium). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Adds the site's Speculation Rules to this page once it has loaded, with the eagerness that
 * suits this reader (src/lib/navigation/speculationRules.ts): the browser then fetches the page
 * behind a link the reader is about to open. A browser without them, a reader who saves data,
 * or a page without scripts, loses nothing.
 */
export function prefetchNextPage(): void {
  if (typeof HTMLScriptElement.supports !== 'function' || !HTMLScriptElement.supports('speculationrules')) return;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const eagerness = prefetchEagerness({
    finePointer: matchMedia('(hover: hover) and (pointer: fine)').matches,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
    preview: document.documentElement.hasAttribute('data-preview'),
  });
  if (!eagerness) return;
  document.documentElement.setAttribute(PREFETCH_ATTRIBUTE, eagerness);
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = SPECULATION_RULES_TEXT;
  document.head.append(rules);
}
