import { useEffect, useState, type ReactNode } from 'react';
import type { ImageAttributes } from '@/lib/media/imagePresets';
import type { GalleryPiece } from '@/lib/site/getGalleryModel';
import HormiguearButton from './HormiguearButton';
import HormiguearDialog from './HormiguearDialog';
import styles from './GalleryPopup.module.css';
import { useModalDialog } from './useModalDialog';

/** A piece with its image's responsive attributes, resized at build time. */
export type PopupPiece = Omit<GalleryPiece, 'image'> & { image: (ImageAttributes & { alt: string }) | null };

interface Props {
  pieces: PopupPiece[];
  /** The gallery's own address, which the popup's history entries return to. */
  galleryPath: string;
  /** Shown with the hormiguear thanks (edition 1's insects), rendered by Astro. */
  children?: ReactNode;
}

/** The history entry of an open piece: its page's address, shown while the popup is open. */
interface PieceState {
  obra: number;
}

const isPieceState = (state: unknown): state is PieceState => typeof (state as PieceState | null)?.obra === 'number';

/**
 * The gallery popup: each piece is a link to its own page (which is all a reader without
 * JavaScript needs); with JavaScript a click opens the piece large in a modal <dialog>
 * instead, and the address bar shows the piece's page, so the link can be shared and Back
 * closes the popup. X, Escape or a click outside close it, the page behind does not scroll
 * (global CSS locks the body while a dialog is open), and focus returns to the piece.
 * HORMIGUEAR ESTA OBRA opens the hormiguear dialog over it, in this same island.
 */
export default function GalleryPopup({ pieces, galleryPath, children }: Props) {
  const {
    ref: dialog,
    close,
    dialogProps,
  } = useModalDialog(() => {
    setShown(null);
    // Closed with X, Escape or a click outside: leave the piece's entry, back to the gallery.
    if (isPieceState(history.state)) history.back();
    else if (location.pathname !== galleryPath) history.replaceState(null, '', galleryPath);
  });
  // A new object for every click, so a piece opens again even when the dialog's 'close' event
  // (dispatched a moment after it closed) has not been handled yet.
  const [shown, setShown] = useState<{ id: number } | null>(null);
  const piece = (shown && pieces.find((p) => p.id === shown.id)) ?? null;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-piece]');
      if (!link) return;
      event.preventDefault();
      const id = Number(link.dataset.piece);
      history.pushState({ obra: id } satisfies PieceState, '', link.href);
      setShown({ id });
    };
    // Back (or Forward) onto a piece's entry opens it; onto the gallery's, closes the popup.
    const onPopState = (event: PopStateEvent) => {
      if (isPieceState(event.state) && pieces.some((p) => p.id === event.state.obra)) setShown({ id: event.state.obra });
      else dialog.current?.close();
    };
    document.addEventListener('click', onClick);
    addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      removeEventListener('popstate', onPopState);
    };
  }, [pieces]);

  useEffect(() => {
    const el = dialog.current;
    if (piece && el && !el.open) el.showModal();
  }, [shown, piece]);

  return (
    <>
      <dialog {...dialogProps} className={styles.dialog} aria-labelledby="obra-titulo">
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
                data-unsized={piece.image['data-unsized']}
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
                <HormiguearButton target={{ kind: 'visual', id: piece.id, title: piece.title }} opensThroughStore />
              </p>
            </div>
          </div>
        )}
      </dialog>
      <HormiguearDialog back={galleryPath}>{children}</HormiguearDialog>
    </>
  );
}
