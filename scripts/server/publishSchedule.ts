import { isPublishDue } from '../../src/lib/schedule/isPublishDue.ts';

export interface PublishScheduleOptions {
  /** Asks for a publish (the Rebuilder's trigger). */
  trigger(): void;
  /** The clock (tests move it). */
  now?: () => Date;
  /** How often the clock is looked at (default every minute: an edition goes public within a minute of its date). */
  checkMs?: number;
  /** How long after a failed attempt the next one is made (default 5 minutes). */
  retryMs?: number;
  log?: Pick<Console, 'info'>;
}

/**
 * The self-hosted server's calendar: it publishes by itself when a scheduled edition falls
 * due. Each successful build says when the next one does (`plan`); the clock is looked at
 * every `checkMs`, so a suspended machine or a changed clock cannot make it miss the moment.
 */
export class PublishSchedule {
  #options: PublishScheduleOptions;
  #due: number | null = null;
  #lastAttempt: number | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: PublishScheduleOptions) {
    this.#options = options;
  }

  /** After a successful build (or at start, from the live site's report): when the next scheduled edition becomes public (ISO), or null. */
  plan(nextPublication: string | null | undefined): void {
    const due = nextPublication ? Date.parse(nextPublication) : NaN;
    this.#due = Number.isNaN(due) ? null : due;
    this.#lastAttempt = null;
  }

  /** When the next scheduled publish is due (ISO), or null. */
  get due(): string | null {
    return this.#due === null ? null : new Date(this.#due).toISOString();
  }

  /** Publishes if an edition fell due; true when it asked for a publish. */
  check(): boolean {
    const now = (this.#options.now ?? (() => new Date()))().getTime();
    if (!isPublishDue({ due: this.#due, lastAttempt: this.#lastAttempt }, now, this.#options.retryMs ?? 5 * 60_000)) return false;
    this.#lastAttempt = now;
    this.#options.log?.info(`A scheduled edition is due (${this.due}): publishing.`);
    this.#options.trigger();
    return true;
  }

  start(): void {
    this.#timer ??= setInterval(() => this.check(), this.#options.checkMs ?? 60_000);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
