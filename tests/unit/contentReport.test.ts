import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/content/types';
import { collectPictures, findBrokenPictures, type PictureCheck } from '@/lib/report/collectPictures';
import { findEmptyPoems } from '@/lib/report/findEmptyPoems';
import { findEmptySections } from '@/lib/report/findEmptySections';
import { findMissingCovers } from '@/lib/report/findMissingCovers';
import { findNameCollisions } from '@/lib/report/findNameCollisions';
import { findUnknownContributors } from '@/lib/report/findUnknownContributors';
import { findUnparsedInterviews } from '@/lib/report/findUnparsedInterviews';
import { formatContentReport, PRINTED_PROBLEMS } from '@/lib/report/formatContentReport';
import { findContentProblems, getContentReport } from '@/lib/report/getContentReport';
import type { ContentProblem, ContentReport } from '@/lib/report/types';
import { indexSnapshot, type Site } from '@/lib/site/indexSnapshot';
import { fixtureSnapshot } from '../fixtures/snapshot';

const options = { storageBase: '', now: new Date('2026-11-21T12:00:00Z'), preview: false, timeZone: 'America/Mexico_City' };
const siteOf = (snapshot: Snapshot): Site => indexSnapshot(snapshot, options);
const where = (problems: ContentProblem[]) => problems.map((p) => [p.page, `${p.row.table} ${p.row.id} ${p.row.column}`]);

describe('the content report’s checks', () => {
  const site = siteOf(fixtureSnapshot());

  it('finds poems with no text (readers get the sample poem)', () => {
    expect(where(findEmptyPoems(site))).toEqual([['/poema/cinco', 'poema 5 texto']]);
    expect(findEmptyPoems(site)[0]!.detail).toBe('«Cinco» has no text: readers get the sample poem instead.');
  });

  it('finds interviews that did not parse into questions, whole or by section', () => {
    expect(findUnparsedInterviews(site)).toEqual([]);
    const s = fixtureSnapshot();
    s.poema.find((p) => p.id === 50)!.texto = 'Una charla sin preguntas.';
    expect(where(findUnparsedInterviews(siteOf(s)))).toEqual([['/poema/entrevista', 'poema 50 texto']]);
    expect(findUnparsedInterviews(siteOf(s))[0]!.detail).toMatch(/^Interview «Entrevista»: its text did not parse into questions/);
    s.poema.find((p) => p.id === 50)!.texto = '-Primera-\n1. ¿Uno?\nSí.\n-Segunda-\nSolo texto.';
    expect(findUnparsedInterviews(siteOf(s))[0]!.detail).toMatch(/^Interview «Entrevista»: its section «Segunda» did not parse/);
    // An empty interview is an empty poem, reported once, as such.
    s.poema.find((p) => p.id === 50)!.texto = '  ';
    expect(findUnparsedInterviews(siteOf(s))).toEqual([]);
  });

  it('finds contributors who match no author, accents, case and spaces aside', () => {
    // 'Nadie' in section 2's colaboradores; 'Ines Avila' and 'Inés Ávila' are both authors.
    expect(where(findUnknownContributors(site))).toEqual([['/ediciones/1/critica', 'creaciones 2 colaboradores']]);
    const s = fixtureSnapshot();
    s.revista[1]!.contribuyentes = 'ana  PÉREZ, Lucía Nadie';
    const problems = findUnknownContributors(siteOf(s));
    expect(where(problems)).toEqual([
      ['/', 'revista 2 contribuyentes'],
      ['/ediciones/1/critica', 'creaciones 2 colaboradores'],
    ]);
    expect(problems[0]!.detail).toBe('"Lucía Nadie", a contributor of Edición 2, matches no author\'s nombre.');
  });

  it('finds names and titles that make the same address: the younger rows, pointing at the older', () => {
    const problems = findNameCollisions(site);
    expect(where(problems)).toEqual([
      ['/poema/hormiga-2', 'poema 2 titulo'],
      ['/autor/ines-avila-4', 'autor 4 nombre'],
    ]);
    expect(problems[0]!.detail).toBe('Poem «Hormiga» has the same name as poem 1 «Hormiga» (/poema/hormiga).');
    const s = fixtureSnapshot();
    s.revista[1]!.numero = 1;
    s.visuales[1]!.nombre_pieza = '¡Uno!';
    expect(where(findNameCollisions(siteOf(s)))).toContainEqual(['/', 'revista 2 numero']);
    expect(where(findNameCollisions(siteOf(s)))).toContainEqual(['/visuales/uno-2', 'visuales 2 nombre_pieza']);
  });

  it('finds section pages readers find empty: a section with no books, an edition with no section of a kind', () => {
    expect(findEmptySections(site)).toEqual([
      expect.objectContaining({ page: '/ediciones/2/critica', row: { table: 'revista', id: 2, column: null } }),
    ]);
    const s = fixtureSnapshot();
    s.creaciones_poemario = s.creaciones_poemario.filter((l) => l.id_creacion !== 2);
    const problems = findEmptySections(siteOf(s));
    expect(where(problems)).toContainEqual(['/ediciones/1/critica', 'creaciones 2 null']);
    expect(problems.find((p) => p.row.id === 2 && p.row.table === 'creaciones')!.detail).toBe(
      'The OTROS BICHOS section of Edición 1 has no books: no creaciones_poemario row links a poemario to it.',
    );
  });

  it('finds editions with no cover', () => {
    expect(findMissingCovers(site)).toEqual([]);
    const s = fixtureSnapshot();
    s.revista[0]!.portada = '  ';
    expect(where(findMissingCovers(siteOf(s)))).toEqual([['/ediciones/1', 'revista 1 portada']]);
  });

  it('reports nothing for a magazine with nothing wrong', () => {
    const s = fixtureSnapshot();
    s.poema = s.poema.filter((p) => p.id !== 5 && p.id !== 2);
    s.autor = s.autor.filter((a) => a.id !== 4);
    s.creaciones[1]!.colaboradores = 'Luis Gómez';
    s.creaciones.push({ id: 5, id_revista: 2, tipo: 'critica', colaboradores: null, imagen: null, actualizado: null });
    s.creaciones_poemario.push({ id_creacion: 5, id_poemario: 2 });
    expect(findContentProblems(siteOf(s))).toEqual([]);
  });
});

describe('pictures', () => {
  const site = siteOf(fixtureSnapshot());
  const { uses, refused } = collectPictures(site);

  it('collects every address the pages show, with its page and row, as the pages resolve it', () => {
    const byRow = new Map(uses.map((u) => [`${u.row.table} ${u.row.id} ${u.row.column}`, [u.url, u.page]]));
    expect(byRow.get('revista 1 portada')).toEqual(['/sample/ediciones/edicion-1.webp', '/ediciones/1']);
    expect(byRow.get('revista 2 portada')).toEqual(['/portadas/edicion-2.webp', '/']);
    expect(byRow.get('creaciones 1 imagen')).toEqual(['/portadas/edicion-1-creaciones.webp', '/ediciones/1/creaciones']);
    expect(byRow.get('poemario 2 portada')).toEqual(['/sample/poemarios/ensayos.webp', '/ediciones/1/critica']);
    expect(byRow.get('autor 1 imagen')).toEqual(['/sample/autores/ana.webp', '/autor/ana-perez']);
    expect(byRow.get('visuales 1 pieza')).toEqual(['/sample/visuales/uno.webp', '/visuales/uno']);
    expect(byRow.get('caras2 1 url')).toEqual(['/sample/logo/cara.svg', '/']);
    expect(byRow.get('manilargos 1 url')).toEqual(['/sample/manilargos/1.webp', '/']);
    expect(byRow.get('collages 1 url')).toEqual(['/sample/collages/1.webp', '/ediciones/2/contenidos']);
    // The inline SVG cover is a drawing, not an address.
    expect(byRow.has('poemario 1 portada')).toBe(false);
  });

  it('reports an address no page can show (refused as unsafe)', () => {
    expect(where(refused)).toEqual([['/ediciones/2/creaciones', 'poemario 4 portada']]);
    expect(refused[0]!.detail).toBe('"javascript:alert(1)" is not a picture address a page can show (http(s), /path or portadas/…).');
  });

  it('reads the addresses of image poems', () => {
    const s = fixtureSnapshot();
    s.poema.push({
      id: 165,
      titulo: 'Manos',
      fecha: null,
      portada: null,
      texto: '-Abrir-\nportadas/manos 1.webp\n-Cerrar-\nhttps://cdn.example.org/b.webp',
      mencion: null,
      hormigueos: 0,
      id_autor: 1,
      id_poemario: 1,
      actualizado: null,
    });
    const texto = collectPictures(siteOf(s)).uses.filter((u) => u.row.column === 'texto');
    expect(texto.map((u) => [u.url, u.page])).toEqual([
      ['/portadas/manos%201.webp', '/poema/manos'],
      ['https://cdn.example.org/b.webp', '/poema/manos'],
    ]);
  });

  it('turns the checks into problems, one per row that shows a broken address', () => {
    const checks = new Map([
      ['/sample/ediciones/edicion-1.webp', { ok: false, reason: 'no such file in the site' }],
      ['/portadas/edicion-2.webp', { ok: true }],
    ]);
    expect(findBrokenPictures(uses, checks)).toEqual([
      {
        kind: 'broken-picture',
        detail: '/sample/ediciones/edicion-1.webp does not load (no such file in the site).',
        page: '/ediciones/1',
        row: { table: 'revista', id: 1, column: 'portada' },
      },
    ]);
  });
});

describe('getContentReport and its printed table', () => {
  const site = siteOf(fixtureSnapshot());
  const view = { today: '2026-11-21', preview: false, scheduled: [], nextPublication: null };
  const urls = collectPictures(site).uses.map((u) => u.url);
  const allLoad = { checks: new Map<string, PictureCheck>(urls.map((u) => [u, { ok: true }])), fromCache: 3 };

  it('lists the problems by kind, then page', () => {
    const report = getContentReport(site, view, {
      checks: new Map([...allLoad.checks, ['/sample/autores/ana.webp', { ok: false, reason: 'HTTP 404' }]]),
      fromCache: 3,
    });
    expect(report.problems.map((p) => p.kind)).toEqual([
      'broken-picture',
      'broken-picture',
      'unknown-contributor',
      'empty-poem',
      'name-collision',
      'name-collision',
      'empty-section',
    ]);
    expect(report.pictures).toEqual({ addresses: new Set(urls).size, fromCache: 3 });
    expect(report).toMatchObject({ generatedAt: '2026-11-21T12:00:00.000Z', today: '2026-11-21', preview: false, nextPublication: null });
  });

  it('prints nothing when all is well', () => {
    const report: ContentReport = { ...getContentReport(site, view, allLoad), problems: [] };
    expect(formatContentReport(report, 'America/Mexico_City')).toBe('');
  });

  it('prints a short table: what, where, which row; the rest in the JSON', () => {
    const report = getContentReport(site, view, allLoad);
    const text = formatContentReport(report, 'America/Mexico_City');
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      `Content report: ${report.problems.length} problems readers would see (all of them, with details: informe-contenido.json in the build).`,
    );
    expect(lines[1]).toMatch(/^ {2}What readers would see +Page +Row to fix$/);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Poem has no text +\/poema\/cinco +poema 5 · texto$/));
    const many: ContentReport = { ...report, problems: Array(PRINTED_PROBLEMS + 5).fill(report.problems[0]) };
    const printed = formatContentReport(many, 'America/Mexico_City').split('\n');
    expect(printed).toHaveLength(3 + PRINTED_PROBLEMS + 1);
    expect(printed.at(-1)).toBe('  … and 5 more.');
  });

  it('says which editions wait for their date, and why a report could not be made', () => {
    const scheduled = [{ id: 3, numero: 3, nombre: 'Lo que viene', fecha: '2026-12-01', publicaAt: '2026-12-01T06:00:00.000Z' }];
    const report: ContentReport = { ...getContentReport(site, view, allLoad), problems: [], scheduled };
    expect(formatContentReport(report, 'America/Mexico_City')).toBe(
      'Scheduled: Edición 3 «Lo que viene» becomes public on 2026-12-01 (America/Mexico_City); left out of this build.',
    );
    expect(formatContentReport({ ...report, preview: true }, 'America/Mexico_City')).toMatch(/; shown in this preview only\.$/);
    expect(formatContentReport({ ...report, scheduled: [], error: 'The content report could not be made: boom' }, 'UTC')).toBe(
      'The content report could not be made: boom',
    );
  });
});
