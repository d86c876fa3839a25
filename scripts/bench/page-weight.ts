// `npm run bench:weight`: what a reader downloads per page type, compressed, from a built
// site (dist/ or ASTRO_OUT_DIR; builds first when missing). JavaScript is split into what
// loads with the page and what only loads when an island hydrates.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildSite } from '../build.ts';

const dist = path.resolve(process.env.ASTRO_OUT_DIR || 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  await buildSite(process.env, { echo: true });
}

const gz = (b: Buffer | string) => gzipSync(b, { level: 6 }).length;
const br = (b: Buffer | string) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

/** Static imports of a built JS module, as paths under dist. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);
  return found.map((spec) => (spec.startsWith('/') ? path.join(dist, spec) : path.resolve(path.dirname(file), spec)));
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    importsOf(file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

function measure(htmlFile: string) {
  const html = readFileSync(htmlFile, 'utf8');
  const local = (url: string) => path.join(dist, url.split('?')[0]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => local(m[1]!));
  const pageScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => local(m[1]!));
  const inlineImports = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(?:import|from)\s*["'](\/[^"']+\.js)["']/g)].map((i) => local(i[1]!)),
  );
  const islands = [...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => local(m[1]!));
  const eager = closure([...pageScripts, ...inlineImports]);
  const onHydrate = [...closure(islands)].filter((f) => !eager.has(f));
  const inlineJs = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
  const sum = (files: Iterable<string>, f: (b: Buffer) => number) => [...files].reduce((n, file) => n + f(readFileSync(file)), 0);
  return {
    htmlGz: gz(html),
    htmlBr: br(html),
    cssGz: sum(css, gz),
    inlineJsGz: inlineJs ? gz(inlineJs) : 0,
    eagerJsGz: sum(eager, gz),
    islandJsGz: sum(onHydrate, gz),
    islandJsBr: sum(onHydrate, br),
  };
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
  const results = files.map((f) => measure(path.join(dist, f)));
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
