// A worker thread that draws cards: the pool of writeCards.ts sends it sources and gets JPEGs.
// Satori's layout is JavaScript: spreading the cards over threads puts every core to work.
import { parentPort, workerData } from 'node:worker_threads';
import type { CardSource } from '../../../src/lib/cards/card.ts';
import { renderCard } from './renderCard.ts';

const env = (workerData as { env: NodeJS.ProcessEnv }).env;

parentPort!.on('message', async ({ id, source }: { id: number; source: CardSource }) => {
  try {
    const jpeg = await renderCard(source, env);
    parentPort!.postMessage({ id, jpeg });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
