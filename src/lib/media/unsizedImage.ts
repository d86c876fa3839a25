import { IMAGE_PRESETS, type ImageAttributes, type ImagePreset } from './imagePresets.ts';

/**
 * The attributes of a picture the build cannot resize (a host not in IMAGE_HOSTS, a broken
 * link, an SVG file): its stored address, and width and height in the frame the layout gives
 * that place (the preset's ratio, at its largest width), so the box has the layout's size
 * and aspect before the picture arrives, and keeps them if it never does. The width is never
 * larger than the preset's largest copy: an <img width> is its box's natural width, and a
 * 4000 px fallback would push a grid or flex item wider than the screen.
 */
export function unsizedImage(src: string, preset: ImagePreset): ImageAttributes {
  const { widths, ratio } = IMAGE_PRESETS[preset];
  const width = Math.max(...widths);
  return { src, width, height: Math.round((width * ratio[1]) / ratio[0]), 'data-unsized': '' };
}
