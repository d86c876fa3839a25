import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PictureCheck } from './collectPictures.ts';

/** How long one picture may take to answer: a build waits for the slowest of them. */
export const PICTURE_TIMEOUT_MS = 5000;
/** Addresses asked at once (one storage host usually serves them all). */
export const PICTURE_CONCURRENCY = 8;
/**
 * A picture that loaded is trusted for a day, so a publish does not ask the storage host for
 * every picture again; one that did not is asked again at every build, so a fix shows at once.
 */
export const PICTURE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface CheckPicturesOptions {
  /** Folders where root-relative addresses ('/sample/x.webp') are found, first match wins. */
  localRoots: readonly string[];
  /** JSON file remembering the addresses that loaded (kept between builds); none: no cache. */
  cacheFile?: string;
  now?: Date;
  timeoutMs?: number;
  concurrency?: number;
  fetch?: typeof fetch;
}

type Cache = Record<string, { checkedAt: string }>;

/**
 * Checks each address once, side by side: a root-relative one against the site's own files, a
 * web address by asking its host (HEAD, or a one-byte GET where HEAD is not allowed) with a
 * short timeout. A web page where a picture should be (a soft 404) does not load either.
 */
export async function checkPictures(
  urls: Iterable<string>,
  options: CheckPicturesOptions,
): Promise<{ checks: Map<string, PictureCheck>; fromCache: number }> {
  const now = options.now ?? new Date();
  const unique = [...new Set(urls)];
  const cache = options.cacheFile ? await readCache(options.cacheFile) : {};
  const checks = new Map<string, PictureCheck>();
  let fromCache = 0;
  const remote: string[] = [];
  for (const url of unique) {
    if (!/^https?:\/\//i.test(url)) checks.set(url, checkLocal(url, options.localRoots));
    else if (isFresh(cache[url], now)) {
      checks.set(url, { ok: true });
      fromCache++;
    } else remote.push(url);
  }
  const ask = (url: string) => checkRemote(url, options.timeoutMs ?? PICTURE_TIMEOUT_MS, options.fetch ?? fetch);
  await inBatches(remote, options.concurrency ?? PICTURE_CONCURRENCY, async (url) => checks.set(url, await ask(url)));
  if (options.cacheFile) {
    const kept: Cache = {};
    for (const url of unique) {
      if (!/^https?:\/\//i.test(url) || !checks.get(url)?.ok) continue;
      kept[url] = isFresh(cache[url], now) ? cache[url]! : { checkedAt: now.toISOString() };
    }
    await mkdir(path.dirname(options.cacheFile), { recursive: true });
    await writeFile(options.cacheFile, JSON.stringify(kept));
  }
  return { checks, fromCache };
}

function isFresh(entry: Cache[string] | undefined, now: Date): boolean {
  if (!entry) return false;
  const age = now.getTime() - Date.parse(entry.checkedAt);
  return age >= 0 && age < PICTURE_CACHE_TTL_MS;
}

async function readCache(file: string): Promise<Cache> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Cache) : {};
  } catch {
    return {};
  }
}

/** A root-relative address is one of the site's own files: the build resizes it from there or serves it as is. */
function checkLocal(url: string, roots: readonly string[]): PictureCheck {
  let relative: string;
  try {
    relative = decodeURI(url.split(/[?#]/)[0]!);
  } catch {
    return { ok: false, reason: 'not a valid address' };
  }
  for (const root of roots) {
    const file = path.join(root, relative);
    if (file.startsWith(path.resolve(root) + path.sep) && existsSync(file) && statSync(file).isFile()) return { ok: true };
  }
  return { ok: false, reason: 'no such file in the site' };
}

async function checkRemote(url: string, timeoutMs: number, fetcher: typeof fetch): Promise<PictureCheck> {
  const request = async (method: 'HEAD' | 'GET') => {
    const response = await fetcher(url, {
      method,
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: method === 'GET' ? { range: 'bytes=0-0' } : {},
    });
    await response.body?.cancel();
    return response;
  };
  try {
    let response = await request('HEAD');
    if (response.status === 405 || response.status === 501) response = await request('GET');
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    const type = response.headers.get('content-type') ?? '';
    if (/^text\/html/i.test(type)) return { ok: false, reason: 'answers a web page, not a picture' };
    return { ok: true };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: `no answer within ${timeoutMs / 1000} s` };
    const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
    const why = cause?.code ?? cause?.message;
    return { ok: false, reason: `the host could not be reached${why ? ` (${why})` : ''}` };
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
