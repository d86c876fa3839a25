import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TopPoemsCarousel from '@/components/islands/TopPoemsCarousel';

const poems = [1, 2, 3].map((id) => ({
  id,
  title: `Poema ${id}`,
  author: `Autora ${id}`,
  excerpt: `Verso ${id}`,
  href: `/poema/poema-${id}`,
}));

const active = () => document.querySelector('[data-active]')?.textContent ?? '';
const swipe = (from: number, to: number) => {
  const viewport = screen.getByRole('group', { name: 'Los más hormigueados' }).firstElementChild!;
  fireEvent.touchStart(viewport, { touches: [{ clientX: from }] });
  fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: to }] });
};

afterEach(cleanup);

describe('TopPoemsCarousel', () => {
  it('links every poem with its rank, title and author', () => {
    render(<TopPoemsCarousel poems={poems} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/poema/poema-1', '/poema/poema-2', '/poema/poema-3']);
    expect(links[0]!.textContent).toContain('Poema 1');
    expect(links[0]!.textContent).toContain('Autora 1');
  });

  it('moves with the arrows and the dots, and stops at the ends', () => {
    render(<TopPoemsCarousel poems={poems} />);
    expect(active()).toContain('Poema 1');
    // aria-disabled keeps a focused arrow focusable at the ends.
    expect(screen.getByRole('button', { name: 'Poema anterior' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Poema siguiente' }));
    expect(active()).toContain('Poema 2');
    fireEvent.click(screen.getByRole('button', { name: /Ir al poema 3/ }));
    expect(active()).toContain('Poema 3');
    expect(screen.getByRole('button', { name: 'Poema siguiente' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Poema siguiente' }));
    expect(active()).toContain('Poema 3');
  });

  it('changes slide on a swipe of 50 px or more, not on a shorter one', () => {
    render(<TopPoemsCarousel poems={poems} />);
    swipe(200, 160);
    expect(active()).toContain('Poema 1');
    swipe(200, 150);
    expect(active()).toContain('Poema 2');
    swipe(100, 170);
    expect(active()).toContain('Poema 1');
  });

  it('changes slide with the left and right arrow keys; a focused card hands the focus on', () => {
    render(<TopPoemsCarousel poems={poems} />);
    const carousel = screen.getByRole('group', { name: 'Los más hormigueados' });
    const card = (n: number) => screen.getAllByRole('link', { hidden: true })[n - 1]!;
    card(1).focus();
    fireEvent.keyDown(card(1), { key: 'ArrowRight' });
    expect(active()).toContain('Poema 2');
    expect(document.activeElement).toBe(card(2));
    fireEvent.keyDown(card(2), { key: 'ArrowLeft' });
    expect(active()).toContain('Poema 1');
    expect(document.activeElement).toBe(card(1));
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(active()).toContain('Poema 1');
    // From a dot the focus stays on the dot.
    const dot = screen.getByRole('button', { name: /Ir al poema 2/ });
    dot.focus();
    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    expect(active()).toContain('Poema 2');
    expect(document.activeElement).toBe(dot);
  });

  it('keeps the hidden slides out of the tab order once enhanced', () => {
    render(<TopPoemsCarousel poems={poems} />);
    const slides = document.querySelectorAll('li');
    expect(slides[0]!.hasAttribute('inert')).toBe(false);
    expect(slides[1]!.hasAttribute('inert')).toBe(true);
  });
});
