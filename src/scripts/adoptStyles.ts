/** The stylesheets adopted so far, by their text: each is added once, whoever asks. */
const adopted = new Set<string>();

/**
 * Adds `css` to the document as a constructed stylesheet (CSSOM: no <style> element, which
 * the Content-Security-Policy would refuse without a hash), once. For styles a script
 * carries as text because they are needed only once it acts: they weigh nothing in the
 * page's first bytes.
 */
export function adoptStyles(css: string): void {
  // A browser without constructed stylesheets shows the same content, unstyled.
  if (adopted.has(css) || typeof document.adoptedStyleSheets?.[Symbol.iterator] !== 'function') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}
