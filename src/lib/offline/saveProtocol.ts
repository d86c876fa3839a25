// The messages between an edition's contents page and the service worker when a reader
// saves the edition for offline reading.
import { EDITION_CACHE_PREFIX } from './cachePlan.ts';

/** What the worker keeps, once everything is saved, at the edition's manifest address: the mark that it is saved. */
export interface SavedEdition {
  edition: string;
  /** Bytes the saved pages and pictures take. */
  bytes: number;
  pages: number;
  savedAt: string;
}

/** Page -> worker: save these addresses into this edition's cache. */
export interface SaveMessage {
  type: 'guardar-edicion';
  cache: string;
  manifestUrl: string;
  urls: string[];
  record: SavedEdition;
}

/** Worker -> page, on the message's port: how far it got, then how it ended. */
export type SaveProgress = { type: 'progress'; done: number; total: number } | { type: 'done'; failed: number };

/** A well-formed save request, into one of the editions' caches only. */
export function isSaveRequest(data: unknown): data is SaveMessage {
  const message = data as Partial<SaveMessage> | null;
  return (
    !!message &&
    message.type === 'guardar-edicion' &&
    typeof message.cache === 'string' &&
    message.cache.startsWith(EDITION_CACHE_PREFIX) &&
    typeof message.manifestUrl === 'string' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string') &&
    !!message.record
  );
}
