import { describe, expect, it } from 'vitest';
import { BEARER_TOKEN_MIN_LENGTH, bearerToken, configuredToken, tokenMatches } from '../../functions/_lib/bearerToken';

const TOKEN = 'f3c1a9d2e8b7465a9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b';

describe('the token of an Authorization header', () => {
  it.each([
    ['Bearer abc123', 'abc123'],
    ['bearer abc123', 'abc123'],
    ['BEARER  abc123 ', 'abc123'],
    // RFC 6750's token68 (base64 with padding), and other visible characters.
    ['Bearer a+b/c=', 'a+b/c='],
    ['Bearer ñ!$%', 'ñ!$%'],
  ])('reads %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([
    null,
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
    'Bearer a b',
    'Bearerabc',
    ' Bearer abc',
    'Token abc',
  ])('finds none in %j', (header) => {
    expect(bearerToken(header)).toBeNull();
  });
});

describe('the configured secret', () => {
  it('is trimmed, and refused when unset or shorter than 32 characters', () => {
    expect(BEARER_TOKEN_MIN_LENGTH).toBe(32);
    expect(configuredToken(`  ${TOKEN}\n`)).toBe(TOKEN);
    expect(configuredToken('x'.repeat(32))).toBe('x'.repeat(32));
    for (const value of [undefined, null, '', '   ', 'x'.repeat(31), ` ${'x'.repeat(31)} `, 42, { token: TOKEN }])
      expect(configuredToken(value)).toBeNull();
  });
});

describe('comparing a presented token with the secret', () => {
  it('accepts the same token only', async () => {
    expect(await tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(await tokenMatches(`${TOKEN.slice(0, -1)}c`, TOKEN)).toBe(false);
    expect(await tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(await tokenMatches(`${TOKEN}b`, TOKEN)).toBe(false);
    expect(await tokenMatches(TOKEN.toUpperCase(), TOKEN)).toBe(false);
    expect(await tokenMatches('', TOKEN)).toBe(false);
    expect(await tokenMatches(null, TOKEN)).toBe(false);
  });
});
