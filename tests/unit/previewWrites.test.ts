// The editors' preview shares the live database (the same Hyperdrive binding as production,
// since Cloudflare makes an environment that overrides `vars` declare its bindings too): its
// functions must count nothing, and say why, to the island and to a plain form alike.
import { describe, expect, it } from 'vitest';
import { hormiguearHandler } from '../../functions/_lib/hormiguear';
import { onRequestPost as unsubscribe } from '../../functions/api/baja';
import { onRequestPost as subscribe } from '../../functions/api/suscribir';
import { MESSAGES } from '@/lib/actions/rules';
import { functionContext as context, fakeStore, ORIGIN } from '../helpers/functionContext';

const PREVIEW = { EDITOR_PREVIEW: '1' };
const jsonPost = (path: string, body: unknown) =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams(fields).toString(),
  });

describe("in the editors' preview", () => {
  it('a hormigueo from the island is refused (403) with the reason, and nothing reaches the store', async () => {
    const store = fakeStore();
    const response = await hormiguearHandler('poema')(
      context(jsonPost('/api/hormiguear/poema/2', { mensaje: 'Hermoso' }), store, { id: '2' }, PREVIEW),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: MESSAGES.previewWrites });
    expect(store.hormiguearPoem).not.toHaveBeenCalled();
  });

  it('a plain form gets a notice with the reason, leading back to the poem (sending again cannot work)', async () => {
    const store = fakeStore();
    const response = await hormiguearHandler('poema')(
      context(formPost('/api/hormiguear/poema/2', { mensaje: 'Hermoso', volver: '/poema/polilla' }), store, { id: '2' }, PREVIEW),
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(`<p role="status">${MESSAGES.previewWrites}</p>`);
    expect(html).toContain('href="/poema/polilla"');
    expect(store.hormiguearPoem).not.toHaveBeenCalled();
  });

  it('neither a subscription nor a way out of the newsletter touches the list', async () => {
    const store = fakeStore();
    const subscribed = await subscribe(context(jsonPost('/api/suscribir', { correo: 'ana@example.com' }), store, {}, PREVIEW));
    expect(subscribed.status).toBe(403);
    expect(await subscribed.json()).toEqual({ error: MESSAGES.previewWrites });
    const left = await unsubscribe(context(jsonPost('/api/baja', { correo: 'ana@example.com' }), store, {}, PREVIEW));
    expect(left.status).toBe(403);
    expect(store.subscribe).not.toHaveBeenCalled();
    expect(store.unsubscribe).not.toHaveBeenCalled();
  });

  it('outside the preview the same request counts', async () => {
    const store = fakeStore();
    const response = await hormiguearHandler('poema')(
      context(jsonPost('/api/hormiguear/poema/2', { mensaje: 'Hermoso' }), store, { id: '2' }),
    );
    expect(response.status).toBe(201);
    expect(store.hormiguearPoem).toHaveBeenCalledOnce();
  });
});
