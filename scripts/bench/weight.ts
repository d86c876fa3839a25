// `npm run bench:weight`: what a reader downloads per page type, compressed, from a built
// site (dist/ or ASTRO_OUT_DIR; builds first when missing). JavaScript is split into what
// loads with the page and what only loads when an island hydrates.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSite } from '../site/buildSite.ts';
import { measurePage } from './measurePage.ts';

const dist = path.resolve(process.env.ASTRO_OUT_DIR || 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  await buildSite(process.env, { echo: true });
}

const types: [string, (rel: string) => boolean][] = [
  ['home (/)', (r) => r === 'index.html'],
  ['edition home', (r) => /^ediciones\/[^/]+\.html$/.test(r)],
  ['contents', (r) => r.endsWith('/contenidos.html')],
  ['section', (r) => /\/(creaciones|critica)\.html$/.test(r)],
  ['gallery', (r) => r === 'visuales.html'],
  ['author', (r) => r.startsWith('autor/')],
  ['poem', (r) => r.startsWith('poema/')],
  ['editions index', (r) => r === 'ediciones.html'],
  ['404', (r) => r === '404.html'],
];

const pages = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.html'));
const kb = (n: number) => (n / 1024).toFixed(1);
const rows = types.map(([name, match]) => {
  const files = pages.filter(match);
  const results = files.map((f) => measurePage(dist, path.join(dist, f)));
  const max = <K extends keyof (typeof results)[number]>(k: K) => Math.max(0, ...results.map((r) => r[k] as number));
  return {
    'page type': name,
    pages: files.length,
    'HTML gz (max)': kb(max('htmlGz')),
    'HTML br (max)': kb(max('htmlBr')),
    'CSS gz': kb(max('cssGz')),
    'inline JS gz': kb(max('inlineJsGz')),
    'JS at load gz': kb(max('eagerJsGz')),
    'JS on hydration gz': kb(max('islandJsGz')),
    'JS on hydration br': kb(max('islandJsBr')),
  };
});
console.log(`\nCompressed bytes (KB) a reader downloads, per page type, from ${path.relative(process.cwd(), dist) || dist}/`);
console.log('HTML includes inlined CSS and scripts; "on hydration" loads only when an island starts (client:idle/visible/media).\n');
console.table(rows);
