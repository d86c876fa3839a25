import { describe, expect, it } from 'vitest';
import { maskAddress } from '@/lib/db/check/maskAddress';

describe('maskAddress', () => {
  it('keeps the first letter and the domain of the normalised address', () => {
    expect(maskAddress('Lectora.Fiel@Example.com')).toBe('l***@example.com');
    expect(maskAddress(' lectora.fiel@example.com ')).toBe('l***@example.com');
  });
  it('never shows more than one letter, whatever the address looks like', () => {
    expect(maskAddress('ñandú@correo.mx')).toBe('ñ***@correo.mx');
    expect(maskAddress('@example.com')).toBe('***@example.com');
    expect(maskAddress('sin-arroba')).toBe('s***');
    expect(maskAddress('')).toBe('***');
  });
});
