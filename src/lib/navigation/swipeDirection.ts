/**
 * A horizontal swipe from `startX` to `endX`: +1 (to the next slide, finger moved left),
 * -1 (previous) or 0 when the finger moved less than the threshold (spec: 50 px).
 */
export function swipeDirection(startX: number, endX: number, threshold: number): -1 | 0 | 1 {
  const delta = startX - endX;
  if (Math.abs(delta) < threshold) return 0;
  return delta > 0 ? 1 : -1;
}
