import { describe, expect, it } from 'vitest';
import { getSearchDocuments } from '@/lib/search/searchDocuments';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { fixtureSnapshot } from '../fixtures/snapshot';

const snapshot = fixtureSnapshot();
snapshot.poema.push({
  id: 165,
  titulo: 'Secuencia',
  fecha: null,
  portada: null,
  texto: '-Abrir-\n/sample/poemas/uno.webp\n\n-Soltar-\nhttps://cdn.example.com/dos.webp',
  mencion: null,
  hormigueos: 0,
  id_autor: 1,
  id_poemario: 1,
  actualizado: null,
});
const site = indexSnapshot(snapshot, {
  storageBase: '',
  now: new Date('2026-11-21T12:00:00Z'),
  preview: false,
  timeZone: 'America/Mexico_City',
});
const documents = getSearchDocuments(site);
const find = (url: string) => documents.find((d) => d.url === url)!.html;
/** The words a document gives the index: its text without tags, entities decoded. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('getSearchDocuments', () => {
  it('has one document per poem, gallery work, author and edition, at their pages', () => {
    const urls = documents.map((d) => d.url);
    expect(urls.filter((u) => u.startsWith('/poema/'))).toHaveLength(snapshot.poema.length);
    expect(urls.filter((u) => u.startsWith('/autor/'))).toHaveLength(snapshot.autor.length);
    expect(urls.filter((u) => u.startsWith('/ediciones/'))).toEqual(['/ediciones/2', '/ediciones/1']);
    // Only the gallery's magazine has pages for its works.
    expect(urls.filter((u) => u.startsWith('/visuales/'))).toEqual(['/visuales/uno', '/visuales/obra-2']);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('makes the title the h1 and weighs the author above the text, with kind and detail as metadata', () => {
    const html = find('/poema/hormiga');
    expect(html).toMatch(/^<html lang="es"><body><h1>Hormiga<\/h1>/);
    expect(html).toContain('data-pagefind-meta="tipo:poema"');
    expect(html).toContain('<span data-pagefind-meta="detalle" data-pagefind-ignore>Ana Pérez · Edición 2</span>');
    expect(html).toContain('<p data-pagefind-weight="5">Ana Pérez</p>');
  });

  it('indexes verse as a reader quotes it, stanza by stanza, without emphasis marks', () => {
    expect(find('/poema/hormiga')).toContain('<p>primera línea / segunda con énfasis</p><p>nueva estrofa</p>');
  });

  it('indexes essays and interviews line by line, by their real text', () => {
    const interview = find('/poema/entrevista');
    expect(interview).toContain('data-pagefind-meta="tipo:ensayo"');
    expect(words(interview)).toContain('Intro. 1. ¿Uno? Respuesta. 2. ¿Dos? Otra.');
  });

  it("indexes an image poem by its sections' titles, never by image addresses", () => {
    const html = find('/poema/secuencia');
    expect(words(html)).toContain('Abrir Soltar');
    expect(html).not.toMatch(/webp|sample|https/);
  });

  it('gives a poem without text only its title and author (its page shows a sample poem)', () => {
    expect(words(find('/poema/cinco'))).toBe('Cinco Ana Pérez · Edición 2 Ana Pérez');
  });

  it('escapes every text from the database', () => {
    const hostile = fixtureSnapshot();
    hostile.poema[0]!.titulo = '<script>alert(1)</script>';
    hostile.poema[0]!.texto = 'a <b onclick="x">b</b> & c';
    const html = getSearchDocuments(indexSnapshot(hostile, site.options)).find((d) => d.url.startsWith('/poema/script'))!.html;
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<p>a &lt;b onclick=&quot;x&quot;&gt;b&lt;/b&gt; &amp; c</p>');
  });

  it('describes authors by their short bio and editions by name, number and synopsis', () => {
    expect(find('/autor/ana-perez')).toMatch(/<h1>Ana Pérez<\/h1>.*tipo:autor.*Poeta de Oaxaca/);
    expect(words(find('/ediciones/2'))).toBe('Manos de papel Edición 2 Edición 2 Una edición de collages.');
    expect(words(find('/visuales/uno'))).toBe('Uno Inés Ávila Inés Ávila Tinta.');
  });
});
