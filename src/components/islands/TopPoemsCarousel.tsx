import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { TopPoemCard } from '@/lib/site/getHomeModel';
import { SWIPE_THRESHOLD_PX } from '@/consts';
import { swipeDirection } from '@/lib/navigation/swipeDirection';
import styles from './TopPoemsCarousel.module.css';

interface Props {
  poems: TopPoemCard[];
}

/**
 * 'LOS MÁS HORMIGUEADOS': a grid above 840 px (pure CSS, this island does
 * not even hydrate there), a swipe carousel below, with arrows between 728 and 840 px.
 * Before hydration the narrow layout is a CSS scroll-snap strip, swipeable as well.
 * Keyboard: the shown card and the dots (and arrows) are in the tab order; the left and right
 * arrow keys change the card from anywhere in the carousel, and a focused card hands the
 * focus on to the card that replaces it. A group, not a landmark: the section around it is
 * already the 'Los más hormigueados' region.
 */
export default function TopPoemsCarousel({ poems }: Props) {
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const track = useRef<HTMLOListElement>(null);
  const touchStart = useRef<number | null>(null);
  /** The focused card is leaving: focus the new one once it is shown (and no longer inert). */
  const focusNewCard = useRef(false);
  const last = poems.length - 1;

  useEffect(() => {
    // Before this script arrived the strip was scrolled natively, and the reader may have
    // swiped or tabbed to another card: start on that card (focus first, then the scroll
    // position), and hand the strip's scroll over to the transform, so the focused card stays
    // shown and focused instead of turning inert under the focus.
    const viewport = track.current?.parentElement;
    const slides = Array.from(track.current?.children ?? []);
    const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
    const scrolled = viewport && viewport.clientWidth ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
    const start = focused >= 0 ? focused : Math.max(0, Math.min(last, scrolled));
    if (viewport) viewport.scrollLeft = 0;
    setIndex(start);
    setEnhanced(true);
  }, [last]);
  useEffect(() => {
    // CSSOM, not a style attribute: allowed by the Content-Security-Policy.
    track.current?.style.setProperty('--index', String(index));
    if (focusNewCard.current) {
      focusNewCard.current = false;
      track.current?.querySelector<HTMLElement>('[data-active] a')?.focus();
    }
  }, [index]);

  const go = (next: number) => setIndex(Math.max(0, Math.min(last, next)));
  const onTouchStart = (event: TouchEvent) => (touchStart.current = event.touches[0]?.clientX ?? null);
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined) return;
    const direction = swipeDirection(start, end, SWIPE_THRESHOLD_PX);
    if (direction) go(index + direction);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!enhanced || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(last, index + step));
    if (next === index) return;
    focusNewCard.current = !!track.current?.contains(document.activeElement);
    setIndex(next);
  };

  return (
    // The arrow keys work from any focused card or control inside the group (a roving
    // handler, as the carousel pattern of the ARIA practices does); the group itself is not a
    // control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={[styles.carousel, enhanced && styles.enhanced, poems.length > 1 && styles.hasControls].filter(Boolean).join(' ')}
      role="group"
      aria-roledescription="carrusel"
      aria-label="Los más hormigueados"
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {/* role="list": Safari drops list semantics from lists styled without markers. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ol className={styles.track} ref={track} role="list">
          {poems.map((poem, i) => (
            <li
              key={poem.id}
              className={styles.slide}
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${poems.length}`}
              inert={enhanced && i !== index ? true : undefined}
              data-active={i === index ? '' : undefined}
            >
              <a className={styles.card} href={poem.href}>
                <span className={styles.rank} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.title}>{poem.title}</span>
                <span className={styles.author}>{poem.author}</span>
                {poem.excerpt && <span className={styles.excerpt}>{poem.excerpt}</span>}
              </a>
            </li>
          ))}
        </ol>
      </div>
      {enhanced && poems.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(index - 1)}
            // aria-disabled, not disabled: a focused button that became disabled would drop the focus.
            aria-disabled={index === 0}
            aria-label="Poema anterior"
          >
            ←
          </button>
          <div className={styles.dots}>
            {poems.map((poem, i) => (
              <button
                key={poem.id}
                type="button"
                className={`icon-button ${styles.dot}`}
                aria-label={`Ir al poema ${i + 1}: ${poem.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(index + 1)}
            aria-disabled={index === last}
            aria-label="Poema siguiente"
          >
            →
          </button>
        </div>
      )}
    </div>
  );
}
