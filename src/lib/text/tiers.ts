import { BOOK_TIERS, WORD_TIERS } from '../../consts.ts';

export type Tier = 'small' | 'medium' | 'large';

/** Author page tile size: under 100 words small, 100-200 medium, over 200 large. */
export function wordCountTier(words: number): Tier {
  if (words > WORD_TIERS.large) return 'large';
  return words >= WORD_TIERS.medium ? 'medium' : 'small';
}

/** Section page tile size by the number of poems in the book (tiers in consts.ts). */
export function bookSizeTier(poems: number): Tier {
  if (poems >= BOOK_TIERS.large) return 'large';
  return poems >= BOOK_TIERS.medium ? 'medium' : 'small';
}
