import { describe, expect, it } from 'vitest';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { getAuthorModel } from '@/lib/site/getAuthorModel';
import { getAuthorsIndexModel } from '@/lib/site/getAuthorsIndexModel';
import { getChrome } from '@/lib/site/getChrome';
import { getContentsModel } from '@/lib/site/getContentsModel';
import { getEditionOfflineModel } from '@/lib/site/getEditionOfflineModel';
import { getEditionsJson } from '@/lib/site/getEditionsModel';
import { getGalleryModel } from '@/lib/site/getGalleryModel';
import { getHomeModel } from '@/lib/site/getHomeModel';
import { getPoemModel } from '@/lib/site/getPoemModel';
import { getSectionModel } from '@/lib/site/getSectionModel';
import { getTopPoems } from '@/lib/site/getTopPoems';
import { getUrlAliases } from '@/lib/site/getUrlAliases';
import { fixtureSnapshot } from '../fixtures/snapshot';

const site = indexSnapshot(fixtureSnapshot(), {
  storageBase: 'https://x.supabase.co/storage/v1/object/public',
  now: new Date('2026-11-21T12:00:00Z'),
  preview: false,
  timeZone: 'America/Mexico_City',
});
const edition = (id: number) => site.edition.get(id)!;

describe('indexSnapshot', () => {
  it('orders editions newest first and gives collision-free slugs', () => {
    expect(site.editions.map((e) => e.id)).toEqual([2, 1]);
    expect(site.latest?.id).toBe(2);
    expect(site.authorSlug.get(3)).toBe('ines-avila');
    expect(site.authorSlug.get(4)).toBe('ines-avila-4');
    expect(site.poemSlug.get(1)).toBe('hormiga');
    expect(site.poemSlug.get(2)).toBe('hormiga-2');
  });

  it('derives the editions of an author from revista_autor, books and visual pieces', () => {
    expect(site.editionsOfAuthor.get(3)?.map((e) => e.id)).toEqual([2, 1]);
    expect(site.editionsOfAuthor.get(5)).toBeUndefined();
  });
});

describe('getChrome', () => {
  it('takes the logo from the first caras2 row and the colaboradores from revista id 2', () => {
    expect(getChrome(site)).toEqual({
      logo: '/sample/logo/cara.svg',
      colaboradores: ['Ana Pérez', 'Ines Avila'],
      year: 2026,
      preview: false,
    });
  });
});

describe('getEditionsJson', () => {
  it("lists 'Edición N' newest first with canonical paths", () => {
    expect(getEditionsJson(site)).toEqual([
      { id: 2, numero: 2, label: 'Edición 2', href: '/ediciones/2' },
      { id: 1, numero: 1, label: 'Edición 1', href: '/ediciones/1' },
    ]);
  });
});

describe('getTopPoems', () => {
  it("ranks the edition's poems by hormigueos, skipping null counts, at most 3", () => {
    expect(getTopPoems(site, 1).map((p) => p.id)).toEqual([6, 1, 4]);
    expect(getTopPoems(site, 2).map((p) => p.id)).toEqual([2, 1, 4]);
  });
});

describe('getHomeModel', () => {
  const home = getHomeModel(site, edition(2), '/');
  it('shows cover, name, date, number and the authors in order', () => {
    expect(home.edition).toMatchObject({ label: 'Edición 2', nombre: 'Manos de papel', date: '21/06/25', href: '/ediciones/2' });
    expect(home.cover?.src).toBe('https://x.supabase.co/storage/v1/object/public/portadas/edicion-2.webp');
    expect(home.authors).toEqual(['Ana Pérez', 'Ines Avila']);
    expect(home.sintesisHref).toBe('/ediciones/2/contenidos#sintesis');
  });
  it('rotates manilargos on edition 2 only, and has insects on edition 1 only', () => {
    expect(home.backgrounds).toEqual(['/sample/manilargos/1.webp', '/sample/manilargos/2.webp']);
    expect(home.insects).toBe(false);
    const first = getHomeModel(site, edition(1), '/ediciones/1');
    expect(first.backgrounds).toEqual([]);
    expect(first.insects).toBe(true);
  });
  it("falls back to 'Autor desconocido' for a top poem without author", () => {
    expect(getHomeModel(site, edition(1), '/ediciones/1').topPoems[0]).toMatchObject({
      title: 'Hallado',
      author: 'Autor desconocido',
      href: '/poema/hallado',
    });
  });
  it('describes the page with up to 8 contributors as keywords', () => {
    expect(home.meta.title).toBe('Hormiguero de Poemas - Manos de papel');
    expect(home.meta.keywords).toContain('Ines Avila');
  });
});

describe('getContentsModel', () => {
  it("lists 'A OJO DE HORMIGA' only for edition 1", () => {
    expect(getContentsModel(site, edition(1)).menu.map((m) => m.heading)).toEqual(['EL HORMIGUERO', 'OTROS BICHOS', 'A OJO DE HORMIGA']);
    expect(getContentsModel(site, edition(2)).menu).toEqual([
      { heading: 'EL HORMIGUERO', subtitle: 'Poemas en verso y prosa', href: '/ediciones/2/creaciones' },
      { heading: 'OTROS BICHOS', subtitle: 'Ensayos, entrevistas y traducciones', href: '/ediciones/2/critica' },
    ]);
  });
  it('rotates the collages behind the edition 2 menu', () => {
    expect(getContentsModel(site, edition(2)).backgrounds).toEqual(['/sample/collages/1.webp']);
  });
  it('opens #sintesis with the synopsis then the long intro', () => {
    expect(getContentsModel(site, edition(1)).intro).toEqual([
      'Una edición sobre lo pequeño.',
      'Primer párrafo largo.',
      'Segundo párrafo largo.',
    ]);
  });
});

describe('getSectionModel', () => {
  it('lists the books with author, poem count, tier and a link carrying the edition', () => {
    const model = getSectionModel(site, edition(1), 'creaciones');
    expect(model.heading).toBe('EL HORMIGUERO');
    expect(model.background?.src).toBe('https://x.supabase.co/storage/v1/object/public/portadas/edicion-1-creaciones.webp');
    expect(model.books).toHaveLength(1);
    expect(model.books[0]).toMatchObject({
      title: 'Libro de Ana',
      author: 'Ana Pérez',
      poems: 4,
      tier: 'small',
      href: '/autor/ana-perez?edicion=1',
      anchor: 'libro-1',
    });
  });
  it('sanitizes an inline SVG cover into an image data: URL', () => {
    const cover = getSectionModel(site, edition(1), 'creaciones').books[0]!.cover!;
    expect(cover.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(cover.src)).not.toMatch(/script|onload/);
  });
  it("accepts 'crítica' with an accent and links contributors to their books", () => {
    const model = getSectionModel(site, edition(1), 'critica');
    expect(model.books.map((b) => b.id)).toEqual([2]);
    expect(model.contributors).toEqual([
      { name: 'Luis Gómez', anchor: 'libro-2' },
      { name: 'Nadie', anchor: null },
    ]);
  });
  it('refuses unsafe cover addresses', () => {
    const model = getSectionModel(site, edition(2), 'creaciones');
    expect(model.books.find((b) => b.id === 4)?.cover).toBeNull();
  });
});

describe('getGalleryModel', () => {
  const gallery = getGalleryModel(site);
  it('shows the pieces of magazine 1 grouped by visual artist, in name order', () => {
    expect(gallery.artists.map((a) => [a.name, a.pieces.map((p) => p.id)])).toEqual([
      ['Inés Ávila', [1, 2]],
      ['Zoe Sin Obra', []],
    ]);
  });
  it("names an untitled piece 'Sin título'", () => {
    expect(gallery.artists[0]!.pieces[1]!.title).toBe('Sin título');
  });
});

describe('getAuthorModel', () => {
  const ana = getAuthorModel(site, site.author.get(1)!);
  it('lists the poems with word counts and their tier', () => {
    expect(ana.poems.map((p) => [p.title, p.words, p.tier])).toEqual([
      ['Hormiga', 7, 'small'],
      ['Tres', 3, 'small'],
      ['Cuatro', 150, 'medium'],
      ['Cinco', expect.any(Number), 'small'],
    ]);
  });
  it('returns to the section of the edition the reader came from', () => {
    expect(ana.back).toEqual({
      href: '/ediciones/2/creaciones',
      byEdition: { '2': '/ediciones/2/creaciones', '1': '/ediciones/1/creaciones' },
    });
    expect(getAuthorModel(site, site.author.get(2)!).back.href).toBe('/ediciones/1/critica');
    expect(getAuthorModel(site, site.author.get(3)!).back.href).toBe('/visuales');
  });
  it('cuts descriptions at 150 characters and 200 for sharing', () => {
    expect(ana.meta.description.length).toBeLessThanOrEqual('Ana Pérez: '.length + 150);
    expect(ana.meta.socialDescription!.length).toBeLessThanOrEqual('Ana Pérez: '.length + 200);
    expect(ana.meta.socialDescription!.length).toBeGreaterThan(ana.meta.description.length);
  });
  it('only links to safe web addresses', () => {
    expect(ana.url).toBe('https://example.org/ana');
    expect(getAuthorModel(site, site.author.get(2)!).url).toBeNull();
  });
  it('has insects for authors of edition 1', () => {
    expect(ana.insects).toBe(true);
    expect(getAuthorModel(site, site.author.get(4)!).insects).toBe(false);
  });
});

describe('getPoemModel', () => {
  it("gives the provenance: the newest edition, its name and the section ('Otros bichos' for essays), linked", () => {
    // Poem 1's book is in edition 1's and edition 2's creaciones: the newest wins.
    expect(getPoemModel(site, site.poem.get(1)!).provenance).toEqual({
      label: 'Edición 2 · Manos de papel · El hormiguero',
      href: '/ediciones/2/creaciones',
    });
    expect(getPoemModel(site, site.poem.get(6)!).provenance).toEqual({
      label: 'Edición 1 · Los espíritus de lo mínimo · Otros bichos',
      href: '/ediciones/1/critica',
    });
  });
  it('gives no provenance to a poem in no edition', () => {
    const orphan = indexSnapshot({ ...fixtureSnapshot(), creaciones_poemario: [] }, site.options);
    expect(getPoemModel(orphan, orphan.poem.get(1)!).provenance).toBeNull();
  });
  it('shows at most two more poems of the same author and book', () => {
    const poem = getPoemModel(site, site.poem.get(1)!);
    expect(poem.more).toEqual([
      { title: 'Tres', href: '/poema/tres' },
      { title: 'Cuatro', href: '/poema/cuatro' },
    ]);
    expect(poem.moreHeading).toBe('MÁS POEMAS DE ANA PÉREZ');
    expect(poem.back.href).toBe('/autor/ana-perez');
    expect(poem.mencion).toBe('Mención honorífica');
  });
  it("falls back to 'Autor desconocido' and reads critica texts as prose", () => {
    const found = getPoemModel(site, site.poem.get(6)!);
    expect(found.author).toEqual({ name: 'Autor desconocido', href: null });
    expect(found.prose).toBe(true);
    expect(found.more).toEqual([]);
  });
  it("says 'MÁS TEXTOS DE …' when the works listed are not all poems", () => {
    const snapshot = fixtureSnapshot();
    snapshot.poema.push({ ...snapshot.poema.find((p) => p.id === 50)!, id: 51, titulo: 'Otra entrevista' });
    const withEssays = indexSnapshot(snapshot, site.options);
    const model = getPoemModel(withEssays, withEssays.poem.get(51)!);
    expect(model.more.map((m) => m.title)).toEqual(['Entrevista']);
    expect(model.moreHeading).toMatch(/^MÁS TEXTOS DE /);
  });
  it('shows an image poem its cover once: not above the poem when it is its first picture', () => {
    const snapshot = fixtureSnapshot();
    const base = { fecha: null, mencion: null, hormigueos: 0, id_autor: 1, id_poemario: 1, actualizado: null };
    snapshot.poema.push(
      { ...base, id: 165, titulo: 'Manos', portada: '/sample/a.webp', texto: '-Abrir-\n/sample/a.webp\n-Cerrar-\n/sample/b.webp' },
      { ...base, id: 61, titulo: 'Otras manos', portada: '/sample/c.webp', texto: '-Abrir-\n/sample/a.webp' },
    );
    const withImages = indexSnapshot(snapshot, site.options);
    const same = getPoemModel(withImages, withImages.poem.get(165)!);
    expect(same.cover).toBeNull();
    expect(same.meta.image).toBe('/sample/a.webp');
    expect(same.meta.description).toBe('«Manos» por Ana Pérez.');
    expect(getPoemModel(withImages, withImages.poem.get(61)!).cover?.src).toBe('/sample/c.webp');
    const tiles = getAuthorModel(withImages, withImages.author.get(1)!).poems;
    expect(tiles.find((t) => t.id === 165)!.words).toBeNull();
    expect(tiles.find((t) => t.id === 1)!.words).toBe(7);
  });
  it('keeps the excerpt in the description to 120 characters', () => {
    const poem = getPoemModel(site, site.poem.get(4)!);
    expect(poem.meta.description).toMatch(/^«Cuatro» por Ana Pérez\. /);
    expect(poem.meta.description.length).toBeLessThanOrEqual('«Cuatro» por Ana Pérez. '.length + 120);
  });
});

describe('getUrlAliases', () => {
  it('sends an exact name to its own page when its accent-free slug belongs to someone else', () => {
    expect(getUrlAliases(site)).toEqual({ autor: { 'ines avila': 'ines-avila-4' }, poema: {} });
  });
});

describe('getAuthorsIndexModel', () => {
  it('lists every author A–Z under their letter (accents folded), with works and editions', () => {
    const model = getAuthorsIndexModel(site);
    expect(model.count).toBe(5);
    expect(model.letters.map((l) => [l.letter, l.authors.map((a) => a.name)])).toEqual([
      ['A', ['Ana Pérez', 'Autor desconocido']],
      ['I', ['Ines Avila', 'Inés Ávila']],
      ['L', ['Luis Gómez']],
      ['Z', ['Zoe Sin Obra']],
    ]);
    const ana = model.letters[0]!.authors[0]!;
    expect(ana).toMatchObject({ href: '/autor/ana-perez', bio: 'Poeta de Oaxaca', works: 4 });
    expect(ana.editions).toEqual([
      { label: 'Edición 2', href: '/ediciones/2' },
      { label: 'Edición 1', href: '/ediciones/1' },
    ]);
    expect(ana.titles).toEqual([]);
    // A visual artist's pieces are works too.
    expect(model.letters[1]!.authors[1]!.works).toBe(3);
    expect(model.meta.canonical).toBe('/autores');
  });

  it("lists the works with no author under 'Autor desconocido', each linked: no author's page lists them", () => {
    const model = getAuthorsIndexModel(site);
    const unknown = model.letters[0]!.authors[1]!;
    expect(unknown).toEqual({
      name: 'Autor desconocido',
      href: null,
      bio: null,
      works: 1,
      titles: [{ title: 'Hallado', href: '/poema/hallado' }],
      editions: [{ label: 'Edición 1', href: '/ediciones/1' }],
    });
    // Not one of the voices the page counts.
    expect(model.count).toBe(5);
    // A poem whose author row is gone is as unknown as one without an author.
    const orphan = indexSnapshot(
      { ...fixtureSnapshot(), poema: fixtureSnapshot().poema.map((p) => (p.id === 3 ? { ...p, id_autor: 99 } : p)) },
      site.options,
    );
    expect(getAuthorsIndexModel(orphan).letters[0]!.authors[1]!.titles.map((t) => t.title)).toEqual(['Hallado', 'Tres']);
  });
});

describe('getEditionOfflineModel', () => {
  const urls = (id: number) => getEditionOfflineModel(site, edition(id)).pages.map((p) => p.url);

  it('lists the pages a reader of the newest edition goes through, at the addresses its pages link to', () => {
    expect(getEditionOfflineModel(site, edition(2))).toMatchObject({ edition: '2', label: 'Edición 2' });
    expect(urls(2)).toEqual([
      '/',
      '/ediciones/2',
      '/ediciones/2/contenidos',
      '/ediciones/2/creaciones',
      '/ediciones/2/critica',
      // Authors as a section card links to them (with ?edicion), then the poems of their book.
      '/autor/ana-perez?edicion=2',
      '/poema/hormiga',
      '/poema/tres',
      '/poema/cuatro',
      '/poema/cinco',
      '/autor/ines-avila-4?edicion=2',
      '/poema/hormiga-2',
    ]);
  });

  it('an older edition with the gallery: its own home (not /), the gallery, its artists and its works', () => {
    const list = urls(1);
    expect(list).not.toContain('/');
    expect(list.slice(0, 4)).toEqual(['/ediciones/1', '/ediciones/1/contenidos', '/ediciones/1/creaciones', '/ediciones/1/critica']);
    expect(list).toContain('/visuales');
    expect(list).toEqual(expect.arrayContaining(['/autor/ines-avila', '/visuales/uno', '/visuales/obra-2']));
    expect(new Set(list).size, 'each page once').toBe(list.length);
  });
});
