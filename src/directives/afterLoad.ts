import type { ClientDirective } from 'astro';

/**
 * `client:after-load`: hydrate once the page has loaded (text, styles, images), has been
 * painted, and the browser is idle. Astro's `client:idle` may fire while the page still
 * waits for its first paint; islands a reader uses only after reading (hormiguear, the
 * gallery popup) can wait, so their JavaScript never competes with the poem.
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  };
  const afterLoadEvent = () => afterFirstPaint(whenIdle);
  if (document.readyState === 'complete') afterLoadEvent();
  else addEventListener('load', afterLoadEvent, { once: true });
};

/**
 * Runs `then` once the first contentful paint happened. `load` can come before it when a
 * page has little to fetch, and a requestAnimationFrame callback runs before that frame's
 * paint, so neither is proof the reader already sees the text; the paint timing entry is.
 */
function afterFirstPaint(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return then();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    then();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that has nothing to paint (hidden tab, blank content) still gets its islands.
  const fallback = setTimeout(once, 5000);
}

export default afterLoad;
