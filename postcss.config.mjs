// The breakpoints are defined once, in src/consts.ts. Every stylesheet (global CSS, Astro
// <style> blocks, CSS modules) gets them as custom media, `@media (--mobile)` and so on,
// which postcss-custom-media turns into plain media queries at build time.
import postcssCustomMedia from 'postcss-custom-media';
import { MEDIA } from './src/consts.ts';

/** Prepends an @custom-media rule for each named query to every stylesheet. */
const breakpoints = () => ({
  postcssPlugin: 'hormiguero-breakpoints',
  Once(root, { AtRule }) {
    for (const [name, query] of Object.entries(MEDIA).reverse()) {
      root.prepend(new AtRule({ name: 'custom-media', params: `--${name} ${query}` }));
    }
  },
});
breakpoints.postcss = true;

export default { plugins: [breakpoints(), postcssCustomMedia()] };
