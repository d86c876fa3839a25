import type { MouseEvent } from 'react';
import { HORMIGUEAR } from '@/lib/actions/rules';
import { anchors } from '@/lib/site/paths';
import { openHormiguear, type HormiguearTarget } from '@/stores/hormiguear';
import styles from './HormiguearButton.module.css';

interface Props {
  target: HormiguearTarget;
  /** Floating at the corner of the poem page, or inline (the gallery popup, a piece's page). */
  floating?: boolean;
  /**
   * Inside a hydrated island (the gallery popup) the link opens the dialog through the store.
   * Rendered as static HTML (poem and piece pages) it is a plain link to the form, which the
   * dialog island takes over once it hydrates.
   */
  opensThroughStore?: boolean;
}

/**
 * The HORMIGUEAR control: a link to the hormiguear form (#hormiguear), so a tap works before
 * any script has arrived and without JavaScript; with JavaScript it opens the modal.
 */
export default function HormiguearButton({ target, floating = false, opensThroughStore = false }: Props) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openHormiguear(target);
  };
  return (
    <a
      href={`#${anchors.hormiguear}`}
      className={`${styles.button} ${floating ? styles.floating : ''} no-print`}
      onClick={opensThroughStore ? open : undefined}
      aria-haspopup="dialog"
      data-hormiguear-kind={target.kind}
    >
      <span className={styles.icon} aria-hidden="true" />
      {HORMIGUEAR[target.kind].button}
      <span className="visually-hidden">: «{target.title}»</span>
    </a>
  );
}
