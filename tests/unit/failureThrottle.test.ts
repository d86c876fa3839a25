import { describe, expect, it } from 'vitest';
import { FailureThrottle } from '../../scripts/server/failureThrottle';

// The publishing endpoint's guard against guessed tokens (docs/publishing.md).
describe('FailureThrottle', () => {
  it('lets the first five failures through, then doubles the wait after each: 1 s, 2 s, 4 s…', () => {
    const throttle = new FailureThrottle();
    let now = 0;
    for (let i = 0; i < 5; i++) {
      expect(throttle.wait('a', now)).toBe(0);
      throttle.fail('a', now);
    }
    for (const delay of [1000, 2000, 4000, 8000]) {
      expect(throttle.wait('a', now)).toBe(delay);
      expect(throttle.wait('a', now + delay - 1)).toBe(1);
      now += delay;
      expect(throttle.wait('a', now)).toBe(0);
      throttle.fail('a', now);
    }
  });

  it('never makes a client wait longer than the cap', () => {
    const throttle = new FailureThrottle({ free: 0, maxWaitMs: 5000, windowMs: 60 * 60_000 });
    for (let i = 0; i < 20; i++) throttle.fail('a', i);
    expect(throttle.wait('a', 19)).toBe(5000);
  });

  it('keeps clients apart, and forgets a client on success', () => {
    const throttle = new FailureThrottle({ free: 1 });
    throttle.fail('a', 0);
    throttle.fail('a', 0);
    expect(throttle.wait('a', 0)).toBe(2000);
    expect(throttle.wait('b', 0)).toBe(0);
    throttle.succeed('a');
    expect(throttle.wait('a', 0)).toBe(0);
  });

  it('starts counting again once the window has passed since the last failure', () => {
    const throttle = new FailureThrottle({ free: 1, windowMs: 10_000 });
    throttle.fail('a', 0);
    throttle.fail('a', 0);
    expect(throttle.wait('a', 500)).toBe(1500);
    expect(throttle.wait('a', 10_001)).toBe(0);
    // Counted from one again: the wait of a first failure past the free ones, not 4 s.
    throttle.fail('a', 10_001);
    expect(throttle.wait('a', 10_001)).toBe(1000);
  });

  it('stays bounded: past the client limit the oldest are forgotten first', () => {
    const throttle = new FailureThrottle({ free: 0, maxClients: 2 });
    throttle.fail('old', 0);
    throttle.fail('mid', 1);
    throttle.fail('new', 2);
    expect(throttle.wait('old', 2)).toBe(0);
    expect(throttle.wait('mid', 2)).toBeGreaterThan(0);
    expect(throttle.wait('new', 2)).toBeGreaterThan(0);
  });
});
