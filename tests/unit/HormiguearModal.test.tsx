import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import HormiguearModal from '@/components/islands/HormiguearModal';
import { $hormiguear, openHormiguear } from '@/stores/hormiguear';

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

describe('HormiguearModal', () => {
  it('opens for a poem when the shared store names one', async () => {
    render(<HormiguearModal />);
    expect(dialog().open).toBe(false);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain('HORMIGUEAR POEMA');
    expect(dialog().textContent).toContain('Deja un mensaje para hormiguear este poema');
  });

  it('asks for a message before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<HormiguearModal />);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: '   ' } });
    await send();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Debes dejar un mensaje.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a visual work for a name', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<HormiguearModal />);
    act(() => openHormiguear({ kind: 'visual', id: 1, title: 'Grana' }));
    expect(dialog().textContent).toContain('Por favor, ingresa tu nombre para hormiguear esta obra visual');
    await send();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Por favor, ingresa tu nombre para continuar.');
  });

  it('sends, thanks, then closes itself after 2 s with the field cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, hormigueos: 5 }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    render(<HormiguearModal />);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Precioso' } });
    await send();
    expect(fetch).toHaveBeenCalledWith('/api/hormiguear/poema/12', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ mensaje: 'Precioso', nombre: '', website: '' });
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

  it('keeps the text and says so when the hormigueo could not be recorded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    render(<HormiguearModal />);
    act(() => openHormiguear({ kind: 'poema', id: 12, title: 'Hormiga' }));
    fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Precioso' } });
    await send();
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('No se pudo registrar su hormigueo. Por favor, intente de nuevo.');
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('Precioso');
    expect(dialog().open).toBe(true);
  });
});
