// POST /api/reenviar in isolation: who gets in, and what it answers (the database behind it,
// the local server and Cloudflare's runtime are tests/integration/forwardingRetries.test.ts's
// and reenviarCloudflare.test.ts's).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Forwarder } from '../../functions/_lib/forward';
import { onRequest, onRequestPost } from '../../functions/api/reenviar';
import { fakeStore, functionContext, ORIGIN } from '../helpers/functionContext';

const TOKEN = 'un-token-de-reenvio-de-al-menos-32-caracteres';

const post = (authorization?: string) =>
  new Request(`${ORIGIN}/api/reenviar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: '{"pendientes":1}',
  });

afterEach(() => vi.restoreAllMocks());

describe('POST /api/reenviar', () => {
  it('forwards what is due with the right token, and answers what it did (never cached)', async () => {
    const send = vi.fn(async () => new Response('{"ok":true}'));
    const store = fakeStore({
      claimDeliveries: vi.fn(async () => [
        { id: 1, destino: 'https://formspree.example/f/uno', cuerpo: { message: 'Hola' }, intentos: 1 },
        { id: 2, destino: 'https://formspree.example/f/dos', cuerpo: { message: 'Adiós' }, intentos: 3 },
      ]),
    });
    const forwarder = new Forwarder({ fetch: send as typeof fetch, renew: false });
    const response = await onRequestPost(
      functionContext(post(`Bearer ${TOKEN}`), store, {}, { FORWARD_TOKEN: TOKEN, FORWARDER: forwarder }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ entregados: 2, fallidos: 0, devueltos: 0 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.resolveDeliveries).toHaveBeenCalledWith(
      [
        { id: 1, delivered: true },
        { id: 2, delivered: true },
      ],
      [],
    );
  });

  it.each([
    ['no Authorization header', undefined],
    ['another token', `Bearer ${TOKEN.slice(0, -1)}X`],
    ['another scheme', `Basic ${btoa(`x:${TOKEN}`)}`],
    ['the token without its scheme', TOKEN],
  ])('refuses %s with 401 and says nothing more', async (_, authorization) => {
    const store = fakeStore();
    const response = await onRequestPost(functionContext(post(authorization), store, {}, { FORWARD_TOKEN: TOKEN }));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'No autorizado.' });
    expect(store.claimDeliveries).not.toHaveBeenCalled();
  });

  it('is not there (404) without FORWARD_TOKEN, or with one too short to be safe, whatever the method', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const FORWARD_TOKEN of [undefined, '', 'corto']) {
      const store = fakeStore();
      const env = { FORWARD_TOKEN };
      const posted = await onRequestPost(functionContext(post(`Bearer ${FORWARD_TOKEN}`), store, {}, env));
      const got = await onRequest(functionContext(new Request(`${ORIGIN}/api/reenviar`), store, {}, env));
      expect([posted.status, got.status]).toEqual([404, 404]);
      expect(posted.headers.get('cache-control')).toBe('no-store');
      expect(await posted.json()).toEqual({ error: 'No encontramos lo que buscas.' });
      expect(store.claimDeliveries).not.toHaveBeenCalled();
    }
    // A token set too short is a mistake worth a line in the log (once); none set is not.
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/FORWARD_TOKEN is shorter than 32 characters/);
  });

  it('answers other methods 405, allowing POST', async () => {
    const response = await onRequest(
      functionContext(new Request(`${ORIGIN}/api/reenviar`, { method: 'PUT' }), fakeStore(), {}, { FORWARD_TOKEN: TOKEN }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 503 when the database fails, and the messages stay queued', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = fakeStore({
      claimDeliveries: vi.fn(async () => {
        throw new Error('connection refused');
      }),
    });
    const response = await onRequestPost(
      functionContext(post(`Bearer ${TOKEN}`), store, {}, { FORWARD_TOKEN: TOKEN, FORWARDER: new Forwarder() }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'No se pudo reenviar: la base de datos no respondió. Los mensajes siguen en cola.' });
  });
});
