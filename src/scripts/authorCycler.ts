/**
 * Shows one author at a time, changing every `interval` ms. The full list stays in the
 * page for screen readers (visually hidden); with reduced motion nothing cycles.
 */
export function startAuthorCycler(root: HTMLElement, interval: number): void {
  const all = root.querySelector<HTMLElement>('[data-all]')!;
  const one = root.querySelector<HTMLElement>('[data-one]')!;
  const names = (all.textContent ?? '').split(' · ').map((n) => n.trim()).filter(Boolean);
  if (names.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  all.classList.add('visually-hidden');
  one.hidden = false;
  let index = 0;
  const show = () => {
    one.textContent = names[index % names.length]!;
    // Restart the CSS fade for each name.
    one.getAnimations().forEach((a) => {
      a.cancel();
      a.play();
    });
    index++;
  };
  show();
  let paused = false;
  root.addEventListener('pointerenter', () => (paused = true));
  root.addEventListener('pointerleave', () => (paused = false));
  setInterval(() => {
    if (!paused && !document.hidden) show();
  }, interval);
}
