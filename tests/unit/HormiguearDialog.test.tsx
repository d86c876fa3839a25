import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import HormiguearDialog from '@/components/islands/HormiguearDialog';
import { PENDING } from '@/lib/actions/rules';
import { $hormiguear, openHormiguear } from '@/stores/hormiguear';

const POEM = { kind: 'poema', id: 12, title: 'Hormiga' } as const;
/** The dialog as the gallery uses it: no work of its own, opened through the store. */
const StoreDialog = () => <HormiguearDialog back="/visuales" />;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open/close it the way browsers do.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  $hormiguear.set(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const dialog = () => document.querySelector('dialog')!;
const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR', hidden: true }));
  });
};

describe('HormiguearDialog', () => {
  it('opens for a poem when the shared store names one', async () => {
    render(<StoreDialog />);
    expect(dialog().open).toBe(false);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain('HORMIGUEAR POEMA');
    expect(dialog().textContent).toContain('Deja un mensaje para hormiguear este poema');
  });

  it('asks for a message before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<StoreDialog />);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: '   ' } });
    await send();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Debes dejar un mensaje.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a visual work for a name', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<StoreDialog />);
    act(() => openHormiguear({ kind: 'visual', id: 1, title: 'Grana' }));
    expect(dialog().textContent).toContain('Por favor, ingresa tu nombre para hormiguear esta obra visual');
    await send();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Por favor, ingresa tu nombre para continuar.');
  });

  it('sends, thanks, then closes itself after 2 s with the field cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, hormigueos: 5 }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    render(<StoreDialog />);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Precioso' } });
    await send();
    expect(fetch).toHaveBeenCalledWith('/api/hormiguear/poema/12', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      mensaje: 'Precioso',
      nombre: '',
      website: '',
    });
    expect(dialog().textContent).toContain('GRACIAS');
    expect(dialog().textContent).toContain('POR HABER HORMIGUEADO ESTE POEMA');
    await act(async () => vi.advanceTimersByTime(1900));
    expect(dialog().open).toBe(true);
    await act(async () => vi.advanceTimersByTime(200));
    expect(dialog().open).toBe(false);
    expect($hormiguear.get()).toBeNull();
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('');
  });

  it('a server failure: says it will try again and keeps the words, which cannot change while they wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    render(<StoreDialog />);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Precioso' } });
    await send();
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain(PENDING.retryingHormigueo);
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('Precioso');
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(dialog().open).toBe(true);
  });

  it('no answer: it says so, keeps the words on the device, and resends them with the same key when the signal returns, then thanks', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('{"ok":true,"hormigueos":6}', { status: 201 }),
    ];
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answers.shift()!());
    vi.stubGlobal('fetch', fetch);
    render(<StoreDialog />);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Desde el túnel' } });
    await send();
    const status = screen.getByRole('status', { hidden: true });
    expect(status.textContent).toContain(PENDING.waitingHormigueo);
    expect(status.textContent).toContain(PENDING.kept);
    expect(localStorage.getItem('hormiguero:envios-pendientes')).toContain('Desde el túnel');

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    });
    await vi.waitFor(() => expect(dialog().textContent).toContain('GRACIAS'));
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^"[\w-]{8,}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(localStorage.getItem('hormiguero:envios-pendientes')).toBeNull();
  });

  it('is a plain form that POSTs to the function, with a way back, before any script runs', () => {
    render(<HormiguearDialog target={POEM} back="/poema/hormiga" />);
    const form = dialog().querySelector('form')!;
    expect(dialog().id).toBe('hormiguear');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/hormiguear/poema/12');
    expect((form.elements.namedItem('volver') as HTMLInputElement).value).toBe('/poema/hormiga');
    expect((form.elements.namedItem('mensaje') as HTMLTextAreaElement).name).toBe('mensaje');
  });

  it("takes over the page's HORMIGUEAR links once it runs", () => {
    render(
      <>
        <a href="#hormiguear">HORMIGUEAR</a>
        <HormiguearDialog target={POEM} back="/poema/hormiga" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'HORMIGUEAR' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(true);
    expect(dialog().hasAttribute('data-enhanced')).toBe(true);
  });

  it('keeps what the reader typed before hydration, opens it as a modal, and sends it', async () => {
    // The server's HTML, opened by the link (#hormiguear) and typed into before the script arrived.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HormiguearDialog target={POEM} back="/poema/hormiga" />);
    document.body.append(container);
    history.replaceState(null, '', '/poema/hormiga#hormiguear');
    const typed = container.querySelector('textarea')!;
    typed.value = 'Escrito antes del script';
    typed.focus();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, hormigueos: 5 }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);

    await act(async () => void hydrateRoot(container, <HormiguearDialog target={POEM} back="/poema/hormiga" />));
    expect(container.querySelector('textarea')).toBe(typed);
    expect(typed.value).toBe('Escrito antes del script');
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(typed);
    await send();
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      mensaje: 'Escrito antes del script',
      nombre: '',
      website: '',
    });
    expect(dialog().textContent).toContain('GRACIAS');
  });
});
