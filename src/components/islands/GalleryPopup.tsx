import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IMAGE_PRESETS, type ImageAttributes } from '@/lib/media/imagePresets';
import HormiguearButton from './HormiguearButton';
import HormiguearDialog from './HormiguearDialog';
import styles from './GalleryPopup.module.css';
import { useModalDialog } from './useModalDialog';
import { announceIntentReady } from '@/directives/intentReady';

/** What the popup shows of a piece. */
interface PopupPiece {
  id: number;
  title: string;
  artist: string;
  description: string | null;
  image: (ImageAttributes & { alt: string }) | null;
}

/**
 * A piece as the gallery's own markup shows it (GalleryArtist.astro): its link, the tile's
 * picture and the caption. Read from the page rather than handed to the island as props, so
 * the gallery's HTML does not carry every piece twice (it then fits the first round trip of a
 * slow connection). The tile's srcset reaches the popup's widths; only `sizes` differs.
 */
function pieceOnPage(id: number): PopupPiece | null {
  const link = document.querySelector<HTMLAnchorElement>(`a[data-piece="${id}"]`);
  const caption = link?.closest('figure')?.querySelector('figcaption');
  if (!link || !caption) return null;
  const text = (name: string) => caption.querySelector(`.${name}`)?.textContent ?? null;
  const img = link.querySelector('img');
  return {
    id,
    title: text('title') ?? '',
    artist: text('by') ?? '',
    description: text('description'),
    image: img && {
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset') ?? undefined,
      sizes: img.hasAttribute('srcset') ? IMAGE_PRESETS.popup.sizes : undefined,
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      ...(img.hasAttribute('data-unsized') ? { 'data-unsized': '' as const } : {}),
      alt: img.alt,
    },
  };
}

interface Props {
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
export default function GalleryPopup({ galleryPath, children }: Props) {
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
  const piece = useMemo(() => (shown ? pieceOnPage(shown.id) : null), [shown]);

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
      if (isPieceState(event.state) && pieceOnPage(event.state.obra)) setShown({ id: event.state.obra });
      else dialog.current?.close();
    };
    document.addEventListener('click', onClick);
    addEventListener('popstate', onPopState);
    // Hydrated on the reader's intent (client:intent): a piece clicked before now opens now.
    announceIntentReady();
    return () => {
      document.removeEventListener('click', onClick);
      removeEventListener('popstate', onPopState);
    };
  }, []);

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
