// The search index's plan (full, delta or unchanged), decided without Pagefind.
import { describe, expect, it } from 'vitest';
import { DELTA_MAX, DELTA_SHARE, digestOf, planIndex, type IndexState } from '@/lib/search/indexPlan';

/** n pages /p/0 … /p/(n-1), each with digest 'v1' unless `changes` says otherwise. */
const pages = (n: number, changes: Record<string, string> = {}) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`/p/${i}`, changes[`/p/${i}`] ?? 'v1']));

/** The base written from `digests`, each page's fragment named after it. */
const base = (digests: Record<string, string>, delta = ''): IndexState => ({
  base: { digests, fragments: Object.fromEntries(Object.keys(digests).map((url) => [url, `frag${url.replace(/\W/g, '-')}`])) },
  delta,
});

describe('planIndex', () => {
  it('writes the whole index when there is none in place (or it was damaged)', () => {
    expect(planIndex(null, pages(3))).toEqual({ mode: 'full' });
  });

  it('writes nothing when nothing changed since the base', () => {
    expect(planIndex(base(pages(3)), pages(3))).toEqual({ mode: 'unchanged', changed: [], hidden: [], digest: '' });
  });

  it('a changed page goes into the delta and its entry in the base is hidden', () => {
    const plan = planIndex(base(pages(3)), pages(3, { '/p/1': 'v2' }));
    expect(plan).toEqual({ mode: 'delta', changed: ['/p/1'], hidden: ['frag-p-1'], digest: digestOf('/p/1\nv2', 'frag-p-1') });
  });

  it('the same delta already in place is left as it is', () => {
    const now = pages(3, { '/p/1': 'v2' });
    const first = planIndex(base(pages(3)), now);
    expect(first.mode).toBe('delta');
    const again = planIndex(base(pages(3), first.mode === 'full' ? '' : first.digest), now);
    expect(again.mode).toBe('unchanged');
  });

  it('a removed page is hidden; a new page is indexed in the delta with nothing to hide', () => {
    const now = { ...pages(2), '/nueva': 'v1' };
    expect(planIndex(base(pages(3)), now)).toMatchObject({ mode: 'delta', changed: ['/nueva'], hidden: ['frag-p-2'] });
  });

  it('a change undone empties the delta in place (it is removed)', () => {
    const plan = planIndex(base(pages(3), 'a-delta-digest'), pages(3));
    expect(plan).toEqual({ mode: 'delta', changed: [], hidden: [], digest: '' });
  });

  it(`past ${DELTA_MAX} changes the whole index is written again`, () => {
    const changed = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`/p/${i}`, 'v2']));
    expect(planIndex(base(pages(2000)), pages(2000, changed(DELTA_MAX))).mode).toBe('delta');
    expect(planIndex(base(pages(2000)), pages(2000, changed(DELTA_MAX + 1))).mode).toBe('full');
  });

  it(`on a large magazine the bound is ${DELTA_SHARE * 100} % of the pages`, () => {
    const total = 20_000;
    const bound = total * DELTA_SHARE;
    const changed = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`/p/${i}`, 'v2']));
    expect(planIndex(base(pages(total)), pages(total, changed(bound))).mode).toBe('delta');
    expect(planIndex(base(pages(total)), pages(total, changed(bound + 1))).mode).toBe('full');
  });
});
