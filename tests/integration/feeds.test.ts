// The feeds as the build writes them (the shared renderer both endpoints call), from the
// sample magazine in PGlite plus one hostile poem: valid RSS 2.0 with the content module,
// every work in full, verse lines and indentation kept, nothing unsafe.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqlSource } from '@/lib/content/sqlSource';
import { openEmbedded } from '@/lib/db/embedded';
import { applyMigrations, applySeed } from '@/lib/db/migrations';
import type { Sql } from '@/lib/db/sql';
import { renderFeed } from '@/lib/feed/renderFeed';
import { siteView } from '@/lib/schedule/siteView';
import { getEditionFeedModel, getFeedModel } from '@/lib/site/getFeedModel';
import { indexSnapshot, type Site } from '@/lib/site/indexSnapshot';
import { readFeed, type FeedItem } from '../helpers/feed';

const SITE_URL = new URL('https://hormiguero.example');
const TIME_ZONE = 'America/Mexico_City';
const NBSP = '&nbsp;';

/** A poem whose title and text are markup, put in the book of 'Manual de recortes' (edition 2). */
const HOSTILE = `
  insert into poema (id, titulo, texto, hormigueos, id_autor, id_poemario)
    select 990, 'Hostil <b onmouseover=alert(1)>', E'<script>alert(1)</script>\\n<img src=x onerror=alert(2)>\\n  $<a href="javascript:alert(3)">x</a>$',
      0, id_autor, id_poemario from poema where titulo = 'Manual de recortes';`;

let tmp: string;
let db: Sql;
let site: Site;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-feeds-'));
  db = await openEmbedded(path.join(tmp, 'db'), { migrate: applyMigrations, seed: applySeed });
  await db.exec(HOSTILE);
  const now = new Date();
  const view = siteView(await createSqlSource(db, async () => {}).snapshot(), { now, timeZone: TIME_ZONE, preview: false });
  site = indexSnapshot(view.snapshot, { storageBase: '', now, preview: false, timeZone: TIME_ZONE });
});

afterAll(async () => {
  await db?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The poems whose text is empty: their pages show a stand-in, which no feed carries. */
const emptyWorks = () => new Set(site.snapshot.poema.filter((p) => !p.texto?.trim()).map((p) => p.titulo?.trim()));
const needsContent = (item: FeedItem) => item.creator !== null && !emptyWorks().has(item.title?.replace(/ - [^-]+$/, ''));
const bodyOf = (html: string) => new JSDOM(`<!doctype html><body>${html}`).window.document.body;

describe('feeds', () => {
  it('/rss.xml is valid RSS 2.0 with every work of the newest editions in full', async () => {
    const xml = await renderFeed(getFeedModel(site), { site: SITE_URL });
    const report = await readFeed(xml, needsContent);
    expect(report.problems).toEqual([]);
    expect(report.channel).toEqual({
      title: 'Hormiguero de Poemas',
      link: 'https://hormiguero.example/',
      description: expect.any(String),
      language: 'es',
    });
    const works = report.items.filter((item) => item.creator !== null);
    expect(works.length).toBeGreaterThan(40);
    expect(works.filter((w) => w.content !== null).length, 'works carried in full').toBe(works.length - emptyWorks().size);
    for (const item of report.items) {
      expect(item.guid, item.title!).toBe(item.link);
      expect(item.link!.startsWith('https://hormiguero.example/')).toBe(true);
    }
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(xml).toContain('<atom:link href="https://hormiguero.example/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('keeps each verse on its line and the poet’s indentation (Polilla)', async () => {
    const { items } = await readFeed(await renderFeed(getFeedModel(site), { site: SITE_URL }));
    const polilla = items.find((item) => item.title === 'Polilla - Lucía Ferrer')!;
    expect(polilla.creator).toBe('Lucía Ferrer');
    expect(polilla.categories).toEqual(['Edición 1', 'Poesía']);
    expect(new Date(polilla.pubDate!).toISOString()).toBe('2024-09-15T00:00:00.000Z');
    const stanzas = [...bodyOf(polilla.content!).querySelectorAll('p')].map((p) => p.innerHTML);
    expect(stanzas.slice(0, 2)).toEqual([
      'Entra por la ventana abierta<br>\ncomo quien llega tarde a misa<br>\ny no sabe dónde sentarse.',
      `Da vueltas a la lámpara.<br>\n${NBSP.repeat(4)}Da vueltas.<br>\n${NBSP.repeat(8)}Da vueltas.`,
    ]);
    expect(stanzas[2]).toContain(`no siempre calienta;<br>\n${NBSP.repeat(4)}a veces quema.`);
    // A reader that shows the feed as plain text (the tags dropped) keeps each verse on its line.
    expect(bodyOf(polilla.content!).textContent).toContain(
      'Entra por la ventana abierta\ncomo quien llega tarde a misa\ny no sabe dónde sentarse.\nDa vueltas a la lámpara.\n',
    );
  });

  it('gives essays as paragraphs and interviews as numbered questions', async () => {
    const { items } = await readFeed(await renderFeed(getFeedModel(site), { site: SITE_URL }));
    const essay = items.find((item) => item.title?.startsWith('Tijera, goma, página'))!;
    expect(essay.categories).toContain('Ensayo');
    const paragraphs = bodyOf(essay.content!).querySelectorAll('p');
    expect(paragraphs.length).toBeGreaterThan(2);
    expect(
      [...paragraphs].some((p) => p.querySelector('br')),
      'prose has no forced line breaks',
    ).toBe(false);
    const interview = items.find((item) => item.title?.startsWith('Cincuenta años bajo la hojarasca'))!;
    expect(bodyOf(interview.content!).querySelector('p > strong')?.textContent).toMatch(/^1\. ¿/);
  });

  it('carries an image poem’s pictures at absolute addresses', async () => {
    const images = new Map([['/sample/poemas/secuencia-manos-1.webp', '/_astro/secuencia-manos-1.abc.webp']]);
    const { items, problems } = await readFeed(await renderFeed(getFeedModel(site), { site: SITE_URL, images }), needsContent);
    expect(problems).toEqual([]);
    const poem = items.find((item) => item.title?.startsWith('Secuencia para dos manos'))!;
    const srcs = [...bodyOf(poem.content!).querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toContain('https://hormiguero.example/_astro/secuencia-manos-1.abc.webp');
    for (const src of srcs) expect(src).toMatch(/^https:\/\//);
  });

  it('never turns database text into markup', async () => {
    const xml = await renderFeed(getFeedModel(site), { site: SITE_URL });
    const { items, problems } = await readFeed(xml, needsContent);
    expect(problems).toEqual([]);
    const hostile = items.find((item) => item.title?.startsWith('Hostil'))!;
    expect(hostile.title).toBe('Hostil <b onmouseover=alert(1)> - Rodrigo Alcántara');
    const body = bodyOf(hostile.content!);
    expect(body.querySelectorAll('script, img, a, b').length).toBe(0);
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(body.textContent).toContain('<img src=x onerror=alert(2)>');
    expect(body.querySelector('em')?.textContent).toBe('<a href="javascript:alert(3)">x</a>');
  });

  it('each edition has a feed of its own works, and only its', async () => {
    for (const row of site.editions) {
      const model = getEditionFeedModel(site, row);
      const report = await readFeed(await renderFeed(model, { site: SITE_URL }), needsContent);
      expect(report.problems, `edition ${row.numero}`).toEqual([]);
      expect(report.channel.link).toBe(`https://hormiguero.example/ediciones/${model.edition}`);
      expect(report.channel.title).toContain(row.nombre!);
      const editions = report.items.filter((item) => item.creator === null);
      expect(editions.map((e) => e.link)).toEqual([`https://hormiguero.example/ediciones/${model.edition}`]);
      for (const item of report.items) expect(item.categories[0], item.title!).toBe(`Edición ${row.numero}`);
    }
    const first = await readFeed(await renderFeed(getEditionFeedModel(site, site.edition.get(1)!), { site: SITE_URL }));
    expect(first.items.map((i) => i.title)).toContain('Polilla - Lucía Ferrer');
    expect(first.items.map((i) => i.title)).not.toContain('Manual de recortes - Rodrigo Alcántara');
  });
});

describe('the feed check', () => {
  it('finds what a broken feed gets wrong', async () => {
    const bad = `<?xml version="1.0"?><rss version="0.91" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>x</title><link>/</link>
      <item><title>a</title><link>/a</link><pubDate>2024-09-15</pubDate><dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/">A</dc:creator>
      <content:encoded><![CDATA[<p onclick="x()">hi</p><script>1</script><img src="/rel.webp">]]></content:encoded></item></channel></rss>`;
    const { problems } = await readFeed(bad);
    for (const expected of [
      /version="2.0"/,
      /channel: no description/,
      /channel: link/,
      /link \/a is not absolute/,
      /no guid/,
      /pubDate 2024-09-15/,
      /onclick/,
      /<script>/,
    ]) {
      expect(
        problems.some((p) => expected.test(p)),
        String(expected),
      ).toBe(true);
    }
    await expect(readFeed('<rss><channel>')).rejects.toThrow();
    await expect(readFeed('<html><body>x</body></html>')).rejects.toThrow(/not recognized/);
  });
});
