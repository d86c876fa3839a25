import { createHash } from 'node:crypto';

/**
 * Incremental-build key of a page: a hash of exactly the data it renders. Page models are
 * plain data, so their JSON is a faithful fingerprint.
 */
export function cacheKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}
