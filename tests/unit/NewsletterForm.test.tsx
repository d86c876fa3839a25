import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsletterForm from '@/components/islands/NewsletterForm';
import { MESSAGES, PENDING } from '@/lib/actions/rules';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

const field = () => screen.getByPlaceholderText('Ingresa tu correo') as HTMLInputElement;
const submit = async (value: string) => {
  fireEvent.change(field(), { target: { value } });
  await act(async () => {
    fireEvent.submit(field().form!);
  });
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('NewsletterForm', () => {
  it('is a plain form that POSTs to /api/suscribir before hydration', () => {
    render(<NewsletterForm />);
    expect(field().form!.getAttribute('action')).toBe('/api/suscribir');
    expect(field().form!.getAttribute('method')).toBe('post');
    expect(field().name).toBe('correo');
  });

  it.each(['', 'nope', 'a@b', 'sin arroba.com'])('refuses %j without sending it', async (value) => {
    const fetch = answer(201, {});
    vi.stubGlobal('fetch', fetch);
    render(<NewsletterForm />);
    await submit(value);
    expect(screen.getByRole('status').textContent).toBe('Por favor, ingresa un correo electrónico válido');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Enviando...' while sending, then success; clears the field and hides the message after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(new Response(JSON.stringify({ mensaje: '¡Te has suscrito exitosamente!', estado: 'suscrito' }), { status: 201 }));
          }),
      ),
    );
    render(<NewsletterForm />);
    await submit('nueva@example.com');
    expect(screen.getByRole('button').textContent).toBe('Enviando...');
    await act(async () => release());
    expect(screen.getByRole('status').textContent).toBe('¡Te has suscrito exitosamente!');
    expect(field().value).toBe('');
    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status').textContent).toBe('¡Te has suscrito exitosamente!');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells an already registered reader since when', async () => {
    vi.stubGlobal('fetch', answer(200, { mensaje: 'Este correo ya está registrado desde el 14/03/25', estado: 'registrado' }));
    render(<NewsletterForm />);
    await submit('lectora@example.com');
    expect(screen.getByRole('status').textContent).toBe('Este correo ya está registrado desde el 14/03/25');
  });

  it.each([
    ['a server failure', answer(503, { error: 'x' }), PENDING.retryingSubscription],
    ['no connection', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), PENDING.waitingSubscription],
  ])('says so on %s, keeps the address and will try again', async (_, fetch, said) => {
    vi.stubGlobal('fetch', fetch);
    render(<NewsletterForm />);
    await submit('alguien@example.com');
    expect(screen.getByRole('status').textContent).toBe(said);
    expect(field().value).toBe('alguien@example.com');
  });

  it('a refusal (a 4xx) is told as the function said it, and nothing waits', async () => {
    vi.stubGlobal('fetch', answer(400, { error: MESSAGES.invalidEmail }));
    render(<NewsletterForm />);
    await submit('alguien@example.com');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.invalidEmail);
    expect(field().readOnly).toBe(false);
    expect(localStorage.getItem('hormiguero:envios-pendientes')).toBeNull();
  });

  it('keeps an address typed before hydration and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterForm />);
    document.body.append(container);
    const input = container.querySelector('input[name="correo"]') as HTMLInputElement;
    input.value = 'temprana@example.com';
    const fetch = answer(201, { mensaje: '¡Te has suscrito exitosamente!', estado: 'suscrito' });
    vi.stubGlobal('fetch', fetch);

    await act(async () => void hydrateRoot(container, <NewsletterForm />));
    expect(field()).toBe(input);
    expect(input.value).toBe('temprana@example.com');
    await act(async () => {
      fireEvent.submit(input.form!);
    });
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      correo: 'temprana@example.com',
      website: '',
    });
    expect(screen.getByRole('status').textContent).toBe('¡Te has suscrito exitosamente!');
    expect(input.value).toBe('');
  });
  it('no answer: it waits with the address (unchangeable meanwhile), then subscribes with the same key when the signal returns', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response(JSON.stringify({ mensaje: MESSAGES.subscribed, estado: 'suscrito' }), { status: 201 }),
    ];
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!());
    vi.stubGlobal('fetch', fetch);
    render(<NewsletterForm />);
    await submit('lectora@example.com');
    expect(screen.getByRole('status').textContent).toBe(PENDING.waitingSubscription);
    expect(field().value).toBe('lectora@example.com');
    expect(field().readOnly).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.subscribed));
    expect(field().value).toBe('');
    const [first, second] = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(second).toBe(first);
  });
});
