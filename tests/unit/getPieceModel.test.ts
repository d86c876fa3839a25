import { describe, expect, it } from 'vitest';
import { META } from '@/consts';
import { getPieceModel } from '@/lib/site/getPieceModel';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import type { Snapshot, VisualRow } from '@/lib/content/types';
import { fixtureSnapshot } from '../fixtures/snapshot';

const options = {
  storageBase: 'https://x.supabase.co/storage/v1/object/public',
  now: new Date('2026-11-21T12:00:00Z'),
  preview: false,
  timeZone: 'America/Mexico_City',
};

/** The fixture magazine with its visual works changed by `edit`, and the model of work `id`. */
function modelOf(id: number, edit: (pieces: VisualRow[]) => VisualRow[] = (p) => p) {
  const snapshot: Snapshot = fixtureSnapshot();
  snapshot.visuales = edit(snapshot.visuales);
  const site = indexSnapshot(snapshot, options);
  return getPieceModel(
    site,
    site.snapshot.visuales.find((v) => v.id === id)!,
  );
}

describe('getPieceModel: a visual work on a page of its own', () => {
  it('links its artist, leads back to the gallery at the work, and says what it is to a shared link', () => {
    const model = modelOf(1);
    expect(model.piece).toMatchObject({ title: 'Uno', artist: 'Inés Ávila', description: 'Tinta.', anchor: 'obra-1' });
    expect(model.piece.href).toMatch(/^\/visuales\/uno/);
    expect(model.artistHref).toBe('/autor/ines-avila');
    expect(model.back).toBe('/visuales#obra-1');
    expect(model.insects).toBe(true);
    expect(model.meta).toMatchObject({
      title: 'Uno - Inés Ávila | Hormiguero de Poemas',
      description: '«Uno», obra visual de Inés Ávila en A ojo de hormiga: Tinta.',
      canonical: model.piece.href,
      type: 'article',
      image: model.piece.image?.src,
    });
    expect(model.piece.image).toEqual({ src: '/sample/visuales/uno.webp', alt: 'Uno, de Inés Ávila' });
    expect(model.meta.structuredData).toMatchObject({
      '@type': 'VisualArtwork',
      '@id': `${model.piece.href}#obra`,
      name: 'Uno',
      description: 'Tinta.',
      creator: { '@type': 'Person', name: 'Inés Ávila', url: '/autor/ines-avila' },
    });
  });

  it("names an untitled work 'Sin título' and leaves the description's colon out when it has none", () => {
    const model = modelOf(2);
    expect(model.piece.title).toBe('Sin título');
    expect(model.meta.description).toBe('«Sin título», obra visual de Inés Ávila en A ojo de hormiga');
    expect(model.meta.structuredData?.description).toBeUndefined();
  });

  it("shows a work of no known artist as 'Autor desconocido', linked nowhere", () => {
    const model = modelOf(1, (pieces) => pieces.map((p) => (p.id === 1 ? { ...p, id_autor: null } : p)));
    expect(model.piece.artist).toBe('Autor desconocido');
    expect(model.artistHref).toBeNull();
    expect(model.meta.structuredData?.creator).toMatchObject({ name: 'Autor desconocido', url: undefined });
  });

  it('cuts a long description for sharing at a word, and a work without a picture shares none', () => {
    const long = 'Tinta sobre papel de arroz, '.repeat(20);
    const model = modelOf(1, (pieces) => pieces.map((p) => (p.id === 1 ? { ...p, descripcion_pieza: long, pieza: null } : p)));
    expect(model.meta.description.length).toBeLessThanOrEqual(META.authorSocialDescription);
    expect(model.meta.description).toMatch(/^«Uno», obra visual de Inés Ávila en A ojo de hormiga: Tinta sobre papel.*\p{L}…$/u);
    expect(model.piece.image).toBeNull();
    expect(model.meta.image).toBeNull();
  });
});
