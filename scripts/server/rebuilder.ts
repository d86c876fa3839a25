import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ContentReport } from '../../src/lib/report/types.ts';

export interface RebuildResult {
  ok: boolean;
  startedAt: string;
  finishedAt: string;
  seconds: number;
  /** The folder now served (on success). */
  siteDir?: string;
  /** Why the build failed (its last output lines); the live site was left as it was. */
  error?: string;
  /** Pages rendered, and reused from the incremental cache. */
  pages?: { rendered: number; restored: number };
  /** Nothing had changed (data, code, settings): the live site stayed as it was. */
  unchanged?: boolean;
  /** What readers would see broken in this build, and the editions waiting for their date. */
  content?: ContentReport;
}

export interface RebuildStatus {
  /** compacting: tidying up after a publish (see RebuilderOptions.compact); a trigger stops it. */
  state: 'idle' | 'scheduled' | 'building' | 'compacting';
  /** Another rebuild will follow the current one (data changed while it was building). */
  queued: boolean;
  last: RebuildResult | null;
}

export interface RebuilderOptions {
  /**
   * Builds the site into `outDir`. Calls `dataRead()` once it has read the database: until
   * then a new trigger joins this build, after it a new trigger needs another build.
   */
  build(
    outDir: string,
    dataRead: () => void,
  ): Promise<{ rendered: number; restored: number; skipped?: boolean; content?: ContentReport } | void>;
  /** Where releases live: each successful build becomes a folder here. */
  releasesDir: string;
  /** Makes a finished release the live site (an atomic pointer swap in the server). */
  publish(siteDir: string): void;
  /**
   * Work that improves the last build without changing what it shows (the search index's
   * delta folded into one index), run in the build folder once no build is waiting; true when
   * it changed the folder, which is then published like a build. A trigger aborts it.
   */
  compact?(outDir: string, signal: AbortSignal): Promise<boolean>;
  /** Triggers within this window start one build (default 300 ms). */
  debounceMs?: number;
  log?: Pick<Console, 'info' | 'error'>;
}

/**
 * Publishing on the self-hosted server: rebuilds in the background into a new folder and
 * swaps it in only when the build has succeeded, so readers always get a complete site.
 * Triggers coalesce: any number arriving before the build reads the database share that
 * build; those arriving later get exactly one more build after it.
 */
export class Rebuilder {
  #options: RebuilderOptions;
  #state: RebuildStatus['state'] = 'idle';
  #dataRead = false;
  #queued = false;
  #last: RebuildResult | null = null;
  #running: Promise<void> | null = null;
  #builds = 0;
  #live: string | null = null;
  #compaction: AbortController | null = null;
  #compactions = 0;

  constructor(options: RebuilderOptions) {
    this.#options = options;
  }

  /** Asks for a rebuild; says whether it starts a build, joins one or queues the next. */
  trigger(): 'scheduled' | 'joined' | 'queued' {
    if (this.#state === 'idle') {
      this.#state = 'scheduled';
      this.#running = new Promise((resolve) => setTimeout(resolve, this.#options.debounceMs ?? 300)).then(() => this.#loop());
      return 'scheduled';
    }
    if (this.#state === 'compacting') {
      // A publish matters more than tidying up: stop it, build right after.
      this.#compaction?.abort();
      this.#queued = true;
      return 'scheduled';
    }
    if (this.#state === 'scheduled' || !this.#dataRead) return 'joined';
    this.#queued = true;
    return 'queued';
  }

  status(): RebuildStatus {
    return { state: this.#state, queued: this.#queued, last: this.#last };
  }

  /** Resolves when no build is running or queued (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Number of builds run so far. */
  get builds(): number {
    return this.#builds;
  }

  /** Number of compactions published so far. */
  get compactions(): number {
    return this.#compactions;
  }

  async #loop(): Promise<void> {
    try {
      do {
        this.#queued = false;
        const published = await this.#buildOnce();
        if (published && !this.#queued) await this.#compactOnce();
      } while (this.#queued);
    } finally {
      this.#state = 'idle';
      this.#running = null;
    }
  }

  /**
   * Always the same folder, kept between builds: Astro leaves an unchanged page in place
   * (its code hash includes the output folder, so a fixed folder is reused build after build).
   */
  get #staging(): string {
    return path.join(this.#options.releasesDir, 'build');
  }

  /** Copies the build folder into a new release and swaps it in: the live folder is never written to. */
  async #release(started: number): Promise<string> {
    const release = path.join(this.#options.releasesDir, `site-${started}`);
    await cp(this.#staging, `${release}.copying`, { recursive: true });
    await rename(`${release}.copying`, release);
    this.#options.publish(release);
    this.#live = release;
    await this.#prune(release);
    return release;
  }

  /** One build; true when it published a new release. */
  async #buildOnce(): Promise<boolean> {
    const { releasesDir, log = console } = this.#options;
    const started = Date.now();
    const staging = this.#staging;
    this.#state = 'building';
    this.#dataRead = false;
    this.#builds++;
    const result = (ok: boolean, extra: Partial<RebuildResult>): RebuildResult => ({
      ok,
      startedAt: new Date(started).toISOString(),
      finishedAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - started) / 100) / 10,
      ...extra,
    });
    try {
      await mkdir(releasesDir, { recursive: true });
      const report = (await this.#options.build(staging, () => (this.#dataRead = true))) ?? undefined;
      const pages = report && { rendered: report.rendered, restored: report.restored };
      const content = report?.content;
      if (report?.skipped && this.#live) {
        this.#last = result(true, { siteDir: this.#live, pages, unchanged: true, content });
        log.info('Nothing changed since the last build: the live site stays as it is.');
        return false;
      }
      const release = await this.#release(started);
      this.#last = result(true, { siteDir: release, pages, content });
      log.info(
        `Published in ${this.#last.seconds} s${pages ? ` (${pages.rendered} page(s) rendered, ${pages.restored} reused)` : ''}: ${release}`,
      );
      return true;
    } catch (error) {
      // The build folder stays: it holds the last good build's pages, which the incremental
      // cache relies on; the next build overwrites whatever a failed one left half-written.
      this.#last = result(false, { error: (error as Error).message });
      log.error(`Rebuild failed; the live site is unchanged.\n${this.#last.error}`);
      return false;
    } finally {
      this.#dataRead = true;
    }
  }

  /** Runs `compact` on the build folder and publishes what it changed, unless a trigger stops it. */
  async #compactOnce(): Promise<void> {
    const { compact, log = console } = this.#options;
    if (!compact) return;
    const started = Date.now();
    const controller = new AbortController();
    this.#compaction = controller;
    this.#state = 'compacting';
    try {
      if (!(await compact(this.#staging, controller.signal)) || controller.signal.aborted) return;
      const release = await this.#release(started);
      this.#compactions++;
      log.info(`Compacted in ${Math.round((Date.now() - started) / 100) / 10} s: ${release}`);
    } catch (error) {
      // Stopped by a trigger, or failed: the build folder is as the last build left it.
      if (!controller.signal.aborted) log.error(`Compaction failed; the live site is unchanged.\n${(error as Error).message}`);
    } finally {
      this.#compaction = null;
    }
  }

  /** Keeps the live release and the one before it (requests may still be reading it). */
  async #prune(live: string): Promise<void> {
    const { releasesDir } = this.#options;
    const names = (await readdir(releasesDir)).filter((name) => name.startsWith('site-'));
    const releases = names.filter((name) => !name.endsWith('.copying')).sort();
    const keep = new Set([path.basename(live), ...releases.slice(-2)]);
    // Older releases, and copies a crash left half-made.
    await Promise.all(
      names.filter((name) => !keep.has(name)).map((name) => rm(path.join(releasesDir, name), { recursive: true, force: true })),
    );
  }
}
