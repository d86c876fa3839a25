import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Env, FunctionContext, PagesFunction } from '../../functions/_lib/context.ts';

type Handlers = Partial<Record<string, PagesFunction>>;

interface Route {
  pattern: RegExp;
  params: string[];
  handlers: Handlers;
  /** Static segments count first: /api/x beats /api/[id], as on Cloudflare. */
  specificity: number;
}

const METHODS = ['Get', 'Head', 'Post', 'Put', 'Patch', 'Delete', 'Options'];

/** Route pattern of a Pages Functions file: api/hormiguear/poema/[id].ts -> /api/hormiguear/poema/:id */
export function routeOf(file: string): { pattern: RegExp; params: string[]; specificity: number } {
  const segments = file.replace(/\.(ts|js|mjs)$/, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  const params: string[] = [];
  let specificity = 0;
  const source = segments
    .map((segment) => {
      const catchAll = /^\[\[(\w+)\]\]$/.exec(segment);
      if (catchAll) return (params.push(catchAll[1]!), '(.*)');
      const param = /^\[(\w+)\]$/.exec(segment);
      if (param) return (params.push(param[1]!), '([^/]+)');
      specificity++;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^/${source}/?$`), params, specificity };
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      // Like Pages: helper folders such as _lib hold no routes (middleware comes later).
      if (entry.name.startsWith('_')) return [];
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), rel);
      return /\.(ts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
    }),
  );
  return files.flat();
}

/**
 * Serves the Cloudflare Pages Functions under `functionsDir` on Node: the same file layout,
 * the same handler names (onRequest, onRequestPost, ...) and the same context.
 */
export async function loadFunctions(functionsDir: string) {
  const routes: Route[] = [];
  for (const file of await listFiles(functionsDir)) {
    const module = (await import(pathToFileURL(path.join(functionsDir, file)).href)) as Handlers;
    const handlers = Object.fromEntries(Object.entries(module).filter(([name]) => /^onRequest(\w*)$/.test(name)));
    if (Object.keys(handlers).length) routes.push({ ...routeOf(file), handlers });
  }
  routes.sort((a, b) => b.specificity - a.specificity);

  return {
    /** The function's response, or null when no function serves this path. */
    async handle(
      request: Request,
      extra: { env: Env; clientAddress?: string; waitUntil(promise: Promise<unknown>): void; next(): Promise<Response> },
    ): Promise<Response | null> {
      const pathname = new URL(request.url).pathname;
      for (const route of routes) {
        const match = route.pattern.exec(pathname);
        if (!match) continue;
        const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
        const handler = (METHODS.includes(method) && route.handlers[`onRequest${method}`]) || route.handlers.onRequest;
        if (!handler) return null;
        const params = Object.fromEntries(
          route.params.map((name, i) => [name, decodeParam(match[i + 1] ?? '')]),
        ) as FunctionContext['params'];
        return handler({
          request,
          env: extra.env,
          params,
          data: { clientAddress: extra.clientAddress },
          waitUntil: extra.waitUntil,
          next: extra.next,
        });
      }
      return null;
    },
  };
}
