import { describe, expect, it } from 'vitest';
import { addressBehindProxies, callerOf, clientAddress, limitSettings, visitorHash } from '../../functions/_lib/visitor';

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

  it('names the visitor to the database only when the limit or a keyless repeat needs it', async () => {
    const context = (env: Record<string, string>) => ({
      request: new Request('https://h.example'),
      env: { RATE_LIMIT_SECRET: 'secreto', ...env },
      data: { clientAddress: '203.0.113.5' },
    });
    const hash = await visitorHash('203.0.113.5', 'secreto');
    expect(await callerOf(context({}), 'clave-de-envio')).toEqual({
      visitor: hash,
      limit: { max: 10, windowSeconds: 60 },
      key: 'clave-de-envio',
    });
    // Without a key, a repeat is recognised by the visitor and the words, limit or not.
    expect((await callerOf(context({ RATE_LIMIT: 'off' }), null)).visitor).toBe(hash);
    expect(await callerOf(context({ RATE_LIMIT: 'off' }), 'clave-de-envio')).toEqual({ visitor: null, limit: null, key: 'clave-de-envio' });
  });
});
