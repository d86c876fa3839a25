import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublishSchedule } from '../../scripts/server/publishSchedule';

afterEach(() => vi.useRealTimers());

function scheduleAt(start: string) {
  let now = Date.parse(start);
  const triggers: number[] = [];
  const schedule = new PublishSchedule({ trigger: () => triggers.push(now), now: () => new Date(now), checkMs: 60_000, retryMs: 300_000 });
  return { schedule, triggers, advance: (ms: number) => (now += ms) };
}

describe('PublishSchedule', () => {
  it('publishes once when the next scheduled edition falls due, then waits for the next plan', () => {
    const { schedule, triggers, advance } = scheduleAt('2026-12-01T05:58:00Z');
    schedule.plan('2026-12-01T06:00:00.000Z');
    expect(schedule.due).toBe('2026-12-01T06:00:00.000Z');
    expect(schedule.check()).toBe(false);
    advance(120_000);
    expect(schedule.check()).toBe(true);
    expect(schedule.check()).toBe(false);
    // The build succeeded: nothing else is scheduled.
    schedule.plan(null);
    advance(3_600_000);
    expect(schedule.check()).toBe(false);
    expect(triggers).toHaveLength(1);
  });

  it('tries again after a while when the build that was to publish it failed (no new plan came)', () => {
    const { schedule, triggers, advance } = scheduleAt('2026-12-01T06:00:00Z');
    schedule.plan('2026-12-01T06:00:00.000Z');
    expect(schedule.check()).toBe(true);
    advance(60_000);
    expect(schedule.check()).toBe(false);
    advance(240_000);
    expect(schedule.check()).toBe(true);
    expect(triggers).toHaveLength(2);
  });

  it('publishes at once for an edition that fell due while the server was down', () => {
    const { schedule, triggers } = scheduleAt('2026-12-03T12:00:00Z');
    schedule.plan('2026-12-01T06:00:00.000Z');
    expect(schedule.check()).toBe(true);
    expect(triggers).toHaveLength(1);
  });

  it('looks at the clock every checkMs once started, until stopped', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T05:59:30Z') });
    const triggers: string[] = [];
    const schedule = new PublishSchedule({ trigger: () => triggers.push(new Date().toISOString()), checkMs: 60_000 });
    schedule.plan('2026-12-01T06:00:00.000Z');
    schedule.start();
    vi.advanceTimersByTime(59_000);
    expect(triggers).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(triggers).toEqual(['2026-12-01T06:00:30.000Z']);
    schedule.stop();
    schedule.plan('2026-12-02T06:00:00.000Z');
    vi.advanceTimersByTime(2 * 86_400_000);
    expect(triggers).toHaveLength(1);
  });

  it('ignores a plan that is not a moment', () => {
    const { schedule } = scheduleAt('2026-12-01T06:00:00Z');
    schedule.plan('mañana');
    expect(schedule.due).toBeNull();
    expect(schedule.check()).toBe(false);
  });
});
