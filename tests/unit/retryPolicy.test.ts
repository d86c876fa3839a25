// How the islands treat an answer on a network that drops, and what they tell a reader whose
// action was answered after they left its page.
import { describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS, retryDelayMs, verdictOf } from '@/lib/actions/retryPolicy';
import { HORMIGUEAR, MESSAGES, PENDING, THANKS } from '@/lib/actions/rules';
import { sendOutcomeNotice } from '@/lib/actions/sendOutcome';

describe('verdictOf', () => {
  it.each([
    [201, 'done'],
    [200, 'done'],
    [0, 'retry'],
    [408, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [404, 'refused'],
    [413, 'refused'],
    [422, 'refused'],
    [429, 'refused'],
  ] as const)('an answer with status %i is %s', (status, verdict) => {
    expect(verdictOf(status)).toBe(verdict);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1 s up to 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('is shortened by at most a quarter at random, so phones back online do not resend together', () => {
    expect(retryDelayMs(0, () => 0.999)).toBeGreaterThanOrEqual(0.75 * RETRY_DELAYS_MS.first);
    expect(retryDelayMs(10, () => 1)).toBe(0.75 * RETRY_DELAYS_MS.max);
  });
});

describe('sendOutcomeNotice', () => {
  const poem = { kind: 'poema', title: 'Polilla' } as const;
  const subscription = { kind: 'suscripcion', title: 'lectora@example.com' } as const;

  it('thanks for a hormigueo that arrived on a later visit', () => {
    expect(sendOutcomeNotice(poem, { status: 201, body: { ok: true } })).toEqual({
      heading: THANKS,
      lines: [`${HORMIGUEAR.poema.thanks}: «Polilla»`, PENDING.sentLater],
      tone: 'success',
    });
    expect(sendOutcomeNotice({ kind: 'visual', title: 'Grana' }, { status: 201, body: null }).lines[0]).toBe(
      `${HORMIGUEAR.visual.thanks}: «Grana»`,
    );
  });

  it("says the server's words when a later send was refused", () => {
    expect(sendOutcomeNotice(poem, { status: 404, body: { error: MESSAGES.poemNotFound } })).toEqual({
      heading: PENDING.hormigueoRefused('Polilla'),
      lines: [MESSAGES.poemNotFound],
      tone: 'error',
    });
  });

  it("gives a subscription's answer as the function said it", () => {
    expect(sendOutcomeNotice(subscription, { status: 201, body: { mensaje: MESSAGES.subscribed } })).toEqual({
      heading: MESSAGES.subscribed,
      lines: ['lectora@example.com', PENDING.sentLater],
      tone: 'success',
    });
    expect(sendOutcomeNotice(subscription, { status: 400, body: { error: MESSAGES.invalidEmail } })).toEqual({
      heading: PENDING.subscriptionRefused('lectora@example.com'),
      lines: [MESSAGES.invalidEmail],
      tone: 'error',
    });
  });
});
