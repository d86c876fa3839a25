import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NewsletterForm from '@/components/islands/NewsletterForm';

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
    ['a server failure', answer(503, { error: 'x' })],
    ['no connection', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('says so on %s', async (_, fetch) => {
    vi.stubGlobal('fetch', fetch);
    render(<NewsletterForm />);
    await submit('alguien@example.com');
    expect(screen.getByRole('status').textContent).toBe('Ocurrió un error. Por favor, intenta nuevamente.');
    expect(field().value).toBe('alguien@example.com');
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
});
