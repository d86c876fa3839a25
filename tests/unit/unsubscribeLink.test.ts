import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fromBase64Url,
  listUnsubscribeHeader,
  normaliseAddress,
  sameBytes,
  signAddress,
  unsubscribeSecretOf,
  unsubscribeUrl,
  verifyAddress,
} from '../../functions/_lib/unsubscribeLink';
import { csvField, exportSettings, subscribersCsv } from '../../scripts/exportSubscribers';

const SECRET = 'un-secreto-de-prueba-de-al-menos-32-caracteres';

describe('the signed link out of the newsletter', () => {
  it("signs the normalised address with HMAC-SHA-256 and the server's secret, base64url", async () => {
    const firma = await signAddress('lectora@example.com', SECRET);
    // An independent implementation (Node's crypto module) gives the same bytes.
    expect(firma).toBe(createHmac('sha256', SECRET).update('lectora@example.com').digest('base64url'));
    expect(firma).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyAddress('lectora@example.com', firma, SECRET)).toBe(true);
  });

  it('normalises the address as the database stores it, so any spelling of it verifies', async () => {
    expect(normaliseAddress('  Lectora@Example.COM ')).toBe('lectora@example.com');
    const firma = await signAddress('  Lectora@Example.COM ', SECRET);
    expect(firma).toBe(await signAddress('lectora@example.com', SECRET));
    expect(await verifyAddress('LECTORA@example.com', firma, SECRET)).toBe(true);
  });

  it.each([
    ['another address', 'otra@example.com', null],
    ['another secret', null, 'otro-secreto-de-prueba-de-al-menos-32-caracteres'],
  ])('refuses a signature made for %s', async (_, address, secret) => {
    const firma = await signAddress(address ?? 'lectora@example.com', secret ?? SECRET);
    expect(await verifyAddress('lectora@example.com', firma, SECRET)).toBe(false);
  });

  it('refuses a tampered, cut, lengthened, empty or malformed signature', async () => {
    const firma = await signAddress('lectora@example.com', SECRET);
    const flip = (text: string, i: number) => text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
    for (const forged of [
      flip(firma, 0),
      flip(firma, 21),
      flip(firma, 41),
      firma.slice(0, -1),
      `${firma}A`,
      '',
      'no válida',
      `${firma}=`,
    ]) {
      expect(await verifyAddress('lectora@example.com', forged, SECRET), forged).toBe(false);
    }
  });

  it('compares every byte whatever differs first (constant time), and only equal bytes match', () => {
    const reads = (bytes: number[]) => {
      let count = 0;
      const watched = new Proxy(bytes, {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) count++;
          return Reflect.get(target, key, receiver);
        },
      });
      return { watched, count: () => count };
    };
    const expected = Array.from({ length: 32 }, (_, i) => i);
    for (const position of [0, 15, 31]) {
      const forged = [...expected];
      forged[position] = 255;
      const watched = reads(forged);
      expect(sameBytes(watched.watched, expected)).toBe(false);
      expect(watched.count(), `a difference at byte ${position} still reads all 32`).toBe(32);
    }
    expect(sameBytes(Uint8Array.from(expected), Uint8Array.from(expected))).toBe(true);
    expect(sameBytes(Uint8Array.from(expected), Uint8Array.from(expected.slice(1)))).toBe(false);
  });

  it('reads base64url and nothing else', () => {
    expect(Array.from(fromBase64Url('AQID_-8')!)).toEqual([1, 2, 3, 255, 239]);
    expect(fromBase64Url('AQ+D')).toBeNull();
    expect(fromBase64Url('A')).toBeNull();
  });

  it('accepts only a secret long enough not to be guessed', () => {
    expect(unsubscribeSecretOf(undefined)).toBeNull();
    expect(unsubscribeSecretOf('corto')).toBeNull();
    expect(unsubscribeSecretOf(`  ${SECRET}  `)).toBe(SECRET);
  });

  it('makes the link and the List-Unsubscribe header from SITE_URL', async () => {
    const url = await unsubscribeUrl('https://revista.example/', ' Lectora+Poesia@Example.com', SECRET);
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://revista.example/api/baja');
    expect(parsed.searchParams.get('correo')).toBe('lectora+poesia@example.com');
    expect(await verifyAddress(parsed.searchParams.get('correo')!, parsed.searchParams.get('firma')!, SECRET)).toBe(true);
    expect(listUnsubscribeHeader(url)).toBe(`<${url}>`);
  });
});

describe('the export of the list', () => {
  it('needs SITE_URL and a long UNSUBSCRIBE_SECRET, and names what is missing', () => {
    expect(() => exportSettings({})).toThrow(/SITE_URL.*UNSUBSCRIBE_SECRET/);
    expect(() => exportSettings({ SITE_URL: 'https://revista.example', UNSUBSCRIBE_SECRET: 'corto' })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(() => exportSettings({ SITE_URL: 'revista', UNSUBSCRIBE_SECRET: SECRET })).toThrow(/SITE_URL/);
    expect(exportSettings({ SITE_URL: 'https://revista.example/x', UNSUBSCRIBE_SECRET: SECRET })).toEqual({
      siteUrl: 'https://revista.example',
      secret: SECRET,
    });
  });

  it.each([
    ['plain', 'lectora@example.com', 'lectora@example.com'],
    ['a comma', 'a,b@example.com', '"a,b@example.com"'],
    ['a quote', 'a"b@example.com', '"a""b@example.com"'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a formula', '=1+1@example.com', "'=1+1@example.com"],
    ['a formula and a comma', '=SUM(1,2)@x.co', `"'=SUM(1,2)@x.co"`],
  ])('quotes a field with %s', (_, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes the header and a row per subscriber with its signed link', async () => {
    const csv = await subscribersCsv([{ correo: 'lectora@example.com', fecha: '2025-03-14T10:00:00.000Z' }], {
      siteUrl: 'https://revista.example',
      secret: SECRET,
    });
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe('correo,fecha,enlace_baja,list_unsubscribe');
    expect(end).toBe('');
    const link = await unsubscribeUrl('https://revista.example', 'lectora@example.com', SECRET);
    expect(row).toBe(`lectora@example.com,2025-03-14T10:00:00.000Z,${link},<${link}>`);
  });
});
