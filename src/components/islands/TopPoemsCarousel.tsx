import { useEffect, useRef, useState, type TouchEvent } from 'react';
import type { TopPoemCard } from '@/lib/site/getHomeModel';
import { SWIPE_THRESHOLD_PX } from '@/consts';
import { swipeDirection } from '@/lib/navigation/swipeDirection';
import styles from './TopPoemsCarousel.module.css';

interface Props {
  poems: TopPoemCard[];
}

/**
 * 'LOS MÁS HORMIGUEADOS' (spec section 2): a grid above 840 px (pure CSS, this island does
 * not even hydrate there), a swipe carousel below, with arrows between 728 and 840 px.
 * Before hydration the narrow layout is a CSS scroll-snap strip, swipeable as well.
 */
export default function TopPoemsCarousel({ poems }: Props) {
  const [index, setIndex] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const track = useRef<HTMLOListElement>(null);
  const touchStart = useRef<number | null>(null);
  const last = poems.length - 1;

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    // CSSOM, not a style attribute: allowed by the Content-Security-Policy.
    track.current?.style.setProperty('--index', String(index));
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

  return (
    <div
      className={`${styles.carousel} ${enhanced ? styles.enhanced : ''}`}
      role="region"
      aria-roledescription="carrusel"
      aria-label="Los más hormigueados"
    >
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
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
            disabled={index === 0}
            aria-label="Poema anterior"
          >
            ←
          </button>
          <div className={styles.dots}>
            {poems.map((poem, i) => (
              <button
                key={poem.id}
                type="button"
                className={styles.dot}
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
            disabled={index === last}
            aria-label="Poema siguiente"
          >
            →
          </button>
        </div>
      )}
    </div>
  );
}
