// 'Guardar para leer sin conexión' on an edition's contents page: says what saving the
// edition will take on this device, asks the service worker to keep its pages and the
// pictures this screen shows, with a progress bar, and once saved offers to remove it.
import { editionCache } from '@/lib/offline/cachePlan';
import { SAVE_EDITION } from '@/lib/offline/copy';
import type { EditionManifest } from '@/lib/offline/editionManifest';
import { picksFor } from '@/lib/offline/pickImage';
import type { SavedEdition, SaveMessage, SaveProgress } from '@/lib/offline/saveProtocol';
import { paths } from '@/lib/site/paths';

/** How long to wait for the service worker to be ready (it installs after the first load). */
const WORKER_READY_MS = 15_000;

/** What this device would save: the addresses and the bytes they take. */
interface Plan {
  urls: string[];
  bytes: number;
  pages: number;
}

/** A CSS length of a `sizes` attribute in CSS pixels on this screen, as the browser computes it. */
function cssWidth(length: string): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;height:0;pointer-events:none';
  probe.style.width = length;
  document.body.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width || innerWidth;
}

function planOf(manifest: EditionManifest): Plan {
  const picks = picksFor(manifest.images, {
    matches: (media) => matchMedia(media).matches,
    slotWidth: cssWidth,
    viewportWidth: innerWidth,
    dpr: devicePixelRatio || 1,
  });
  const all = [...manifest.pages, ...picks, ...manifest.files];
  return {
    urls: [...new Set(all.map((item) => item.url))],
    bytes: all.reduce((sum, item) => sum + (item.bytes ?? 0), 0),
    pages: manifest.pages.length,
  };
}

async function activeWorker(): Promise<ServiceWorker | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_READY_MS));
  const ready = navigator.serviceWorker.ready.then((registration) => registration.active);
  return Promise.race([ready, timeout]);
}

export async function setUpSaveEdition(root: HTMLElement): Promise<void> {
  // Nothing to offer where pages cannot be kept for offline reading.
  if (!('serviceWorker' in navigator) || !('caches' in window)) return root.remove();
  const button = root.querySelector<HTMLButtonElement>('[data-save-button]')!;
  const note = root.querySelector<HTMLElement>('[data-save-note]')!;
  const progress = root.querySelector<HTMLProgressElement>('[data-save-progress]')!;
  const status = root.querySelector<HTMLElement>('[data-save-status]')!;
  const remove = root.querySelector<HTMLButtonElement>('[data-save-remove]')!;
  const edition = root.dataset.edition!;
  const manifestUrl = paths.editionOfflineManifest(edition);
  const cacheName = editionCache(edition);

  const savedRecord = async (): Promise<SavedEdition | null> => {
    const kept = await (await caches.open(cacheName)).match(manifestUrl);
    return kept ? ((await kept.json()) as SavedEdition) : null;
  };
  let plan: Plan | null = null;
  const planned = async () => {
    if (plan) return plan;
    const response = await fetch(manifestUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (plan = planOf((await response.json()) as EditionManifest));
  };

  const showIdle = async () => {
    button.textContent = SAVE_EDITION.save;
    button.disabled = false;
    remove.hidden = true;
    progress.hidden = true;
    try {
      const { bytes, pages } = await planned();
      note.textContent = SAVE_EDITION.size(bytes, pages);
    } catch {
      note.textContent = '';
    }
  };
  const showSaved = (record: SavedEdition) => {
    button.textContent = SAVE_EDITION.saved;
    button.disabled = false;
    progress.hidden = true;
    note.textContent = SAVE_EDITION.savedSize(record.bytes);
  };

  const save = async () => {
    const { urls, bytes, pages } = await planned();
    button.disabled = true;
    button.textContent = SAVE_EDITION.saving;
    status.textContent = '';
    progress.hidden = false;
    progress.max = urls.length;
    progress.value = 0;
    const worker = await activeWorker();
    if (!worker) {
      status.textContent = SAVE_EDITION.failed(urls.length);
      return showIdle();
    }
    const channel = new MessageChannel();
    const outcome = new Promise<number>((resolve) => {
      channel.port1.onmessage = ({ data }: MessageEvent<SaveProgress>) => {
        if (data.type === 'progress') {
          progress.value = data.done;
          progress.textContent = SAVE_EDITION.progress(data.done, data.total);
          progress.setAttribute('aria-valuetext', SAVE_EDITION.progress(data.done, data.total));
        } else resolve(data.failed);
      };
    });
    const record: SavedEdition = { edition, bytes, pages, savedAt: new Date().toISOString() };
    const message: SaveMessage = { type: 'guardar-edicion', cache: cacheName, manifestUrl, urls, record };
    worker.postMessage(message, [channel.port2]);
    const failed = await outcome;
    if (failed) {
      status.textContent = SAVE_EDITION.failed(failed);
      return showIdle();
    }
    showSaved(record);
  };

  button.addEventListener('click', async () => {
    const record = await savedRecord();
    if (record) {
      // Pressed again once saved: say so, and offer to remove it.
      status.textContent = SAVE_EDITION.alreadySaved;
      remove.hidden = false;
      return;
    }
    await save().catch(() => {
      status.textContent = SAVE_EDITION.failed(plan?.urls.length ?? 0);
      return showIdle();
    });
  });
  remove.addEventListener('click', async () => {
    await caches.delete(cacheName);
    status.textContent = SAVE_EDITION.removed;
    await showIdle();
    button.focus();
  });

  const record = await savedRecord().catch(() => null);
  if (record) showSaved(record);
  else await showIdle();
  delete root.dataset.savePending;
}
