// Nav bar behaviour: the mobile menu toggle, the 'EDICIONES' dropdown read
// from /ediciones.json, closing on outside click, on Escape (focus back on its toggle), on
// choosing a link and when the keyboard focus leaves it.
import { OPEN_SEARCH_EVENT, type OpenSearchDetail } from '@/lib/search/contract';
import { importModule, onIntent } from './loadOnIntent';

import type { EditionsJsonEntry as EditionEntry } from '@/lib/site/getEditionsModel';

function renderEditions(list: HTMLElement, editions: EditionEntry[]): void {
  const here = location.pathname;
  list.replaceChildren(
    ...editions.map((edition) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = edition.href;
      link.textContent = edition.label;
      if (here === edition.href || here.startsWith(`${edition.href}/`)) link.setAttribute('aria-current', 'page');
      item.append(link);
      return item;
    }),
  );
}

export function setUpNav(root: HTMLElement): void {
  const menuToggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
  const menu = root.querySelector<HTMLElement>('[data-menu]')!;
  const editions = root.querySelector<HTMLElement>('[data-editions]')!;
  const editionsLink = root.querySelector<HTMLAnchorElement>('[data-editions-link]')!;
  const editionsToggle = root.querySelector<HTMLButtonElement>('[data-editions-toggle]')!;
  const list = root.querySelector<HTMLElement>('[data-editions-list]')!;

  // The no-JavaScript link to /ediciones becomes a dropdown button.
  editionsLink.hidden = true;
  editionsToggle.hidden = false;

  let loading: Promise<void> | undefined;
  let loaded = false;
  const loadEditions = () =>
    (loading ??= fetch(list.dataset.src!)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<EditionEntry[]>;
      })
      .then((entries) => {
        renderEditions(list, entries);
        loaded = true;
        // Opened while the list was on its way: show it now that it has entries.
        if (dropdownOpen()) list.hidden = false;
      })
      // A failed editions fetch is logged and the list stays empty (the link to /ediciones still works).
      .catch((error: unknown) => console.error('No se pudieron cargar las ediciones', error)));

  const setDropdown = (open: boolean) => {
    editionsToggle.setAttribute('aria-expanded', String(open));
    // Never an empty box: the list shows once its entries are there.
    list.hidden = !open || !loaded;
    if (open) void loadEditions();
  };
  const setMenu = (open: boolean) => {
    menuToggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };
  const closeAll = () => {
    setDropdown(false);
    setMenu(false);
  };

  const dropdownOpen = () => editionsToggle.getAttribute('aria-expanded') === 'true';
  editionsToggle.addEventListener('click', () => setDropdown(!dropdownOpen()));
  menuToggle.addEventListener('click', () => setMenu(!menu.hasAttribute('data-open')));
  // Choosing an edition (or any link) closes both the dropdown and the mobile menu.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) closeAll();
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (!editions.contains(target)) setDropdown(false);
    if (!root.contains(target)) setMenu(false);
  });
  // Tabbing away closes what the focus leaves (the dropdown, then the mobile menu), so nothing
  // left open covers the part of the page the focus moves to. Focus that goes nowhere (a click
  // on the page, another window) is left to the click handler above.
  const leaves = (event: FocusEvent, box: HTMLElement) => event.relatedTarget instanceof Node && !box.contains(event.relatedTarget);
  editions.addEventListener('focusout', (event) => {
    if (leaves(event, editions)) setDropdown(false);
  });
  root.addEventListener('focusout', (event) => {
    if (leaves(event, root)) setMenu(false);
  });
  // Up and down arrows walk the editions (and open the list from its toggle), instead of
  // scrolling the page under it; Home and End jump to the first and last.
  editions.addEventListener('keydown', (event) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const onToggle = event.target === editionsToggle;
    if (onToggle && !['ArrowDown', 'ArrowUp'].includes(event.key)) return;
    event.preventDefault();
    const focusEntry = () => {
      const links = Array.from(list.querySelectorAll<HTMLAnchorElement>('a'));
      if (!links.length) return;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? links.length - 1
            : event.key === 'ArrowDown'
              ? at < 0
                ? 0
                : Math.min(links.length - 1, at + 1)
              : at < 0
                ? links.length - 1
                : at === 0
                  ? -1
                  : at - 1;
      if (next < 0) editionsToggle.focus();
      else links[next]!.focus();
    };
    if (onToggle && !dropdownOpen()) {
      setDropdown(true);
      void loadEditions().then(focusEntry);
    } else focusEntry();
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (dropdownOpen()) {
      setDropdown(false);
      editionsToggle.focus();
    } else if (menu.hasAttribute('data-open')) {
      setMenu(false);
      menuToggle.focus();
    }
  });
  // 'Buscar' opens the search dialog, whose code (and index) load only on the click; without
  // JavaScript the link leads to the authors A–Z.
  root.querySelectorAll<HTMLAnchorElement>('[data-search-open]').forEach((link) => {
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      closeAll();
      // Focus comes back to 'Buscar', or to the menu toggle when the mobile menu that held it is closed.
      const back = () => (link.checkVisibility() ? link : menuToggle).focus();
      void importModule(link.dataset.searchModule!).then(() =>
        document.dispatchEvent(new CustomEvent<OpenSearchDetail>(OPEN_SEARCH_EVENT, { detail: { onClose: back } })),
      );
    });
  });
  // Fetch the small editions list when a reader heads for it (pointer over or focus on a
  // toggle), so the dropdown opens at once and readers who never open it never fetch it.
  onIntent([editionsToggle, menuToggle], loadEditions);
}
