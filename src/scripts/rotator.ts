/** Cycles a rotator's images, preloading each before it is shown; paused while the tab is hidden. */
export function startRotator(root: HTMLElement): void {
  const images = JSON.parse(root.dataset.images ?? '[]') as string[];
  const interval = Number(root.dataset.interval);
  if (images.length < 2 || !(interval > 0) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const slots = new Map<string, HTMLImageElement>();
  const first = root.querySelector('img')!;
  slots.set(images[0]!, first);
  let current = first;
  let index = 0;
  let busy = false;
  const slotFor = (src: string) => {
    let img = slots.get(src);
    if (!img) {
      img = document.createElement('img');
      img.alt = '';
      img.decoding = 'async';
      img.src = src;
      root.append(img);
      slots.set(src, img);
    }
    return img;
  };
  setInterval(() => {
    if (busy || document.hidden) return;
    const next = slotFor(images[(index + 1) % images.length]!);
    busy = true;
    next
      .decode()
      .then(() => {
        current.classList.remove('is-active');
        next.classList.add('is-active');
        current = next;
        index++;
      })
      .catch(() => index++) // a broken image is skipped
      .finally(() => (busy = false));
  }, interval);
}
