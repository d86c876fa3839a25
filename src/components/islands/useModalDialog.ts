import { useRef, type MouseEvent } from 'react';

/**
 * What every modal <dialog> island shares: a click on the backdrop closes it, and a 'close'
 * event that arrives once the dialog is open again (it is dispatched a moment after closing)
 * is stale and ignored. `onClosed` runs for each real close (X, Escape, backdrop, code).
 */
export function useModalDialog(onClosed: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => ref.current?.close();
  return {
    ref,
    close,
    /** Props for the <dialog> element. */
    dialogProps: {
      ref,
      onClose: () => {
        if (ref.current?.open) return;
        onClosed();
      },
      // The dialog element itself is hit only on its backdrop: a click outside the content.
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget && event.currentTarget.open) close();
      },
    },
  };
}
