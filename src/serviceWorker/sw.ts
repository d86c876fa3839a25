// The site's service worker: what a reader has opened stays readable without a connection.
// Built on its own into /sw.js (src/integrations/serviceWorker.ts); the page registers it once
// it has loaded (src/scripts/offline/registerServiceWorker.ts).
//
// - Pages go to the network first (a reader online always gets the live page after a
//   publish); when it does not answer within a few seconds, the copy kept on this device is
//   shown. Every page opened is kept, the 200 most recent. Navigation preload starts that
//   request while the worker itself is still starting (on a phone, hundreds of ms).
// - Files named by their content (/_astro/*, Pagefind's index parts) come from the cache
//   first; other files (the editions list, Pagefind's entry files) from the network first.
// - A page never opened, offline, gets the site's offline page listing what is kept.
// - Nothing is fetched at install but that offline page: the reader's data plan decides.
// - 'Guardar para leer sin conexión' asks this worker to keep a whole edition (saveEdition).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, Strategy, type StrategyHandler } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  CACHE_BOUNDS,
  CACHES,
  cachePlanFor,
  EDITION_CACHE_PREFIX,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  SAVE_CONCURRENCY,
  sameWhateverQuery,
} from '../lib/offline/cachePlan.ts';
import { pageTitleOf, withSavedPages, type SavedPage } from '../lib/offline/savedPages.ts';
import { paths } from '../lib/site/paths.ts';
import { isSaveRequest, type SaveMessage } from '../lib/offline/saveProtocol.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// A new version takes over at once: pages are always fetched from the network first, so no
// open page depends on the old one, and there is no 'reload to update' prompt.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The offline page only (the build lists it with its revision).
precacheAndRoute(self.__WB_MANIFEST);

const planOf = (request: Request) =>
  cachePlanFor(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      accept: request.headers.get('accept'),
    },
    self.location.origin,
  );

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

/** Caches of the editions the reader saved. */
async function editionCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(EDITION_CACHE_PREFIX));
}

/**
 * A page found in no recent copy may still be in a saved edition (saved editions are not
 * bounded by the 200 pages); the reverse too: a saved page fetched again online is refreshed
 * in its edition, so a saved edition shows what a publish changed once the reader has seen it.
 */
const savedEditions: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await caches.match(request)),
  cacheDidUpdate: async ({ request, newResponse }) => {
    for (const name of await editionCaches()) {
      const cache = await caches.open(name);
      if (await cache.match(request)) await cache.put(request, newResponse.clone());
    }
  },
};

// Navigation preload: the browser asks the network for a page at once, in parallel with
// starting this worker, instead of after it (it sends `Service-Worker-Navigation-Preload:
// true`, should the server ever need to tell such a request apart; the page is the same).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

/**
 * Network first, for pages: the network's answer (the navigation preload's, when there is
 * one: Workbox's handler.fetch takes it) if it comes within the timeout or before a failure,
 * else the kept copy, else whatever the network answers late. The network's answer is awaited
 * in every case, within the event's lifetime, so one that comes after the timeout still
 * refreshes the kept copy for next time rather than being dropped (Workbox's NetworkFirst
 * lets go of it once the cache has answered).
 */
class PageNetworkFirst extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const network = handler.fetchAndCachePut(request).catch(() => undefined);
    void handler.waitUntil(network);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, PAGE_NETWORK_TIMEOUT_SECONDS * 1000)));
    const first = await Promise.race([network, timeout]);
    clearTimeout(timer);
    const response = first ?? (await handler.cacheMatch(request)) ?? (await network);
    if (!response) throw new Error(`No answer and no kept copy for ${request.url}`);
    return response;
  }
}

registerRoute(
  ({ request }) => planOf(request).kind === 'page',
  new PageNetworkFirst({
    cacheName: CACHES.pages,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: CACHE_BOUNDS.pages }), savedEditions],
  }),
);

/**
 * Pagefind asks for its entry files with a fresh '?ts=' each time (to get past HTTP caches):
 * one copy is kept per file, whatever the query, so search finds it offline.
 */
const oneCopyPerFile: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

/** A file's route, by its cache and whether the cache or the network goes first. */
function fileRoute(cacheName: typeof CACHES.files | typeof CACHES.search, cacheFirst: boolean, maxEntries: number) {
  const plugins = [
    onlyComplete,
    new ExpirationPlugin({ maxEntries }),
    savedEditions,
    ...(cacheName === CACHES.search ? [oneCopyPerFile] : []),
  ];
  registerRoute(
    ({ request }) => {
      const plan = planOf(request);
      return plan.kind === 'file' && plan.cache === cacheName && plan.cacheFirst === cacheFirst;
    },
    cacheFirst
      ? new CacheFirst({ cacheName, plugins })
      : new NetworkFirst({ cacheName, plugins, networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS }),
  );
}
fileRoute(CACHES.files, true, CACHE_BOUNDS.files);
fileRoute(CACHES.files, false, CACHE_BOUNDS.files);
fileRoute(CACHES.search, true, CACHE_BOUNDS.search);
fileRoute(CACHES.search, false, CACHE_BOUNDS.search);

// Pictures on other hosts (the magazine's storage) are kept when the host lets the site read
// them (CORS); otherwise they are shown as the page asked for them, and not kept: an opaque
// copy would count megabytes against the device's quota.
registerRoute(
  ({ request }) => planOf(request).kind === 'remote-picture',
  new CacheFirst({
    cacheName: CACHES.remotePictures,
    plugins: [
      { requestWillFetch: async ({ request }) => new Request(request.url, { mode: 'cors', credentials: 'omit' }) },
      { handlerDidError: async ({ request }) => fetch(request) },
      onlyComplete,
      new ExpirationPlugin({ maxEntries: CACHE_BOUNDS.remotePictures }),
      savedEditions,
    ],
  }),
);

/** The pages kept on this device, newest first, with their titles (read from the start of each page). */
async function savedPages(): Promise<SavedPage[]> {
  const names = [CACHES.pages, ...(await editionCaches())];
  const pages: SavedPage[] = [];
  for (const name of names) {
    const cache = await caches.open(name);
    const requests = [...(await cache.keys())].reverse();
    for (const request of requests) {
      const response = await cache.match(request);
      if (!response?.headers.get('content-type')?.includes('text/html')) continue;
      const title = pageTitleOf(await readStart(response));
      const url = new URL(request.url);
      if (title && url.pathname !== paths.offline()) pages.push({ url: url.pathname + url.search, title });
    }
  }
  return pages;
}

/** The first kilobytes of a page: enough for its <title>, without reading whole poems. */
async function readStart(response: Response, limit = 8192): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (/<\/title>/i.test(text)) break;
  }
  await reader.cancel().catch(() => {});
  return text;
}

/** What a page that cannot be fetched or found answers: the offline page, with what is kept. */
async function offlinePage(): Promise<Response> {
  const template = await matchPrecache(paths.offline());
  if (!template) return Response.error();
  const html = withSavedPages(await template.text(), await savedPages());
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

setCatchHandler(async ({ request }) => {
  if (planOf(request).kind !== 'page') return Response.error();
  // An author page kept as reached from another edition is the same page.
  const similar = sameWhateverQuery(new URL(request.url).pathname) ? await caches.match(request, { ignoreSearch: true }) : undefined;
  return similar ?? offlinePage();
});

/**
 * 'Guardar para leer sin conexión': fetches an edition's pages and pictures into a cache of
 * its own (not bounded like the pages a reader happens to open), a few at a time, telling the
 * page how far it got; the edition's list goes in last, and marks it saved.
 */
async function saveEdition(message: SaveMessage, port: MessagePort): Promise<void> {
  const cache = await caches.open(message.cache);
  const queue = [...message.urls];
  let done = 0;
  let failed = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const remote = new URL(url, self.location.origin).origin !== self.location.origin;
        const response = await fetch(url, remote ? { mode: 'cors', credentials: 'omit' } : { credentials: 'same-origin' });
        if (response.status === 200) await cache.put(url, response);
        else failed++;
      } catch {
        failed++;
      }
      port.postMessage({ type: 'progress', done: ++done, total: message.urls.length });
    }
  };
  await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker));
  if (!failed)
    await cache.put(message.manifestUrl, new Response(JSON.stringify(message.record), { headers: { 'content-type': 'application/json' } }));
  port.postMessage({ type: 'done', failed });
}

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (!port || !isSaveRequest(event.data)) return;
  event.waitUntil(saveEdition(event.data, port));
});
