/**
 * TRUST_PROXY, read once for both uses (the client's address for the limits, and whether a
 * request came over HTTPS): unset, empty, "false" or "0", no proxy is trusted; a number N
 * ("true" is 1), N proxies stand in front, each appending what it saw to the X-Forwarded-*
 * lists; a comma-separated list of addresses, the proxies' own.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: ReadonlySet<string> };

export function readProxyTrust(setting: string | undefined): ProxyTrust {
  const value = (setting ?? '').trim().toLowerCase();
  if (!value || value === 'false' || value === '0') return { kind: 'none' };
  if (value === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return { kind: 'addresses', addresses: new Set(addresses) };
}

/** The values of a comma-separated X-Forwarded-* header, left to right. */
export function forwardedList(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}
