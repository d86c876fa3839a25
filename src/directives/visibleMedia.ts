import type { ClientDirective } from 'astro';

/**
 * `client:visible-media="(max-width: 840px)"`: hydrate when the island comes near the screen
 * and the media query matches, whichever happens last. Astro's own directives do one or the
 * other; the top-poems carousel needs both, so that phones load React only when a reader
 * scrolls to it and wide screens (a CSS grid, no script) never load it.
 */
const visibleMedia: ClientDirective = (load, options, el) => {
  const query = matchMedia(String(options.value));
  let observer: IntersectionObserver | undefined;

  const hydrate = async () => {
    observer?.disconnect();
    query.removeEventListener('change', watch);
    await (
      await load()
    )();
  };

  function watch() {
    if (!query.matches) {
      observer?.disconnect();
      observer = undefined;
      return;
    }
    if (observer) return;
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void hydrate();
      },
      { rootMargin: '200px' },
    );
    // <astro-island> is display: contents; watch what it renders.
    const targets = el.children.length > 0 ? Array.from(el.children) : [el];
    for (const target of targets) observer.observe(target);
  }

  query.addEventListener('change', watch);
  watch();
};

export default visibleMedia;
