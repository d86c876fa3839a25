// Sends kept on the device while they wait for a connection, and sent on the next visit
// (jsdom: localStorage, fetch stubbed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_MAX_AGE_MS } from '@/lib/actions/retryPolicy';
import { HORMIGUEAR, MESSAGES, PENDING } from '@/lib/actions/rules';
import { forgetPending, keepPending, readPending, type PendingSend } from '@/scripts/actions/pendingSends';
import { resumePendingSends } from '@/scripts/actions/resumePendingSends';
import { deliver } from '@/scripts/actions/deliver';

const STORAGE_KEY = 'hormiguero:envios-pendientes';

const send = (key: string, overrides: Partial<PendingSend> = {}): PendingSend => ({
  key,
  url: '/api/hormiguear/poema/3',
  body: { mensaje: 'Para Lucía', nombre: '', website: '' },
  kind: 'poema',
  title: 'Polilla',
  since: Date.now(),
  ...overrides,
});

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('pending sends on the device', () => {
  it('are kept, replaced by key, and forgotten once answered', () => {
    keepPending(send('clave-uno-1234'));
    keepPending(send('clave-dos-1234', { title: 'Élitro' }));
    keepPending(send('clave-uno-1234', { title: 'Polilla otra vez' }));
    expect(readPending().map((s) => [s.key, s.title])).toEqual([
      ['clave-dos-1234', 'Élitro'],
      ['clave-uno-1234', 'Polilla otra vez'],
    ]);
    forgetPending('clave-dos-1234');
    forgetPending('clave-uno-1234');
    expect(readPending()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('drop what is too old to resend safely, and anything unreadable', () => {
    const now = Date.now();
    keepPending(send('vieja-123456', { since: now - PENDING_MAX_AGE_MS - 1 }));
    keepPending(send('reciente-1234', { since: now - 1000 }));
    expect(readPending(now).map((s) => s.key)).toEqual(['reciente-1234']);
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(readPending()).toEqual([]);
    localStorage.setItem(STORAGE_KEY, JSON.stringify([{ key: 1 }, null, send('buena-123456')]));
    expect(readPending().map((s) => s.key)).toEqual(['buena-123456']);
  });
});

describe('resumePendingSends', () => {
  it('sends what an earlier visit left, with its own key, and tells the reader once', async () => {
    keepPending(send('clave-de-ayer-1'));
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"ok":true,"hormigueos":42}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await resumePendingSends();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/hormiguear/poema/3');
    expect(new Headers(init.headers).get('Idempotency-Key')).toBe('"clave-de-ayer-1"');
    expect(JSON.parse(init.body as string)).toEqual({ mensaje: 'Para Lucía', nombre: '', website: '' });
    const notice = document.querySelector('[role="status"]')!;
    expect(notice.textContent).toContain('GRACIAS');
    expect(notice.textContent).toContain(`${HORMIGUEAR.poema.thanks}: «Polilla»`);
    expect(notice.textContent).toContain(PENDING.sentLater);
    expect(readPending()).toEqual([]);

    await resumePendingSends();
    expect(fetch, 'nothing more on the next page').toHaveBeenCalledTimes(1);
  });

  it('says why a send left behind was refused, and forgets it', async () => {
    keepPending(send('clave-rechazada', { url: '/api/hormiguear/poema/999' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: MESSAGES.poemNotFound }), { status: 404 })),
    );
    await resumePendingSends();
    const notice = document.querySelector('[role="alert"]')!;
    expect(notice.textContent).toContain(PENDING.hormigueoRefused('Polilla'));
    expect(notice.textContent).toContain(MESSAGES.poemNotFound);
    expect(readPending()).toEqual([]);
  });

  it('does nothing, and loads nothing, when nothing waits', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await resumePendingSends();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);
  });
});

describe('a send waiting while the reader leaves the page', () => {
  const pageTransition = (type: 'pagehide' | 'pageshow') => dispatchEvent(new PageTransitionEvent(type, { persisted: true }));

  it('lets go of its request and its lock on pagehide (the page can enter the back/forward cache), and sends on pageshow, once', async () => {
    const signals: AbortSignal[] = [];
    let answering = false;
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      if (answering) return new Response('{"ok":true,"hormigueos":7}', { status: 201 });
      // No answer: the request hangs until it is aborted.
      return new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))));
    });
    vi.stubGlobal('fetch', fetch);
    const onWaiting = vi.fn();
    const outcome = deliver(send('clave-bfcache-1'), { onWaiting });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    pageTransition('pagehide');
    expect(signals[0]!.aborted, 'the request in flight is cut short').toBe(true);
    // Hidden: nothing is tried, however long it stays in the cache (two minutes, on a fake clock).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await vi.advanceTimersByTimeAsync(120_000);
    vi.useRealTimers();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(
      readPending().map((s) => s.key),
      'still kept on the device',
    ).toEqual(['clave-bfcache-1']);

    answering = true;
    pageTransition('pageshow');
    await expect(outcome).resolves.toMatchObject({ status: 201 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new Headers(fetch.mock.calls[1]![1].headers).get('idempotency-key'), 'the same key').toBe('"clave-bfcache-1"');
    expect(onWaiting).not.toHaveBeenCalled();
    expect(readPending()).toEqual([]);
  });
});
