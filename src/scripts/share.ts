import { SHARE_COPY } from '@/lib/site/shareCopy';

/**
 * 'Compartir': the system's share sheet where the browser has one (Web Share API), else the
 * page's canonical address copied to the clipboard with a visible 'Enlace copiado'. The
 * address is the canonical one, as it is: no tracking parameters. Without JavaScript the
 * control takes no room (it could do nothing); the nav's script shows it at once and loads
 * this module when a reader heads for it (scripts/loadOnIntent.ts).
 */
export function setUpShare(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-share-button]')!;
  const status = root.querySelector<HTMLElement>('[data-share-status]')!;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const url = canonical ?? `${location.origin}${location.pathname}`;
  let clear: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    clearTimeout(clear);
    status.textContent = text;
    clear = setTimeout(() => (status.textContent = ''), 4000);
  };
  button.addEventListener('click', async () => {
    const data = { title: document.title, url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return; // the reader closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(SHARE_COPY.copied);
    } catch {
      say(SHARE_COPY.copyFailed(url));
    }
  });
}
