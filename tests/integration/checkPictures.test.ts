// The content report's one piece of I/O: whether picture addresses load, against a local
// HTTP server that answers 200, 404, slowly, with a web page, or refuses HEAD.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPictures, PICTURE_CACHE_TTL_MS } from '@/lib/report/checkPictures';
import { LOCAL_PICTURE_ROOTS } from '../../scripts/site/contentReport';

let server: Server;
let base: string;
/** A port nothing listens on (taken, then let go). */
let closedPort: number;
let tmp: string;
const requests: string[] = [];
let inFlight = 0;
/** Answers not sent yet (the slow ones), cleared when the tests end. */
const timers = new Set<NodeJS.Timeout>();
const later = (ms: number, answer: () => void) => {
  const timer = setTimeout(() => {
    timers.delete(timer);
    answer();
  }, ms);
  timers.add(timer);
};
let mostInFlight = 0;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-pictures-'));
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const done = (status: number, type = 'image/webp') => {
      inFlight--;
      response.writeHead(status, { 'content-type': type }).end(request.method === 'HEAD' ? undefined : 'x');
    };
    const url = request.url ?? '';
    if (url.startsWith('/ok')) later(30, () => done(200));
    else if (url.startsWith('/missing')) done(404, 'text/plain');
    else if (url.startsWith('/slow')) later(10_000, () => done(200));
    else if (url.startsWith('/soft-404')) done(200, 'text/html; charset=utf-8');
    else if (url.startsWith('/no-head')) done(request.method === 'HEAD' ? 405 : request.headers.range === 'bytes=0-0' ? 206 : 400);
    else done(500, 'text/plain');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedPort = (spare.address() as AddressInfo).port;
  await new Promise<void>((resolve) => spare.close(() => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(tmp, { recursive: true, force: true });
});

describe('checkPictures', () => {
  const options = (extra: Partial<Parameters<typeof checkPictures>[1]> = {}) => ({
    localRoots: LOCAL_PICTURE_ROOTS,
    cacheFile: path.join(tmp, 'picture-checks.json'),
    timeoutMs: 500,
    ...extra,
  });

  it('answers each address once, side by side, with a short timeout', async () => {
    requests.length = 0;
    const urls = [
      `${base}/ok/a.webp`,
      `${base}/ok/a.webp`,
      `${base}/ok/b.webp`,
      `${base}/ok/c.webp`,
      `${base}/missing.webp`,
      `${base}/slow.webp`,
      `${base}/soft-404.webp`,
      `${base}/no-head.webp`,
      `http://127.0.0.1:${closedPort}/closed.webp`,
    ];
    const started = performance.now();
    const { checks, fromCache } = await checkPictures(urls, options({ now: new Date('2026-11-23T12:00:00Z') }));
    // The slow one is given up after the timeout, not waited for.
    expect(performance.now() - started).toBeLessThan(6_000);
    expect(Object.fromEntries(checks)).toEqual({
      [`${base}/ok/a.webp`]: { ok: true },
      [`${base}/ok/b.webp`]: { ok: true },
      [`${base}/ok/c.webp`]: { ok: true },
      [`${base}/missing.webp`]: { ok: false, reason: 'HTTP 404' },
      [`${base}/slow.webp`]: { ok: false, reason: 'no answer within 0.5 s' },
      [`${base}/soft-404.webp`]: { ok: false, reason: 'answers a web page, not a picture' },
      [`${base}/no-head.webp`]: { ok: true },
      [`http://127.0.0.1:${closedPort}/closed.webp`]: { ok: false, reason: 'the host could not be reached (ECONNREFUSED)' },
    });
    expect(fromCache).toBe(0);
    expect(requests.filter((r) => r === 'HEAD /ok/a.webp')).toHaveLength(1);
    expect(requests).toContain('GET /no-head.webp');
    expect(mostInFlight).toBeGreaterThan(1);
  });

  it('trusts an address that loaded for a day, and asks again about one that did not', async () => {
    requests.length = 0;
    const urls = [`${base}/ok/a.webp`, `${base}/missing.webp`];
    const cached = JSON.parse(await readFile(path.join(tmp, 'picture-checks.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(cached).sort()).toEqual([`${base}/no-head.webp`, `${base}/ok/a.webp`, `${base}/ok/b.webp`, `${base}/ok/c.webp`]);

    const nextBuild = await checkPictures(urls, options({ now: new Date('2026-11-23T18:00:00Z') }));
    expect(nextBuild.fromCache).toBe(1);
    expect(nextBuild.checks.get(`${base}/ok/a.webp`)).toEqual({ ok: true });
    expect(requests).toEqual(['HEAD /missing.webp']);

    requests.length = 0;
    const nextDay = await checkPictures(urls, options({ now: new Date(Date.parse('2026-11-23T12:00:00Z') + PICTURE_CACHE_TTL_MS + 1) }));
    expect(nextDay.fromCache).toBe(0);
    expect(requests.sort()).toEqual(['HEAD /missing.webp', 'HEAD /ok/a.webp']);
    // Addresses no longer shown are forgotten.
    expect(Object.keys(JSON.parse(await readFile(path.join(tmp, 'picture-checks.json'), 'utf8')) as object)).toEqual([`${base}/ok/a.webp`]);
  });

  it('finds root-relative addresses among the site’s own files, without asking anyone', async () => {
    requests.length = 0;
    const { checks } = await checkPictures(
      [
        '/sample/ediciones/edicion-1.webp',
        '/portadas/edicion-1-creaciones.webp',
        '/favicon.svg',
        '/sample/no-existe.webp',
        '/../package.json',
      ],
      options({ cacheFile: undefined }),
    );
    expect(Object.fromEntries(checks)).toEqual({
      '/sample/ediciones/edicion-1.webp': { ok: true },
      '/portadas/edicion-1-creaciones.webp': { ok: true },
      '/favicon.svg': { ok: true },
      '/sample/no-existe.webp': { ok: false, reason: 'no such file in the site' },
      '/../package.json': { ok: false, reason: 'no such file in the site' },
    });
    expect(requests).toEqual([]);
  });
});
