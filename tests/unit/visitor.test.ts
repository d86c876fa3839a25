import { describe, expect, it } from 'vitest';
import { addressBehindProxies, clientAddress, limitSettings, visitorHash } from '../../functions/_lib/visitor';

describe('who a visitor is', () => {
  it.each([
    // [socket, X-Forwarded-For, TRUST_PROXY, client]
    ['10.0.0.9', null, undefined, '10.0.0.9'],
    ['10.0.0.9', '1.1.1.1', undefined, '10.0.0.9'],
    ['10.0.0.9', '203.0.113.5', '1', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5', '1', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5', 'true', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5, 10.0.0.7', '2', '203.0.113.5'],
    ['10.0.0.9', 'forjada, 203.0.113.5, 10.0.0.7', '10.0.0.7, 10.0.0.9', '203.0.113.5'],
    ['10.0.0.9', '10.0.0.7', '10.0.0.7,10.0.0.9', '10.0.0.7'],
    ['10.0.0.9', null, '3', '10.0.0.9'],
  ])('socket %s, X-Forwarded-For %j, TRUST_PROXY %j: %s', (socket, forwarded, trust, expected) => {
    expect(addressBehindProxies(socket, forwarded, trust)).toBe(expected);
  });

  it("believes CF-Connecting-IP only inside Cloudflare's runtime, never on the local server", () => {
    const context = (headers: Record<string, string>, data: { clientAddress?: string } = {}) => ({
      request: new Request('https://h.example', { headers }),
      env: {},
      data,
    });
    expect(clientAddress(context({ 'cf-connecting-ip': '1.2.3.4' }, { clientAddress: '10.0.0.9' }))).toBe('10.0.0.9');
    expect(clientAddress(context({ 'cf-connecting-ip': '1.2.3.4' }))).toBeNull();
    const userAgent = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'Cloudflare-Workers' }, configurable: true });
    try {
      expect(clientAddress(context({ 'cf-connecting-ip': '1.2.3.4' }))).toBe('1.2.3.4');
    } finally {
      if (userAgent) Object.defineProperty(globalThis, 'navigator', userAgent);
    }
  });

  it('is a keyed hash of the address: stable for one secret, different for another, never the address', async () => {
    const a = await visitorHash('203.0.113.5', 'secreto');
    expect(a).toBe(await visitorHash('203.0.113.5', 'secreto'));
    expect(a).not.toBe(await visitorHash('203.0.113.6', 'secreto'));
    expect(a).not.toBe(await visitorHash('203.0.113.5', 'otro'));
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(a).not.toContain('203');
  });

  it('reads the limits from the environment', () => {
    expect(limitSettings({})).toEqual({ max: 10, windowSeconds: 60 });
    expect(limitSettings({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '30' })).toEqual({ max: 3, windowSeconds: 30 });
    expect(limitSettings({ RATE_LIMIT: 'off' })).toBeNull();
  });
});
