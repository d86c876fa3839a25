// Scheduled editions, from the database to every output's model, on PGlite and on the
// PostgreSQL server: an edition dated next month is nowhere in the public site's outputs
// and everywhere in the preview; on its date it is the latest edition. (The built files and
// the server's own publish on the date are in publishing.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlSource } from '@/lib/content/sqlSource';
import type { Snapshot } from '@/lib/content/types';
import { siteView } from '@/lib/schedule/siteView';
import { startOfDayIn, todayIn } from '@/lib/schedule/zonedDate';
import { getSearchDocuments } from '@/lib/search/searchDocuments';
import { getPageDates } from '@/lib/seo/pageDates';
import { getAuthorModel } from '@/lib/site/getAuthorModel';
import { getAuthorsIndexModel } from '@/lib/site/getAuthorsIndexModel';
import { getEditionsJson, getEditionsModel } from '@/lib/site/getEditionsModel';
import { getFeedModel } from '@/lib/site/getFeedModel';
import { getHomeModel } from '@/lib/site/getHomeModel';
import { getPoemModel } from '@/lib/site/getPoemModel';
import { getTopPoems } from '@/lib/site/getTopPoems';
import { getUrlAliases } from '@/lib/site/getUrlAliases';
import { indexSnapshot, type Site } from '@/lib/site/indexSnapshot';
import { paths } from '@/lib/site/paths';
import { seededDatabases, type SeededDatabases } from '../helpers/seededDatabases';

const TIME_ZONE = 'America/Mexico_City';
const now = new Date();
const DAY = 86_400_000;
/** Next month and yesterday, in the magazine's time zone. */
const NEXT_MONTH = todayIn(TIME_ZONE, new Date(now.getTime() + 30 * DAY));
const YESTERDAY = todayIn(TIME_ZONE, new Date(now.getTime() - DAY));

/**
 * Edition 7 'Lo que todavía no', dated `date`: a section, a book by a new author who is only
 * in it (Celeste Prieto) with an essay-like poem of words found nowhere else, and a book by
 * Lucía Ferrer (author 1, of editions 1 and 2) with a poem readers love already.
 */
const scheduledEdition = (date: string) => `
  insert into revista (id, numero, nombre, portada, sintesis, contribuyentes, fecha_publicacion)
    values (7, 7, 'Lo que todavía no', '/sample/ediciones/edicion-1.webp', 'Una edición que se prepara.', 'Celeste Prieto, Lucía Ferrer', '${date}');
  insert into autor (id, nombre, semblanza, tipo_creacion) values (70, 'Celeste Prieto', 'Escribe desde un faro.', 'creaciones');
  insert into creaciones (id, id_revista, tipo, colaboradores) values (70, 7, 'creaciones', 'Celeste Prieto, Lucía Ferrer');
  insert into poemario (id, titulo, id_autor) values (70, 'Faro apagado', 70), (71, 'Cuaderno de Lucía', 1);
  insert into creaciones_poemario values (70, 70), (70, 71);
  insert into poema (id, titulo, texto, hormigueos, id_autor, id_poemario) values
    (700, 'Linterna sorda', E'el zumbido del faro\\nnadie lo escucha todavía', 0, 70, 70),
    (701, 'Madrugada inédita', E'una hormiga escribe\\nlo que vendrá', 100000, 1, 71);
  insert into revista_autor values (7, 70), (7, 1);
  insert into visuales (id, id_revista, id_autor, pieza, nombre_pieza, hormigueos) values (700, 7, 70, '/sample/visuales/obreras.webp', 'Faro', 0);`;

const SECRET_WORDS = ['Lo que todavía no', 'Celeste Prieto', 'Linterna sorda', 'Madrugada inédita', 'Faro apagado', 'faro'];

let databases: SeededDatabases;
beforeAll(async () => {
  databases = await seededDatabases();
  for (const db of [databases.embedded, databases.postgres]) await db.exec(scheduledEdition(NEXT_MONTH));
});
afterAll(() => databases?.close());

/** The site as a build makes it from `snapshot` at `when`. */
function siteAt(snapshot: Snapshot, when: Date, preview = false): Site {
  const view = siteView(snapshot, { now: when, timeZone: TIME_ZONE, preview });
  return indexSnapshot(view.snapshot, { storageBase: '', now: when, preview, timeZone: TIME_ZONE });
}

/** Everything a build writes from the site, as text: pages' models, feeds, indexes, sitemap dates. */
function everyOutput(site: Site): Record<string, string> {
  const lucia = site.author.get(1)!;
  return {
    'ediciones.json (nav)': JSON.stringify(getEditionsJson(site)),
    '/ediciones (and its JSON-LD)': JSON.stringify(getEditionsModel(site)),
    '/ (home, top 3, JSON-LD)': JSON.stringify(getHomeModel(site, site.latest!, paths.home())),
    'rss.xml': JSON.stringify(getFeedModel(site)),
    'search index': JSON.stringify(getSearchDocuments(site)),
    '/autores': JSON.stringify(getAuthorsIndexModel(site)),
    'url-aliases.json': JSON.stringify(getUrlAliases(site)),
    'sitemap (pages and dates)': JSON.stringify([...getPageDates(site).keys()]),
    "Lucía Ferrer's page": JSON.stringify(getAuthorModel(site, lucia)),
    "her poems' 'Más poemas de…'": JSON.stringify((site.poemsOfAuthor.get(1) ?? []).map((p) => getPoemModel(site, p).more)),
    'every page': JSON.stringify([
      ...site.editionSlug.values(),
      ...site.authorSlug.values(),
      ...site.poemSlug.values(),
      ...site.pieceSlug.values(),
    ]),
  };
}

describe.each(['embedded', 'postgres'] as const)('an edition dated next month (%s)', (kind) => {
  let snapshot: Snapshot;
  beforeAll(async () => {
    snapshot = await createSqlSource(databases[kind], async () => {}).snapshot();
  });

  it('is absent from every public output', () => {
    const site = siteAt(snapshot, now);
    expect(site.edition.has(7)).toBe(false);
    expect(site.latest!.id).toBe(2);
    const leaks = Object.entries(everyOutput(site)).flatMap(([output, text]) => [
      ...SECRET_WORDS.filter((word) => text.includes(word)).map((word) => `${output} mentions “${word}”`),
      ...(/ediciones\/7|poema\/linterna-sorda|autor\/celeste-prieto/.test(text) ? [`${output} links to edition 7`] : []),
    ]);
    expect(leaks).toEqual([]);
    // Its poem with 100,000 hormigueos is in no top 3; Lucía keeps her page and her public works.
    for (const edition of site.editions) expect(getTopPoems(site, edition.id).map((p) => p.id)).not.toContain(701);
    expect(getAuthorModel(site, site.author.get(1)!).poems.length).toBe(snapshot.poema.filter((p) => p.id_autor === 1).length - 1);
  });

  it('is in the editors’ preview, everywhere', () => {
    const site = siteAt(snapshot, now, true);
    expect(site.latest!.id).toBe(7);
    const outputs = everyOutput(site);
    expect(outputs['ediciones.json (nav)']).toContain('Edición 7');
    expect(outputs['rss.xml']).toContain('Linterna sorda');
    expect(outputs['search index']).toContain('nadie lo escucha todavía');
    expect(outputs['/autores']).toContain('Celeste Prieto');
    expect(outputs['sitemap (pages and dates)']).toContain('/ediciones/7/creaciones');
    expect(getTopPoems(site, 7).map((p) => p.id)).toContain(701);
  });

  it('is public by itself from the first moment of its date in the magazine’s time zone, as the latest edition', () => {
    const dawn = startOfDayIn(NEXT_MONTH, TIME_ZONE);
    expect(siteAt(snapshot, new Date(dawn.getTime() - 1)).edition.has(7)).toBe(false);
    const site = siteAt(snapshot, dawn);
    expect(site.latest!.id).toBe(7);
    expect(getEditionsJson(site)[0]).toMatchObject({ id: 7, label: 'Edición 7', href: '/ediciones/7' });
    expect(everyOutput(site)['search index']).toContain('Linterna sorda');
    // Its pages are dated from its publication (they were entered weeks before).
    expect(getPageDates(site).get(paths.edition('7'))).toBe(dawn.toISOString());
  });

  it('dated yesterday, is the latest edition of the next publish', async () => {
    await databases[kind].query('update revista set fecha_publicacion = $1 where id = 7', [YESTERDAY]);
    const site = siteAt(await createSqlSource(databases[kind], async () => {}).snapshot(), now);
    expect(site.latest!.id).toBe(7);
    expect(getHomeModel(site, site.latest!, paths.home()).edition.nombre).toBe('Lo que todavía no');
    await databases[kind].query('update revista set fecha_publicacion = $1 where id = 7', [NEXT_MONTH]);
  });

  it('an edition with no date is public, as before', async () => {
    await databases[kind].query('update revista set fecha_publicacion = null where id = 7');
    const site = siteAt(await createSqlSource(databases[kind], async () => {}).snapshot(), now);
    expect(site.edition.has(7)).toBe(true);
    await databases[kind].query('update revista set fecha_publicacion = $1 where id = 7', [NEXT_MONTH]);
  });
});
