import { openHormiguear, type HormiguearTarget } from '@/stores/hormiguear';
import styles from './HormiguearButton.module.css';

interface Props {
  target: HormiguearTarget;
  /** Floating at the corner of the poem page, or inline (the gallery popup). */
  floating?: boolean;
}

/** Opens the hormiguear modal for a poem or a visual work. */
export default function HormiguearButton({ target, floating = false }: Props) {
  return (
    <button
      type="button"
      className={`${styles.button} ${floating ? styles.floating : ''}`}
      onClick={() => openHormiguear(target)}
      aria-haspopup="dialog"
    >
      <span className={styles.icon} aria-hidden="true" />
      {target.kind === 'poema' ? 'HORMIGUEAR' : 'HORMIGUEAR ESTA OBRA'}
      <span className="visually-hidden">: «{target.title}»</span>
    </button>
  );
}
