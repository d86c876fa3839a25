import { PENDING } from '@/lib/actions/rules';
import type { SendNotice } from '@/lib/actions/sendOutcome';
import { adoptStyles } from '@/scripts/adoptStyles';
import css from './notice.css?inline';

/** How long a notice stays unless the reader closes it, or points at or focuses it first. */
const SHOWN_MS = 12_000;

/**
 * Tells the reader how a send they left behind ended: a card at the foot of the screen,
 * announced politely by screen readers, with a close button. Its styles come with this script
 * (a constructed stylesheet, allowed by the page's CSP), so pages carry none of it.
 */
export function showNotice(notice: SendNotice): void {
  adoptStyles(css);
  const card = document.createElement('div');
  card.className = 'send-notice no-print';
  card.dataset.tone = notice.tone;
  card.setAttribute('role', notice.tone === 'error' ? 'alert' : 'status');
  // In the document before its words, so assistive technology announces them.
  document.body.append(card);
  const heading = document.createElement('p');
  heading.className = 'send-notice-heading';
  heading.textContent = notice.heading;
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', PENDING.close);
  close.textContent = '✕';
  close.addEventListener('click', () => card.remove());
  card.append(
    heading,
    ...notice.lines.map((line) => {
      const p = document.createElement('p');
      p.textContent = line;
      return p;
    }),
    close,
  );
  let timer = setTimeout(() => card.remove(), SHOWN_MS);
  const hold = () => clearTimeout(timer);
  const release = () => {
    clearTimeout(timer);
    timer = setTimeout(() => card.remove(), SHOWN_MS);
  };
  card.addEventListener('pointerenter', hold);
  card.addEventListener('focusin', hold);
  card.addEventListener('pointerleave', release);
  card.addEventListener('focusout', release);
}
