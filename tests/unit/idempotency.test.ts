// The Idempotency-Key of the reader actions, as the functions read it and answer a repeat.
import { describe, expect, it, vi } from 'vitest';
import { hormiguearHandler } from '../../functions/_lib/hormiguear';
import { idempotencyKey, replayHeaders } from '../../functions/_lib/idempotency';
import { HttpError } from '../../functions/_lib/http';
import { KeyReusedError } from '../../functions/_lib/store/types';
import { onRequestPost as subscribe } from '../../functions/api/suscribir';
import { MESSAGES } from '@/lib/actions/rules';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/retention';
import { fakeStore, functionContext, ORIGIN } from '../helpers/functionContext';

const KEY = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

const jsonPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('idempotencyKey', () => {
  const withHeader = (value: string) => new Request(ORIGIN, { method: 'POST', headers: { 'Idempotency-Key': value } });

  it.each([
    [KEY, KEY],
    [`"${KEY}"`, KEY],
    ['  abcdEFGH_1234-x  ', 'abcdEFGH_1234-x'],
  ])('reads %j as %j (a bare token, or a structured-field string)', (value, key) => {
    expect(idempotencyKey(withHeader(value))).toBe(key);
  });

  it('is null without the header (a plain form: the database uses a natural key)', () => {
    expect(idempotencyKey(new Request(ORIGIN, { method: 'POST' }))).toBeNull();
    expect(idempotencyKey(withHeader('  '))).toBeNull();
  });

  it.each(['short', 'has spaces inside', 'x'.repeat(101), '"unclosed', 'ñandú-ñandú'])('refuses %j with a 400 in Spanish', (value) => {
    expect(() => idempotencyKey(withHeader(value))).toThrow(new HttpError(400, MESSAGES.invalidKey));
  });

  it('marks a replayed answer, and only a replayed one', () => {
    expect(replayHeaders({ repetido: true })).toEqual({ 'idempotent-replayed': 'true' });
    expect(replayHeaders({})).toEqual({});
  });
});

describe('a reader action with a key', () => {
  const poem = hormiguearHandler('poema');

  it('passes the key to the database (no visitor: limits are off here, and the key alone says what a repeat is)', async () => {
    const store = fakeStore();
    const response = await poem(
      functionContext(jsonPost('/api/hormiguear/poema/2', { mensaje: 'Hola' }, { 'idempotency-key': KEY }), store, { id: '2' }),
    );
    expect(response.status).toBe(201);
    expect(store.hormiguearPoem).toHaveBeenCalledExactlyOnceWith(
      2,
      // No page to go back to was given: the home page is the one the message names.
      { mensaje: 'Hola', nombre: '', pagina: '/' },
      { visitor: null, limit: null, key: KEY },
    );
    expect(response.headers.get('idempotent-replayed')).toBeNull();
  });

  it('answers a repeat exactly as the first time (201, the same counter), marked as replayed', async () => {
    const store = fakeStore({ hormiguearPoem: vi.fn(async () => ({ hormigueos: 7, hormigueo: 3, repetido: true })) });
    const response = await poem(
      functionContext(jsonPost('/api/hormiguear/poema/2', { mensaje: 'Hola' }, { 'idempotency-key': KEY }), store, { id: '2' }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, hormigueos: 7 });
    expect(response.headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers 422 in Spanish when the key was used for other content', async () => {
    const store = fakeStore({ hormiguearPoem: vi.fn(async () => Promise.reject(new KeyReusedError(MESSAGES.keyReused))) });
    const response = await poem(
      functionContext(jsonPost('/api/hormiguear/poema/2', { mensaje: 'Otra cosa' }, { 'idempotency-key': KEY }), store, { id: '2' }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: MESSAGES.keyReused });
  });

  it('refuses a malformed key before reading the body or writing', async () => {
    const store = fakeStore();
    const response = await poem(
      functionContext(jsonPost('/api/hormiguear/poema/2', { mensaje: 'Hola' }, { 'idempotency-key': 'no' }), store, { id: '2' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: MESSAGES.invalidKey });
    expect(store.hormiguearPoem).not.toHaveBeenCalled();
  });

  it('a repeated subscription says "subscribed" again (201), never "already registered"', async () => {
    const store = fakeStore({ subscribe: vi.fn(async () => ({ nuevo: true, fecha: '2026-11-23T10:00:00.000Z', repetido: true })) });
    const response = await subscribe(
      functionContext(jsonPost('/api/suscribir', { correo: 'lectora@example.com' }, { 'idempotency-key': KEY }), store),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ mensaje: MESSAGES.subscribed, estado: 'suscrito' });
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    // The notice the reader was shown is recorded with the subscription.
    expect(store.subscribe).toHaveBeenCalledExactlyOnceWith(
      'lectora@example.com',
      { visitor: null, limit: null, key: KEY },
      PRIVACY_NOTICE_VERSION,
    );
  });
});
