import { useEffect, useRef, useState } from 'react';
import type { ImageAttributes } from '@/lib/media/imagePresets';
import type { GalleryPiece } from '@/lib/site/getGalleryModel';
import HormiguearButton from './HormiguearButton';
import styles from './GalleryPopup.module.css';

/** A piece with its image's responsive attributes, resized at build time. */
export type PopupPiece = Omit<GalleryPiece, 'image'> & { image: (ImageAttributes & { alt: string }) | null };

interface Props {
  pieces: PopupPiece[];
}

/**
 * The gallery popup (spec section 2): clicking a piece opens it large in a modal <dialog>;
 * X, Escape or a click outside the picture close it, and the page behind does not scroll
 * (global CSS locks the body while a dialog is open). Focus returns to the piece.
 */
export default function GalleryPopup({ pieces }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A new object for every click, so a piece opens again even when the dialog's 'close' event
  // (dispatched a moment after it closed) has not been handled yet.
  const [shown, setShown] = useState<{ id: number } | null>(null);
  const piece = (shown && pieces.find((p) => p.id === shown.id)) ?? null;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest<HTMLElement>('[data-piece]');
      if (!link) return;
      event.preventDefault();
      setShown({ id: Number(link.dataset.piece) });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (piece && el && !el.open) el.showModal();
  }, [shown, piece]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="obra-titulo"
      // A late 'close' for a dialog already open again is stale.
      onClose={() => {
        if (!dialog.current?.open) setShown(null);
      }}
      // A click on the dialog element itself is a click on the backdrop, outside the content.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      {piece && (
        <div className={styles.content}>
          <button type="button" className={styles.close} onClick={close} aria-label="Cerrar">
            <span aria-hidden="true">✕</span>
          </button>
          {piece.image && (
            <img
              className={styles.image}
              src={piece.image.src}
              srcSet={piece.image.srcset}
              sizes={piece.image.sizes}
              width={piece.image.width}
              height={piece.image.height}
              alt={piece.image.alt}
            />
          )}
          <div className={styles.text}>
            <h2 id="obra-titulo" className={styles.title}>
              {piece.title}
            </h2>
            <p className={styles.artist}>{piece.artist}</p>
            {piece.description && <p className={styles.description}>{piece.description}</p>}
            <p className={styles.action}>
              <HormiguearButton target={{ kind: 'visual', id: piece.id, title: piece.title }} />
            </p>
          </div>
        </div>
      )}
    </dialog>
  );
}
