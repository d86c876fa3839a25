import { describe, expect, it } from 'vitest';
import { latestOnly } from '@/lib/search/latestOnly';

/** A run that finishes when the test says so, recording what it ran and what it found stale. */
function controlledWork() {
  const started: string[] = [];
  const staleAtEnd: Record<string, boolean> = {};
  const finish = new Map<string, () => void>();
  const work = (value: string, isStale: () => boolean) =>
    new Promise<void>((resolve) => {
      started.push(value);
      finish.set(value, () => {
        staleAtEnd[value] = isStale();
        resolve();
      });
    });
  const end = async (value: string) => {
    finish.get(value)!();
    // Let the scheduler pick up what waits.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, staleAtEnd, work, end };
}

describe('latestOnly', () => {
  it('runs at once when idle, one run at a time, and then only the newest of the values asked meanwhile', async () => {
    const { started, staleAtEnd, work, end } = controlledWork();
    const runs = latestOnly(work);
    runs.ask('hor');
    expect(started).toEqual(['hor']);
    runs.ask('horm');
    runs.ask('hormi');
    runs.ask('hormiga');
    expect(started, 'nothing else starts while a run is under way').toEqual(['hor']);
    await end('hor');
    expect(staleAtEnd.hor, 'newer words made it stale').toBe(true);
    expect(started, 'the words typed over are never run').toEqual(['hor', 'hormiga']);
    await end('hormiga');
    expect(staleAtEnd.hormiga).toBe(false);
  });

  it('makes the current run stale and drops the waiting value when cancelled', async () => {
    const { started, staleAtEnd, work, end } = controlledWork();
    const runs = latestOnly(work);
    runs.ask('luz');
    runs.ask('luna');
    runs.cancel();
    await end('luz');
    expect(staleAtEnd.luz).toBe(true);
    expect(started).toEqual(['luz']);
    runs.ask('sol');
    expect(started).toEqual(['luz', 'sol']);
  });

  it('goes on after a run that failed', async () => {
    const started: string[] = [];
    const runs = latestOnly(async (value: string) => {
      started.push(value);
      if (value === 'roto') throw new Error('index gone');
    });
    runs.ask('roto');
    runs.ask('entero');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['roto', 'entero']);
  });
});
