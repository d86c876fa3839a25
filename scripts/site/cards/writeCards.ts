// Makes the build's cards (src/lib/cards/card.ts) agree with the site: draws the cards that
// are missing, removes the ones no page names any more. A card's file is named by a digest of
// what it shows, so a card that exists is up to date: a publish draws only the cards of what
// changed, as Astro renders only the pages that changed. Runs beside Astro's build (it needs
// the site's data, not its pages).
//
// Cards are kept in the build's cache folder and linked into the output: Cloudflare Pages
// restores only the framework's cache between builds (node_modules/.astro for Astro), never
// the output folder (https://developers.cloudflare.com/pages/configuration/build-caching/),
// so cards kept in the output would all be drawn again on every deploy.
import { copyFile, link, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { allCards, CARD_FOLDER, CARD_MAX_BYTES, cardRef, type CardSource } from '../../../src/lib/cards/card.ts';
import type { Site } from '../../../src/lib/site/indexSnapshot.ts';

export interface CardsReport {
  /** Cards the site has. */
  cards: number;
  drawn: number;
  removed: number;
  seconds: number;
}

/** Up to this many missing cards are drawn here; more go to a pool of threads. */
const DRAW_HERE = 8;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Draws `sources` on worker threads, one per core; resolves with each JPEG in order. */
async function drawOnThreads(sources: readonly CardSource[], env: NodeJS.ProcessEnv, write: (i: number, jpeg: Buffer) => Promise<void>) {
  const threads = Math.max(1, Math.min(os.availableParallelism(), 4, Math.ceil(sources.length / DRAW_HERE)));
  let next = 0;
  const work = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./cardWorker.ts', import.meta.url), { workerData: { env } });
      let current = -1;
      const take = () => {
        if (next >= sources.length) {
          void worker.terminate().then(() => resolve());
          return;
        }
        current = next++;
        worker.postMessage({ id: current, source: sources[current] });
      };
      worker.on('message', (message: { id: number; jpeg?: Uint8Array; error?: string }) => {
        if (message.error || !message.jpeg) {
          void worker.terminate();
          reject(new Error(`the card of ${sources[message.id]!.page} could not be drawn: ${message.error}`));
          return;
        }
        write(message.id, Buffer.from(message.jpeg)).then(take, reject);
      });
      worker.on('error', reject);
      take();
    });
  await Promise.all(Array.from({ length: threads }, work));
}

/** A hard link (no copy of the bytes), or a copy where the two folders are on different disks. */
async function place(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') return;
    if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
    await copyFile(from, to);
  });
}

/** Removes the `.jpg` files under `folder` that are not in `wanted`; how many it removed. */
async function removeStale(folder: string, wanted: ReadonlySet<string>): Promise<number> {
  const present = (await readdir(folder, { recursive: true }).catch(() => [] as string[])).map((f) => path.join(folder, String(f)));
  const stale = present.filter((file) => file.endsWith('.jpg') && !wanted.has(file));
  await Promise.all(stale.map((file) => rm(file, { force: true })));
  return stale.length;
}

/**
 * Every card of `site` in `outDir`: drawn into `cacheDir` when missing there, then linked into
 * the output; the cards no page names any more are removed from both.
 */
export async function writeCards(site: Site, outDir: string, cacheDir: string, env: NodeJS.ProcessEnv = process.env): Promise<CardsReport> {
  const started = performance.now();
  const store = path.join(cacheDir, 'cards');
  const cards = allCards(site).map((source) => {
    const { path: file } = cardRef(source);
    return { source, kept: path.join(store, file), served: path.join(outDir, file) };
  });
  const drawn = await Promise.all(cards.map((card) => exists(card.kept)));
  const missing = cards.filter((_, i) => !drawn[i]);

  const write = async ({ source, kept }: (typeof cards)[number], jpeg: Buffer) => {
    // A card over WhatsApp's limit would show no preview at all: say so rather than publish it.
    if (jpeg.byteLength > CARD_MAX_BYTES)
      throw new Error(`the card of ${source.page} weighs ${jpeg.byteLength} bytes, over ${CARD_MAX_BYTES}`);
    await mkdir(path.dirname(kept), { recursive: true });
    await writeFile(kept, jpeg);
  };
  if (missing.length > DRAW_HERE) {
    await drawOnThreads(
      missing.map((card) => card.source),
      env,
      (i, jpeg) => write(missing[i]!, jpeg),
    );
  } else {
    // Loaded only when a card is to be drawn here: Satori, resvg and the fonts take a while.
    const { renderCard } = await import('./renderCard.ts');
    for (const card of missing) await write(card, await renderCard(card.source, env));
  }

  const served = await Promise.all(cards.map((card) => exists(card.served)));
  await Promise.all(cards.filter((_, i) => !served[i]).map((card) => place(card.kept, card.served)));
  const [removed] = await Promise.all([
    removeStale(path.join(outDir, CARD_FOLDER), new Set(cards.map((card) => card.served))),
    removeStale(path.join(store, CARD_FOLDER), new Set(cards.map((card) => card.kept))),
  ]);
  return { cards: cards.length, drawn: missing.length, removed, seconds: (performance.now() - started) / 1000 };
}
