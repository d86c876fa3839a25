/**
 * Contributor names on a section page scroll to their book and highlight it for `duration`
 * ms. Without JavaScript the names are plain #anchor links and :target
 * highlights the book instead.
 */
export function setUpHighlights(page: HTMLElement, duration: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: HTMLElement | null = null;
  page.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-highlight]');
    const book = link && document.getElementById(link.dataset.highlight!);
    if (!book) return;
    event.preventDefault();
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    book.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
    book.focus({ preventScroll: true });
    current?.classList.remove('is-highlighted');
    clearTimeout(timer);
    current = book;
    book.classList.add('is-highlighted');
    timer = setTimeout(() => book.classList.remove('is-highlighted'), duration);
  });
}
