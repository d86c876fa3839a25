// A Pages Function's context for unit tests: a store that records its calls, the build's
// answer templates as stand-ins, limits off, the client at 10.0.0.1.
import { vi } from 'vitest';
import type { Env, FunctionContext } from '../../functions/_lib/context';
import type { Store, SubscriptionResult } from '../../functions/_lib/store/types';

export const ORIGIN = 'https://revista.example';

/** Stand-ins for the build's templates: every blank, marked so a test can find it. */
const TEMPLATES: Record<string, string> = {
  '/_respuestas/aviso': '<title>{{titulo}}</title><h1>{{titulo}}</h1><p role="status">{{texto}}</p><a href="{{volver}}">Volver</a>',
  '/_respuestas/hormiguear-poema':
    '<form action="{{accion}}"><textarea name="mensaje">{{mensaje}}</textarea><input name="nombre" value="{{nombre}}"><input name="volver" value="{{volver}}"><p role="alert">{{error}}</p></form>',
};

export function fakeStore(overrides: Partial<Store> = {}) {
  const store = {
    hormiguearPoem: vi.fn(async () => ({ hormigueos: 5, hormigueo: 1 })),
    hormiguearVisual: vi.fn(async () => ({ hormigueos: 2, hormigueo: 2 })),
    subscribe: vi.fn(async (): Promise<SubscriptionResult> => ({ nuevo: true, fecha: '2025-03-14T10:00:00.000Z' })),
    unsubscribe: vi.fn(async () => {}),
    claimDeliveries: vi.fn(async () => []),
    resolveDeliveries: vi.fn(async () => {}),
    ...overrides,
  };
  return store;
}

export function functionContext(
  request: Request,
  store: Store,
  params: Record<string, string> = {},
  env: Partial<Env> = {},
): FunctionContext<string> {
  return {
    request,
    params,
    data: { clientAddress: '10.0.0.1' },
    waitUntil: () => {},
    next: async () => new Response(null, { status: 404 }),
    env: {
      STORE: store,
      RATE_LIMIT: 'off',
      ASSETS: {
        fetch: async (input) => {
          const html = TEMPLATES[new URL(typeof input === 'string' ? input : input.url).pathname];
          return html ? new Response(html, { headers: { 'content-type': 'text/html' } }) : new Response(null, { status: 404 });
        },
      },
      ...env,
    },
  };
}
