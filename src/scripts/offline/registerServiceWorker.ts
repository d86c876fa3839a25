import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '@/lib/offline/cachePlan';

/** The files this page loaded from the site (its pictures, font, scripts), not the functions. */
function filesOfThisPage(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.href);
}

/**
 * Registers the site's service worker (called once the page has loaded, so it never competes
 * with the page for the network). On a first visit the page was fetched before any worker
 * existed: once it is installed, it is asked to keep this page and the files it showed
 * (they come from the browser's own cache), so the first poem a reader opens is readable
 * offline too.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  const registration = await workbox.register({ immediate: true }).catch(() => undefined);
  if (!registration || !firstVisit) return;
  await workbox.active;
  const page = new URL(location.href);
  page.hash = '';
  await workbox
    .messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [[page.href, { headers: { accept: 'text/html' } }], ...filesOfThisPage()] } })
    .catch(() => {});
}
