// What one built page costs a reader, compressed, read from the files of a built site:
// shared by `npm run bench:weight` (every page) and `npm run bench:pages` (next to Lighthouse).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** gzip at level 6: what most servers (and the local one) send. */
export const gz = (b: Buffer | string) => gzipSync(b, { level: 6 }).length;
/** Brotli at quality 5: roughly what a CDN applies on the fly. */
export const br = (b: Buffer | string) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

export interface PageWeight {
  htmlGz: number;
  htmlBr: number;
  cssGz: number;
  cssBr: number;
  inlineJsGz: number;
  /** Modules the page loads by itself (and their static imports). */
  eagerJsGz: number;
  /** Modules that load only when an island hydrates. */
  islandJsGz: number;
  islandJsBr: number;
}

/** Static imports of a built JS module, as paths under dist. */
function importsOf(dist: string, file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);
  return found.map((spec) => (spec.startsWith('/') ? path.join(dist, spec) : path.resolve(path.dirname(file), spec)));
}

function closure(dist: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    importsOf(dist, file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

/** Compressed sizes of one built page (`htmlFile`, under `dist`) and of what it links. */
export function measurePage(dist: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const local = (url: string) => path.join(dist, url.split('?')[0]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => local(m[1]!));
  const pageScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => local(m[1]!));
  const inlineImports = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(?:import|from)\s*["'](\/[^"']+\.js)["']/g)].map((i) => local(i[1]!)),
  );
  const islands = [...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => local(m[1]!));
  const eager = closure(dist, [...pageScripts, ...inlineImports]);
  const onHydrate = [...closure(dist, islands)].filter((f) => !eager.has(f));
  const inlineJs = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('');
  const sum = (files: Iterable<string>, f: (b: Buffer) => number) => [...files].reduce((n, file) => n + f(readFileSync(file)), 0);
  return {
    htmlGz: gz(html),
    htmlBr: br(html),
    cssGz: sum(css, gz),
    cssBr: sum(css, br),
    inlineJsGz: inlineJs ? gz(inlineJs) : 0,
    eagerJsGz: sum(eager, gz),
    islandJsGz: sum(onHydrate, gz),
    islandJsBr: sum(onHydrate, br),
  };
}
