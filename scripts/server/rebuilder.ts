import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

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
}

export interface RebuildStatus {
  state: 'idle' | 'scheduled' | 'building';
  /** Another rebuild will follow the current one (data changed while it was building). */
  queued: boolean;
  last: RebuildResult | null;
}

export interface RebuilderOptions {
  /**
   * Builds the site into `outDir`. Calls `dataRead()` once it has read the database: until
   * then a new trigger joins this build, after it a new trigger needs another build.
   */
  build(outDir: string, dataRead: () => void): Promise<{ rendered: number; restored: number; skipped?: boolean } | void>;
  /** Where releases live: each successful build becomes a folder here. */
  releasesDir: string;
  /** Makes a finished release the live site (an atomic pointer swap in the server). */
  publish(siteDir: string): void;
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

  async #loop(): Promise<void> {
    try {
      do {
        this.#queued = false;
        await this.#buildOnce();
      } while (this.#queued);
    } finally {
      this.#state = 'idle';
      this.#running = null;
    }
  }

  async #buildOnce(): Promise<void> {
    const { releasesDir, log = console } = this.#options;
    const started = Date.now();
    // Always the same folder, kept between builds: Astro leaves an unchanged page in place
    // (its code hash includes the output folder, so a fixed folder is reused build after build).
    const staging = path.join(releasesDir, 'build');
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
      if (report?.skipped && this.#live) {
        this.#last = result(true, { siteDir: this.#live, pages, unchanged: true });
        log.info('Nothing changed since the last build: the live site stays as it is.');
        return;
      }
      // A complete copy, renamed into place: the live folder is never written to.
      const release = path.join(releasesDir, `site-${started}`);
      await cp(staging, `${release}.copying`, { recursive: true });
      await rename(`${release}.copying`, release);
      this.#options.publish(release);
      this.#live = release;
      this.#last = result(true, { siteDir: release, pages });
      log.info(
        `Published in ${this.#last.seconds} s${pages ? ` (${pages.rendered} page(s) rendered, ${pages.restored} reused)` : ''}: ${release}`,
      );
      await this.#prune(release);
    } catch (error) {
      await rm(staging, { recursive: true, force: true }).catch(() => {});
      this.#last = result(false, { error: (error as Error).message });
      log.error(`Rebuild failed; the live site is unchanged.\n${this.#last.error}`);
    } finally {
      this.#dataRead = true;
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
