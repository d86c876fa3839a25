import { describe, expect, it } from 'vitest';
import { SEARCH_SHORT_WORD_PAUSE_MS, searchDelayMs, worthPreloading } from '@/lib/search/searchDelay';

describe('searchDelayMs', () => {
  it('searches at once when the last word has three letters or more, accented or not', () => {
    for (const query of ['luz', 'élitro', 'corazón abu', 'Autora 512', ' hormiga ']) {
      expect(searchDelayMs(query), query).toBe(0);
      expect(worthPreloading(query), query).toBe(true);
    }
  });

  it('waits for a pause on a last word of one or two letters', () => {
    for (const query of ['h', 'ho', 'corazón a', 'noche de', 'ñu']) {
      expect(searchDelayMs(query), query).toBe(SEARCH_SHORT_WORD_PAUSE_MS);
      expect(worthPreloading(query), query).toBe(false);
    }
  });
});
