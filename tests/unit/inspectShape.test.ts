import { describe, expect, it } from 'vitest';
import { compareMigrations, typeFit } from '@/lib/db/check/inspectShape';

describe('typeFit', () => {
  it('takes any integer type for keys and counters, and nothing else', () => {
    for (const type of ['smallint', 'integer', 'bigint']) {
      expect(typeFit('key', type)).toBe('ok');
      expect(typeFit('int', type)).toBe('ok');
    }
    expect(typeFit('int', 'numeric')).toBe('mismatch');
    expect(typeFit('key', 'text')).toBe('mismatch');
  });
  it('takes text or varchar for text', () => {
    expect(typeFit('text', 'text')).toBe('ok');
    expect(typeFit('text', 'character varying')).toBe('ok');
    expect(typeFit('text', 'jsonb')).toBe('mismatch');
  });
  it('takes a date or a timestamp for a date, and marks a date kept as text for a look at its rows', () => {
    expect(typeFit('date', 'date')).toBe('ok');
    expect(typeFit('date', 'timestamp without time zone')).toBe('ok');
    expect(typeFit('date', 'text')).toBe('text-date');
    expect(typeFit('date', 'character varying')).toBe('text-date');
    expect(typeFit('date', 'timestamp with time zone')).toBe('mismatch');
    expect(typeFit('date', 'integer')).toBe('mismatch');
  });
  it('takes only timestamptz for a moment', () => {
    expect(typeFit('stamp', 'timestamp with time zone')).toBe('ok');
    expect(typeFit('stamp', 'timestamp without time zone')).toBe('mismatch');
  });
});

describe('compareMigrations', () => {
  it('lists the files not applied and the applied versions without a file', () => {
    expect(compareMigrations(['b.sql', 'a.sql', 'README.md'], ['a', 'z'])).toEqual({ pending: ['b'], unknown: ['z'] });
    expect(compareMigrations(['a.sql'], ['a'])).toEqual({ pending: [], unknown: [] });
    expect(compareMigrations(['a.sql', 'b.sql'], [])).toEqual({ pending: ['a', 'b'], unknown: [] });
  });
});
