// Tags for the tests that check one layout only, placed by playwright.config.ts: a test tagged
// NARROW (the phone's layout: the menu behind its toggle, the top poems as a carousel) runs in
// the 375 px projects only, one tagged WIDE (the wide bar, the top poems as a grid) in the
// 1280 px ones only. No test skips itself by its window's width.
export const NARROW_TAG = '@narrow';
export const WIDE_TAG = '@wide';

export const NARROW = { tag: NARROW_TAG };
export const WIDE = { tag: WIDE_TAG };
