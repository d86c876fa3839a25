// Checks that nothing on a page is wider than its room: the document against the window, and
// every run of text against the box that holds it.
import { expect, type Page } from '@playwright/test';

export interface TextOverflow {
  text: string;
  box: string;
  /** px the text passes its box's right (or left) edge, or the window's. */
  by: number;
}

/**
 * Every text node whose rendered lines pass the border box of the element that lays it out
 * (its nearest ancestor that is not inline), or the window's right edge. Text inside a box
 * that clips (overflow other than visible: visually hidden labels, a carousel's track) is
 * left out: it cannot push anything.
 */
export function textOverflows(page: Page): Promise<TextOverflow[]> {
  return page.evaluate(() => {
    const found: { text: string; box: string; by: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const clips = (el: Element | null): boolean => {
      for (let p = el; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      let box = node.parentElement;
      while (box && getComputedStyle(box).display.startsWith('inline') && box !== document.body) box = box.parentElement;
      if (!box || box.closest('script, style, noscript, template') || clips(node.parentElement)) continue;
      const limit = box.getBoundingClientRect();
      const past = (rects: DOMRectList) => {
        let most = 0;
        for (const line of rects) {
          if (line.width > 0) most = Math.max(most, line.right - limit.right, limit.left - line.left, line.right - window.innerWidth);
        }
        return most;
      };
      range.selectNodeContents(node);
      if (past(range.getClientRects()) <= 1) continue;
      // Whitespace may hang past the edge where a line wraps (white-space: pre-wrap, as verse
      // is set): only what is seen counts, so measure word by word.
      let by = 0;
      for (const word of node.textContent!.matchAll(/\S+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        by = Math.max(by, past(range.getClientRects()));
      }
      if (by > 1) {
        const name = `${box.tagName.toLowerCase()}${box.className ? `.${String(box.className).trim().split(/\s+/).join('.')}` : ''}`;
        found.push({ text: text.slice(0, 60), box: name, by: Math.round(by) });
      }
    }
    return found;
  });
}

/** The document's width and the window's, with the element that sticks out furthest. */
export function documentWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number; widest: string }> {
  return page.evaluate(() => {
    let widest = '';
    let right = window.innerWidth;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > right + 1) {
        right = r.right;
        widest = `${el.tagName.toLowerCase()}.${String((el as HTMLElement).className)} right=${Math.round(r.right)}`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest };
  });
}

/** The page is no wider than the window and no text passes its box (soft: one run lists every page that fails). */
export async function expectNothingOverflows(page: Page, label: string): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await documentWidth(page);
  expect
    .soft(scrollWidth, `${label}: the page is ${scrollWidth} px wide in a ${innerWidth} px window (${widest})`)
    .toBeLessThanOrEqual(innerWidth);
  expect.soft(await textOverflows(page), `${label}: text wider than its box`).toEqual([]);
}
