/**
 * Runs `work` for the newest value only, one run at a time. A value asked for while a run is
 * under way waits for it and replaces any other waiting value, so words the reader typed over
 * are never searched; a run can ask `isStale()` to drop what a newer value made useless (the
 * results of words already typed over, before their details are fetched).
 *
 * Search runs as soon as the index is free rather than after a fixed pause: a pause is paid on
 * every query, while a run that turns out stale costs only the time it took.
 */
export interface LatestOnly<T> {
  /** Schedules `value`: now if nothing runs, else right after the current run. */
  ask(value: T): void;
  /** Makes the current run stale and drops the waiting value (the field was emptied). */
  cancel(): void;
}

export function latestOnly<T>(work: (value: T, isStale: () => boolean) => Promise<void>): LatestOnly<T> {
  let generation = 0;
  let waiting: { value: T; generation: number } | undefined;
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting) {
        const job = waiting;
        waiting = undefined;
        // A failed run must not stop the next one; `work` reports its own failures.
        await work(job.value, () => job.generation !== generation).catch(() => {});
      }
    } finally {
      running = false;
    }
  }

  return {
    ask(value) {
      waiting = { value, generation: ++generation };
      if (!running) void drain();
    },
    cancel() {
      generation++;
      waiting = undefined;
    },
  };
}
