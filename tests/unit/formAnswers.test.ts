// The functions answering the plain HTML forms (no JavaScript, or not yet): one handler for
// JSON and forms, pages of the site filled from the build's templates, post/redirect/get.
import { describe, expect, it, vi } from 'vitest';
import { hormiguearHandler } from '../../functions/_lib/hormiguear';
import { NotFoundError } from '../../functions/_lib/store/types';
import { onRequestGet as resultPage } from '../../functions/api/resultado';
import { onRequestPost as subscribe } from '../../functions/api/suscribir';
import { HORMIGUEAR, MESSAGES } from '@/lib/actions/rules';
import { fillTemplate } from '@/lib/actions/responseTemplate';
import { functionContext as context, fakeStore, ORIGIN } from '../helpers/functionContext';

const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const poem = hormiguearHandler('poema');

describe('hormiguear by a plain form post', () => {
  it('counts once and redirects (303) to the thanks, which leads back to the poem', async () => {
    const store = fakeStore();
    const response = await poem(
      context(formPost('/api/hormiguear/poema/2', { mensaje: 'Hermoso', nombre: 'Ana', volver: '/poema/polilla' }), store, { id: '2' }),
    );
    expect(response.status).toBe(303);
    // RATE_LIMIT is off in these contexts: no limit goes with the write. A form carries no key:
    // the database recognises a repeat by the visitor and the words.
    expect(store.hormiguearPoem).toHaveBeenCalledExactlyOnceWith(
      2,
      // The page the reader came from goes with the message (its Referer when forwarded).
      { mensaje: 'Hermoso', nombre: 'Ana', pagina: '/poema/polilla' },
      { visitor: expect.any(String), limit: null, key: null },
    );
    const location = new URL(response.headers.get('location')!, ORIGIN);
    expect(location.pathname).toBe('/api/resultado');

    const thanks = await resultPage(context(new Request(location), store));
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain('<h1>GRACIAS</h1>');
    expect(html).toContain(`<p role="status">${HORMIGUEAR.poema.thanks}</p>`);
    expect(html).toContain('href="/poema/polilla"');
  });

  it('shows the form again with the reader’s text, escaped, and the reason; nothing is written', async () => {
    const store = fakeStore();
    const response = await poem(
      context(formPost('/api/hormiguear/poema/2', { mensaje: '   ', nombre: 'Ana <b>"x"</b>', volver: '/poema/polilla' }), store, {
        id: '2',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<p role="alert">Debes dejar un mensaje.</p>');
    expect(html).toContain('value="Ana &lt;b&gt;&quot;x&quot;&lt;/b&gt;"');
    expect(html).toContain('<textarea name="mensaje">   </textarea>');
    expect(html).toContain('action="/api/hormiguear/poema/2"');
    expect(html).toContain('name="volver" value="/poema/polilla"');
    expect(store.hormiguearPoem).not.toHaveBeenCalled();
  });

  it('refuses a form posted from another site with 403 and writes nothing', async () => {
    const store = fakeStore();
    const refused: Record<string, string>[] = [{ origin: 'https://evil.example' }, {}, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of refused) {
      const response = await poem(context(formPost('/api/hormiguear/poema/2', { mensaje: 'spam' }, headers), store, { id: '2' }));
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(MESSAGES.crossSite);
    }
    expect(store.hormiguearPoem).not.toHaveBeenCalled();
  });

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', '/.//evil.example', 'javascript:alert(1)'])(
    'never leads back off the site (volver %j)',
    async (volver) => {
      const response = await poem(context(formPost('/api/hormiguear/poema/2', { mensaje: 'x', volver }), fakeStore(), { id: '2' }));
      const location = new URL(response.headers.get('location')!, ORIGIN);
      const html = await (await resultPage(context(new Request(location), fakeStore()))).text();
      expect(html).toContain('href="/"');
      expect(html).not.toContain('evil');
    },
  );

  it('answers an unknown poem with a page saying so (404), not the form', async () => {
    const store = fakeStore({ hormiguearPoem: vi.fn(async () => Promise.reject(new NotFoundError('x'))) });
    const response = await poem(context(formPost('/api/hormiguear/poema/999', { mensaje: 'x' }), store, { id: '999' }));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(MESSAGES.poemNotFound);
    expect(html).not.toContain('<form');
  });

  it('still answers in words when the build lacks its templates', async () => {
    const store = fakeStore();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = formPost('/api/hormiguear/poema/2', { mensaje: '' });
    const response = await poem(
      context(request, store, { id: '2' }, { ASSETS: { fetch: async () => new Response(null, { status: 404 }) } }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(MESSAGES.emptyMessage);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/_respuestas/hormiguear-poema is missing'));
    logged.mockRestore();
  });

  it('keeps the JSON answers of the island', async () => {
    const store = fakeStore();
    const request = new Request(`${ORIGIN}/api/hormiguear/poema/2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mensaje: 'Hola' }),
    });
    const response = await poem(context(request, store, { id: '2' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, hormigueos: 5 });
  });
});

describe('the newsletter by a plain form post', () => {
  it('redirects a new address to "subscribed" and a known one to "already registered since"', async () => {
    const store = fakeStore();
    const referer = { origin: ORIGIN, referer: `${ORIGIN}/poema/polilla?x=1#arriba` };
    const first = await subscribe(context(formPost('/api/suscribir', { correo: 'lectora@example.com' }, referer), store));
    expect(first.status).toBe(303);
    const subscribed = await (await resultPage(context(new Request(new URL(first.headers.get('location')!, ORIGIN)), store))).text();
    expect(subscribed).toContain(MESSAGES.subscribed);
    expect(subscribed).toContain('href="/poema/polilla?x=1#suscribir"');

    vi.mocked(store.subscribe).mockResolvedValueOnce({ nuevo: false, fecha: '2025-03-14T10:00:00.000Z' });
    const again = await subscribe(context(formPost('/api/suscribir', { correo: 'lectora@example.com' }, referer), store));
    const known = await (await resultPage(context(new Request(new URL(again.headers.get('location')!, ORIGIN)), store))).text();
    expect(known).toContain('Este correo ya está registrado desde el 14/03/25');
  });

  it('answers an invalid address with a page of the site (400) leading back to the form', async () => {
    const store = fakeStore();
    const response = await subscribe(
      context(formPost('/api/suscribir', { correo: 'nope' }, { origin: ORIGIN, referer: `${ORIGIN}/visuales` }), store),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(MESSAGES.invalidEmail);
    expect(html).toContain('href="/visuales#suscribir"');
    expect(store.subscribe).not.toHaveBeenCalled();
  });
});

describe('the result page', () => {
  const get = async (query: string) => resultPage(context(new Request(`${ORIGIN}/api/resultado?${query}`), fakeStore()));

  it.each(['', 'tipo=otro', 'tipo=registrado', 'tipo=registrado&desde=%3Cb%3E', 'tipo=__proto__', 'tipo=toString'])(
    'is not found for a query it did not make (%j)',
    async (query) => expect((await get(query)).status).toBe(404),
  );

  it('shows the visual thanks, back to the gallery by default', async () => {
    const html = await (await get('tipo=hormigueo-visual')).text();
    expect(html).toContain(HORMIGUEAR.visual.thanks);
    expect(html).toContain('href="/visuales"');
  });
});

describe('fillTemplate', () => {
  it('fills every blank with escaped text, blanks without a value with nothing, and never fills a value again', () => {
    expect(fillTemplate('<a href="{{volver}}">{{titulo}}</a>{{error}}{{otro}}', { volver: '/a?b=1&c="2"', titulo: '{{error}}<i>' })).toBe(
      '<a href="/a?b=1&amp;c=&quot;2&quot;">{{error}}&lt;i&gt;</a>{{otro}}',
    );
  });
});
