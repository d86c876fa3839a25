import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rebuilder } from '../../scripts/server/rebuilder';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hdp-rebuilder-'));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dir, { recursive: true, force: true });
});

const quiet = { info: () => {}, error: () => {} };

/** A build that writes `content` and waits until released, reporting when it "read the data". */
function controllableBuild() {
  const calls: { release: (error?: Error) => void; readData: () => void }[] = [];
  /** Who waits for the nth call: resolved by the build when it is called. */
  const waiting: { n: number; resolve: () => void }[] = [];
  let content = 'v1';
  return {
    calls,
    waiting,
    setContent: (c: string) => (content = c),
    build: (outDir: string, dataRead: () => void) =>
      new Promise<void>((resolve, reject) => {
        const snapshot = content;
        queueMicrotask(() => waiting.filter((w) => calls.length >= w.n).forEach((w) => w.resolve()));
        calls.push({
          readData: dataRead,
          release: async (error) => {
            if (error) return reject(error);
            await mkdir(outDir, { recursive: true });
            await writeFile(path.join(outDir, 'index.html'), snapshot);
            resolve();
          },
        });
      }),
  };
}

/** Resolves once the build has been called `n` times (at once if it already has). */
function waitForCalls(build: ReturnType<typeof controllableBuild>, n: number): Promise<void> {
  if (build.calls.length >= n) return Promise.resolve();
  return new Promise((resolve) => build.waiting.push({ n, resolve }));
}

describe('Rebuilder', () => {
  it('publishes a finished build as a new folder, swapped in at the end', async () => {
    const build = controllableBuild();
    const live: string[] = [];
    const rebuilder = new Rebuilder({ build: build.build, releasesDir: dir, publish: (d) => live.push(d), debounceMs: 1, log: quiet });
    expect(rebuilder.trigger()).toBe('scheduled');
    await waitForCalls(build, 1);
    expect(live).toEqual([]); // nothing swapped while building
    build.calls[0]!.readData();
    build.calls[0]!.release();
    await rebuilder.idle();
    expect(live).toHaveLength(1);
    expect(await readFile(path.join(live[0]!, 'index.html'), 'utf8')).toBe('v1');
    expect(rebuilder.status()).toMatchObject({ state: 'idle', queued: false, last: { ok: true, siteDir: live[0] } });
  });

  it('coalesces triggers: those before the data is read join, later ones queue exactly one more build', async () => {
    const build = controllableBuild();
    const rebuilder = new Rebuilder({ build: build.build, releasesDir: dir, publish: () => {}, debounceMs: 1, log: quiet });
    expect([rebuilder.trigger(), rebuilder.trigger(), rebuilder.trigger()]).toEqual(['scheduled', 'joined', 'joined']);
    await waitForCalls(build, 1);
    expect(rebuilder.trigger()).toBe('joined'); // still before the data was read
    build.calls[0]!.readData();
    expect([rebuilder.trigger(), rebuilder.trigger(), rebuilder.trigger()]).toEqual(['queued', 'queued', 'queued']);
    build.calls[0]!.release();
    await waitForCalls(build, 2);
    build.calls[1]!.readData();
    build.calls[1]!.release();
    await rebuilder.idle();
    expect(rebuilder.builds).toBe(2);
  });

  it('leaves the live site alone when a build fails, and says why', async () => {
    const build = controllableBuild();
    const live: string[] = [];
    const rebuilder = new Rebuilder({ build: build.build, releasesDir: dir, publish: (d) => live.push(d), debounceMs: 1, log: quiet });
    rebuilder.trigger();
    await waitForCalls(build, 1);
    build.calls[0]!.release();
    await rebuilder.idle();
    build.setContent('v2');
    rebuilder.trigger();
    await waitForCalls(build, 2);
    build.calls[1]!.release(new Error('Failed to load magazine data'));
    await rebuilder.idle();
    expect(live).toHaveLength(1);
    expect(await readFile(path.join(live[0]!, 'index.html'), 'utf8')).toBe('v1');
    expect(rebuilder.status().last).toMatchObject({ ok: false, error: 'Failed to load magazine data' });
    // The build folder (and with it the incremental cache's pages) survives for the next build.
    expect(existsSync(path.join(dir, 'build'))).toBe(true);
  });

  it('keeps only the live release and the one before it', async () => {
    const build = controllableBuild();
    const rebuilder = new Rebuilder({ build: build.build, releasesDir: dir, publish: () => {}, debounceMs: 1, log: quiet });
    // Releases are named for the time their build started: a second apart, on a clock of the test's.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 4; i++) {
      vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, i));
      rebuilder.trigger();
      await waitForCalls(build, i + 1);
      build.calls[i]!.release();
      await rebuilder.idle();
    }
    expect((await readdir(dir)).filter((n) => n.startsWith('site-'))).toHaveLength(2);
  });

  it('after a publish, tidies up (compacts) when idle and publishes that too', async () => {
    const build = controllableBuild();
    const live: string[] = [];
    const compact = async (outDir: string) => {
      await writeFile(path.join(outDir, 'index.html'), 'v1, compacted');
      return true;
    };
    const rebuilder = new Rebuilder({
      build: build.build,
      compact,
      releasesDir: dir,
      publish: (d) => live.push(d),
      debounceMs: 1,
      log: quiet,
    });
    rebuilder.trigger();
    await waitForCalls(build, 1);
    build.calls[0]!.release();
    await rebuilder.idle();
    expect(live).toHaveLength(2);
    expect(await readFile(path.join(live[1]!, 'index.html'), 'utf8')).toBe('v1, compacted');
    expect(rebuilder.compactions).toBe(1);
  });

  it('a trigger stops a compaction: the publish comes first, and the stopped work is not published', async () => {
    const build = controllableBuild();
    const live: string[] = [];
    const signals: AbortSignal[] = [];
    let compacting!: () => void;
    const firstCompaction = new Promise<void>((resolve) => (compacting = resolve));
    const compact = (_outDir: string, signal: AbortSignal) =>
      new Promise<boolean>((resolve, reject) => {
        signals.push(signal);
        compacting();
        // Only the first compaction is stopped; the one after the next build finishes.
        if (signals.length > 1) return resolve(false);
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const rebuilder = new Rebuilder({
      build: build.build,
      compact,
      releasesDir: dir,
      publish: (d) => live.push(d),
      debounceMs: 1,
      log: quiet,
    });
    rebuilder.trigger();
    await waitForCalls(build, 1);
    build.calls[0]!.release();
    await firstCompaction;
    expect(rebuilder.status().state).toBe('compacting');
    build.setContent('v2');
    expect(rebuilder.trigger()).toBe('scheduled');
    expect(signals[0]!.aborted).toBe(true);
    await waitForCalls(build, 2);
    build.calls[1]!.release();
    await rebuilder.idle();
    expect(live).toHaveLength(2);
    expect(await readFile(path.join(live[1]!, 'index.html'), 'utf8')).toBe('v2');
    expect(rebuilder.compactions).toBe(0);
    expect(rebuilder.status()).toMatchObject({ state: 'idle', last: { ok: true } });
  });
});
