import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '@/lib/content/types';
import { siteView } from '@/lib/schedule/siteView';
import { makeContentReport, writeContentReport } from '../../scripts/site/contentReport';
import { fixtureSnapshot } from '../fixtures/snapshot';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'hdp-report-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const now = new Date('2026-11-21T12:00:00Z');
const options = () => ({ env: {}, cacheDir: tmp, now, timeZone: 'America/Mexico_City' });

describe('makeContentReport', () => {
  it('reports the view a build publishes, with its pictures checked against the site’s own files', async () => {
    const view = siteView(fixtureSnapshot(), { now, timeZone: 'America/Mexico_City', preview: false });
    const report = await makeContentReport(view, options());
    expect(report.error).toBeUndefined();
    // The fixture's pictures are made-up paths: none is among the site's files.
    expect(report.problems.filter((p) => p.kind === 'broken-picture').map((p) => p.row.table)).toContain('autor');
    expect(report.problems.map((p) => p.kind)).toContain('empty-poem');
    await writeContentReport(tmp, report);
    expect(JSON.parse(await readFile(path.join(tmp, 'informe-contenido.json'), 'utf8'))).toEqual(report);
  });

  it('never fails the build: a report that cannot be made says why', async () => {
    const broken = { ...fixtureSnapshot(), poema: null } as unknown as Snapshot;
    const view = { snapshot: broken, today: '2026-11-21', scheduled: [], nextPublication: null, preview: false };
    const report = await makeContentReport(view, options());
    expect(report.error).toMatch(/^The content report could not be made: /);
    expect(report.problems).toEqual([]);
  });
});
