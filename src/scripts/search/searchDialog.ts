// The search dialog: its DOM (the index it searches is siteIndex.ts's). Nothing of it (this
// module, its styles, Pagefind's script, WebAssembly or index) loads before a reader opens
// search: the nav imports this module on the first click on 'Buscar' and asks it to open
// (OPEN_SEARCH_EVENT), and this module loads Pagefind then. Results follow the words as they are typed: one search at a time, always for the
// newest words (latestOnly.ts), with no fixed pause. The input is a combobox over a listbox
// of results: arrow keys move through them, Enter opens one, Escape closes the dialog and
// the focus returns to 'Buscar'; the number of results is announced.
import { OPEN_SEARCH_EVENT, SEARCH_FIRST_DETAILS, SEARCH_RESULTS_SHOWN, type OpenSearchDetail } from '@/lib/search/contract';
import { SEARCH_COPY } from '@/lib/search/copy';
import { latestOnly } from '@/lib/search/latestOnly';
import { searchDelayMs } from '@/lib/search/searchDelay';
import type { SearchKind } from '@/lib/search/searchDocuments';
import styles from '@/styles/search.css?inline';
import { adoptStyles } from '../adoptStyles';
import { loadIndex, preload, resultsOf, withIndex, type PagefindResult, type PagefindResultData } from './siteIndex';

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text?: string) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * Pagefind's excerpt as DOM: its text, with the matched words in <mark>. Only those two
 * things are kept; whatever else the string holds is shown as text, never as markup.
 */
function excerptNodes(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html').body.firstElementChild!;
  return [...parsed.childNodes].map((node) =>
    node.nodeName === 'MARK' ? element('mark', {}, node.textContent ?? '') : document.createTextNode(node.textContent ?? ''),
  );
}

interface Search {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  list: HTMLUListElement;
  status: HTMLElement;
}

function createDialog(): Search {
  const dialog = element('dialog', { class: 'search-dialog', 'aria-labelledby': 'buscar-etiqueta' });
  const panel = element('div', { class: 'search-panel' });
  const bar = element('div', { class: 'search-bar' });
  const label = element('label', { class: 'search-label', id: 'buscar-etiqueta', for: 'buscar-campo' }, SEARCH_COPY.label);
  const input = element('input', {
    id: 'buscar-campo',
    class: 'search-input',
    type: 'search',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': 'buscar-resultados',
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'search',
    placeholder: SEARCH_COPY.placeholder,
  });
  const close = element('button', { type: 'button', class: 'search-close', 'aria-label': SEARCH_COPY.close });
  close.append(element('span', { 'aria-hidden': 'true' }, '✕'));
  const status = element('p', { class: 'search-status', role: 'status' });
  const list = element('ul', { id: 'buscar-resultados', class: 'search-results', role: 'listbox', 'aria-label': SEARCH_COPY.results });
  bar.append(label, input, close);
  panel.append(bar, status, list);
  dialog.append(panel);
  document.body.append(dialog);

  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside the panel) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return { dialog, input, list, status };
}

function clearResults({ list, input }: Search): void {
  list.replaceChildren();
  input.setAttribute('aria-expanded', 'false');
  input.removeAttribute('aria-activedescendant');
}

/** Adds one result to the list: what it is, its title, author and edition, the words found. */
function appendResult({ list, input }: Search, result: PagefindResultData): void {
  const kind = (result.meta.tipo ?? 'poema') as SearchKind;
  const item = element('li', { role: 'presentation' });
  const id = `buscar-resultado-${list.childElementCount}`;
  const link = element('a', { role: 'option', id, href: result.url, 'aria-selected': 'false', tabindex: '-1' });
  link.append(
    element('span', { class: 'search-kind' }, SEARCH_COPY.kinds[kind] ?? SEARCH_COPY.kinds.poema),
    element('span', { class: 'search-title' }, result.meta.title ?? result.url),
  );
  if (result.meta.detalle) link.append(element('span', { class: 'search-detail' }, result.meta.detalle));
  if (result.excerpt) {
    const excerpt = element('span', { class: 'search-excerpt' });
    excerpt.append(...excerptNodes(result.excerpt));
    link.append(excerpt);
  }
  item.append(link);
  list.append(item);
  input.setAttribute('aria-expanded', 'true');
}

/** Marks one option active (arrow keys): the input keeps the focus, the option is announced. */
function activate(search: Search, index: number): void {
  const options = [...search.list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
  if (!options.length) return;
  const next = (index + options.length) % options.length;
  options.forEach((option, i) => option.setAttribute('aria-selected', String(i === next)));
  search.input.setAttribute('aria-activedescendant', options[next]!.id);
  options[next]!.scrollIntoView({ block: 'nearest' });
}

const activeIndex = (search: Search) =>
  [...search.list.querySelectorAll('[role="option"]')].findIndex((option) => option.getAttribute('aria-selected') === 'true');

/**
 * Lists `results` of `query` once the first one's details have arrived (until then the
 * previous words' results stay): the count, then each result as its details arrive, a phone's
 * screen of them first and the rest only if the words are still current. Stops as soon as
 * newer words made them stale.
 */
async function showResults(search: Search, query: string, results: PagefindResult[], isStale: () => boolean): Promise<void> {
  const best = results.slice(0, SEARCH_RESULTS_SHOWN);
  const first = best.slice(0, SEARCH_FIRST_DETAILS).map((result) => result.data());
  await first[0];
  if (isStale()) return;
  clearResults(search);
  search.status.textContent = results.length ? SEARCH_COPY.count(results.length) : SEARCH_COPY.none(query);
  const append = async (details: Promise<PagefindResultData>[]) => {
    for (const detail of details) {
      const result = await detail;
      if (isStale()) return false;
      appendResult(search, result);
    }
    return true;
  };
  if (await append(first)) await append(best.slice(SEARCH_FIRST_DETAILS).map((result) => result.data()));
}

function wire(search: Search): void {
  const { input, status } = search;
  // One search at a time, for the newest words; a run ends once Pagefind has ranked the
  // results, so their details load while the search for newer words already runs.
  const searches = latestOnly<string>(async (query, isStale) => {
    let searched = () => {};
    const ranked = new Promise<void>((resolve) => (searched = resolve));
    void withIndex(async (site) => {
      const results = await resultsOf(site, query);
      searched();
      if (!isStale()) await showResults(search, query, results, isStale);
    }).catch((error: unknown) => {
      searched();
      console.error('Search failed', error);
      if (!isStale()) status.textContent = SEARCH_COPY.unavailable;
    });
    await ranked;
  });
  let shortWordPause: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    const query = input.value.trim();
    clearTimeout(shortWordPause);
    if (!query) {
      searches.cancel();
      clearResults(search);
      status.textContent = '';
      return;
    }
    void preload(query).catch(() => {}); // a failure shows when searching
    // The first search of a visit also loads Pagefind: say it is on its way.
    if (!search.list.childElementCount) status.textContent = SEARCH_COPY.searching;
    const delay = searchDelayMs(query);
    if (delay === 0) searches.ask(query);
    else {
      searches.cancel(); // the results on screen are of words the reader has changed
      shortWordPause = setTimeout(() => searches.ask(query), delay);
    }
  });
  input.addEventListener('keydown', (event) => {
    // A search field's own Escape would only clear it: Escape closes the dialog.
    if (event.key === 'Escape') {
      event.preventDefault();
      search.dialog.close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const current = activeIndex(search);
      activate(search, event.key === 'ArrowDown' ? current + 1 : current < 0 ? -1 : current - 1);
    } else if (event.key === 'Enter') {
      const options = search.list.querySelectorAll<HTMLAnchorElement>('[role="option"]');
      const chosen = options[Math.max(0, activeIndex(search))];
      if (chosen) {
        event.preventDefault();
        chosen.click();
      }
    }
  });
}

let search: Search | undefined;

let returnFocus: () => void = () => {};

/** Opens the search dialog (made on first use); closing it calls `onClose` (the focus goes back). */
function openSearch(onClose: () => void): void {
  returnFocus = onClose;
  adoptStyles(styles); // built on its own, outside the pages' CSS, it carries its styles
  if (!search) {
    search = createDialog();
    wire(search);
    search.dialog.addEventListener('close', () => returnFocus());
  }
  void loadIndex().catch(() => {
    if (search) search.status.textContent = SEARCH_COPY.unavailable;
  });
  search.dialog.showModal();
  search.input.focus();
  search.input.select();
}

/**
 * This module is built on its own (the nav imports it by URL on the first click on 'Buscar'),
 * so it answers an event rather than exporting: the nav asks, once it is loaded, every time.
 */
document.addEventListener(OPEN_SEARCH_EVENT, (event) => openSearch((event as CustomEvent<OpenSearchDetail>).detail.onClose));
