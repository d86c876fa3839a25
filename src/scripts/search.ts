// The search dialog. Nothing of it (this module, its styles, Pagefind's script, WebAssembly
// or index) loads before a reader opens search: the nav imports this module on the first
// click on 'Buscar' and asks it to open (OPEN_SEARCH_EVENT), and this module loads Pagefind then. The input is a combobox over a
// listbox of results: arrow keys move through them, Enter opens one, Escape closes the
// dialog and the focus returns to 'Buscar'; the number of results is announced.
import {
  OPEN_SEARCH_EVENT,
  SEARCH_BASE,
  SEARCH_COPY,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PRELOAD_MIN_LETTERS,
  SEARCH_DELTA,
  SEARCH_DELTA_FILE,
  SEARCH_RESULTS_SHOWN,
  SEARCH_SCRIPT,
  type OpenSearchDetail,
  type SearchDeltaManifest,
} from '@/lib/search/copy';
import type { SearchKind } from '@/lib/search/searchDocuments';
import styles from '@/styles/search.css?raw';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; tipo?: string; detalle?: string };
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  init(): Promise<void>;
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string): Promise<void>;
  destroy(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
  preload(query: string): Promise<void>;
}

/**
 * Pagefind with the site's index: the full one, plus the small one of pages changed since
 * (if any), whose replaced entries in the full one are dropped from every result list.
 */
interface SiteIndex {
  pagefind: Pagefind;
  hidden: Set<string>;
}

let index: Promise<SiteIndex> | undefined;
const loadIndex = () =>
  (index ??= (async () => {
    const [pagefind, manifest] = await Promise.all([
      import(/* @vite-ignore */ SEARCH_SCRIPT) as Promise<Pagefind>,
      fetch(`${SEARCH_BASE}${SEARCH_DELTA_FILE}`).then((r) => (r.ok ? (r.json() as Promise<SearchDeltaManifest>) : null)),
    ]);
    await pagefind.options({ excerptLength: 18 });
    await pagefind.init();
    if (manifest?.delta) await pagefind.mergeIndex(`${SEARCH_BASE}${SEARCH_DELTA}/`);
    return { pagefind, hidden: new Set(manifest?.hidden ?? []) };
  })());

interface Found {
  results: PagefindResult[];
  hidden: Set<string>;
}
/** What the dialog lists: how many results there are, and the best ones' details as they arrive. */
interface Listing {
  total: number;
  details: Promise<PagefindResultData>[];
}

/** The results still current (those the delta replaced are dropped); starts loading the best ones' details. */
function listing({ results, hidden }: Found): Listing {
  const current = results.filter((result) => !hidden.has(result.id));
  return { total: current.length, details: current.slice(0, SEARCH_RESULTS_SHOWN).map((result) => result.data()) };
}

/** Once the first result's details have arrived, the index the listing came from is there. */
async function loaded(found: Listing): Promise<Listing> {
  await found.details[0];
  return found;
}

/**
 * A publish may swap the index while the dialog is open: the parts the loaded one names are
 * then gone. Loads the index afresh and asks once more before giving up.
 */
async function searchAfresh(query: string): Promise<Listing> {
  const stale = index;
  index = undefined;
  await (await stale?.catch(() => undefined))?.pagefind.destroy();
  const { pagefind, hidden } = await loadIndex();
  return loaded(listing({ results: (await pagefind.search(query)).results, hidden }));
}

/** What `query` finds. */
async function find(query: string): Promise<Listing> {
  try {
    const { pagefind, hidden } = await loadIndex();
    return await loaded(listing({ results: (await pagefind.search(query)).results, hidden }));
  } catch {
    return searchAfresh(query);
  }
}

/**
 * While the reader types, fetches the part of the index the words typed so far need, so it
 * is there when they pause. Not for a last word of one or two letters: its part is most of
 * the index's words that start so, mostly bytes the finished word will not need.
 */
async function preload(query: string): Promise<void> {
  if ((query.split(/\s+/).at(-1) ?? '').length < SEARCH_PRELOAD_MIN_LETTERS) return;
  const { pagefind } = await loadIndex();
  await pagefind.preload(query);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function wire(search: Search): void {
  const { input, status } = search;
  let asked = 0;
  input.addEventListener('input', async () => {
    const query = input.value.trim();
    const ask = ++asked;
    if (!query) {
      clearResults(search);
      status.textContent = '';
      return;
    }
    try {
      void preload(query).catch(() => {}); // a failure shows when searching
      await pause(SEARCH_DEBOUNCE_MS);
      if (ask !== asked) return; // the reader typed on
      const found = await find(query);
      if (ask !== asked) return; // a newer query took over
      clearResults(search);
      status.textContent = found.total ? SEARCH_COPY.count(found.total) : SEARCH_COPY.none(query);
      // Each result shows as soon as it and those above it have arrived.
      for (const detail of found.details) {
        const result = await detail;
        if (ask !== asked) return;
        appendResult(search, result);
      }
    } catch (error) {
      console.error('Search failed', error);
      if (ask === asked) status.textContent = SEARCH_COPY.unavailable;
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

/**
 * The dialog's styles, added once. This module is built on its own, outside the pages' CSS,
 * so it carries them as text, applied as a constructed stylesheet (CSSOM: no <style>
 * element, which the Content-Security-Policy would refuse without a hash).
 */
let styled = false;
function applyStyles(): void {
  if (styled) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  styled = true;
}

let returnFocus: () => void = () => {};

/** Opens the search dialog (made on first use); closing it calls `onClose` (the focus goes back). */
function openSearch(onClose: () => void): void {
  returnFocus = onClose;
  applyStyles();
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
