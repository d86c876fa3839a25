/**
 * Shows one author at a time, changing every `interval` ms. The page already shows the first
 * name and hides the full list visually (CSS, before any script runs); the full list stays
 * for screen readers. With reduced motion the CSS shows the whole list and nothing cycles.
 */
export function startAuthorCycler(root: HTMLElement, interval: number): void {
  const all = root.querySelector<HTMLElement>('[data-all]')!;
  const one = root.querySelector<HTMLElement>('[data-one]')!;
  const names = (all.textContent ?? '')
    .split(' · ')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let index = 1;
  const show = () => {
    one.textContent = names[index % names.length]!;
    // Restart the CSS fade for each name.
    one.getAnimations().forEach((a) => {
      a.cancel();
      a.play();
    });
    index++;
  };
  let paused = false;
  root.addEventListener('pointerenter', () => (paused = true));
  root.addEventListener('pointerleave', () => (paused = false));
  setInterval(() => {
    if (!paused && !document.hidden) show();
  }, interval);
}
