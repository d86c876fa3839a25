// The readers' own tools, run over a built page's HTML: Mozilla's Readability (Firefox's
// Reader View, here on jsdom, and read-later services, which call it on any page and take its
// plain text) and lynx (a text browser: the page without CSS). Each check returns the problems
// it found, as sentences, so a spec can gather them over every page.
import { spawn } from 'node:child_process';
import { isProbablyReaderable, Readability } from '@mozilla/readability';
import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

export type WorkKind = 'verse' | 'pictures' | 'essay' | 'interview' | 'author';

/** One piece of text a reader must get whole, in order; verse lines must also stay apart. */
interface Unit {
  text: string;
  verse: boolean;
}

/** What the page shows as its work, read from its own markup (the classes the site renders). */
export interface Work {
  kind: WorkKind;
  title: string;
  author: string | null;
  /** Title, author, provenance, mention, book, date: the header, in order. */
  header: Unit[];
  /** Section titles, verse lines, paragraphs, questions and answers, in order. */
  body: Unit[];
  /** Characters of text in the body: what Reader View would have to show. */
  length: number;
}

/** Readability's default charThreshold: below it the work is too short for Reader View. */
export const READER_MIN_CHARS = 500;

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Reads what a poem, essay, interview or author page presents as its work. */
export function workOf(html: string): Work | null {
  const doc = new JSDOM(html).window.document;
  const main = doc.querySelector('main');
  const h1 = main?.querySelector('h1');
  if (!main || !h1) return null;
  const unit = (el: Element | null | undefined, verse = false): Unit[] => {
    const text = squash(el?.textContent);
    return text ? [{ text, verse }] : [];
  };
  const body = main.querySelector('.poem-text');
  if (body) {
    const header = main.querySelector('.head');
    const parts = [...body.querySelectorAll('.section-title, .line, .para, .question, .answer')];
    const units = parts.flatMap((el) => unit(el, el.classList.contains('line')));
    // Section titles over pictures are captions: a work of pictures has no text of its own.
    const text = parts.filter((el) => !el.matches('.section-title')).flatMap((el) => unit(el));
    const kind: WorkKind = body.querySelector('.qa')
      ? 'interview'
      : text.length === 0
        ? 'pictures'
        : body.classList.contains('is-prose')
          ? 'essay'
          : 'verse';
    return {
      kind,
      title: squash(h1.textContent),
      author: squash(header?.querySelector('.author')?.textContent) || null,
      header: [
        ...[...(header?.querySelectorAll('.author, h1, .provenance, .mencion') ?? [])].flatMap((el) => unit(el)),
        ...[...(header?.querySelectorAll('.details > *') ?? [])].flatMap((el) => unit(el)),
      ],
      body: units,
      length: text.reduce((n, u) => n + u.text.length, 0),
    };
  }
  if (main.querySelector('#autor-nombre')) {
    // The short bio is the header's (Readability drops it beside a website link, whose link
    // density it reads as navigation); the profile proper is the semblanza.
    const units = [...main.querySelectorAll('.semblanza p')].flatMap((el) => unit(el));
    return {
      kind: 'author',
      title: squash(h1.textContent),
      author: null,
      header: [...main.querySelectorAll('h1, .bio-corta')].flatMap((el) => unit(el)),
      body: units,
      length: units.reduce((n, u) => n + u.text.length, 0),
    };
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isWordChar = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);

/**
 * Finds each unit in `text` in order. A unit must stand apart from its neighbours (no letter
 * or digit touching either end: words not glued), and two verse lines in a row must have a
 * line break between them; with `everyUnitOnItsLine`, any two units in a row (text read
 * without layout, where a paragraph ending in a full stop must not run into the next either).
 */
export function unitsInOrder(text: string, units: Unit[], label: string, { everyUnitOnItsLine = false } = {}): string[] {
  const problems: string[] = [];
  let cursor = 0;
  let previous: { unit: Unit; end: number } | null = null;
  for (const unit of units) {
    const pattern = new RegExp(unit.text.split(' ').map(escape).join('\\s+'), 'gu');
    pattern.lastIndex = cursor;
    const found = pattern.exec(text);
    if (!found) {
      problems.push(`${label}: missing or out of order: «${unit.text.slice(0, 60)}»`);
      continue;
    }
    const start = found.index;
    const end = start + found[0].length;
    // A glue is told once, by the unit before it (its 'follows' side), unless it is the first.
    if (!previous && isWordChar(text[start - 1]) && isWordChar(unit.text[0])) {
      problems.push(`${label}: glued to what comes before: «${text.slice(Math.max(0, start - 20), start + 20)}»`);
    }
    if (isWordChar(text[end]) && isWordChar(unit.text.at(-1))) {
      problems.push(`${label}: glued to what follows: «${text.slice(Math.max(0, end - 20), end + 20)}»`);
    }
    const needsBreak = everyUnitOnItsLine || (previous?.unit.verse && unit.verse);
    if (previous && needsBreak && !text.slice(previous.end, start).includes('\n')) {
      const what = previous.unit.verse && unit.verse ? 'verse lines' : 'blocks';
      problems.push(`${label}: ${what} on one line: «${previous.unit.text.slice(-25)}» / «${unit.text.slice(0, 25)}»`);
    }
    previous = { unit, end };
    cursor = end;
  }
  return problems;
}

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'FIGURE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'BLOCKQUOTE',
  'PRE',
]);

/** An element's text as a reader sees it laid out: a line break at each <br> and around each block. */
function laidOutText(root: Element): string {
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeType === 3) out += node.textContent;
    else if (node.nodeType === 1) {
      const el = node as Element;
      if (el.tagName === 'BR') out += '\n';
      const block = BLOCKS.has(el.tagName);
      if (block) out += '\n';
      el.childNodes.forEach(walk);
      if (block) out += '\n';
    }
  };
  walk(root);
  return out;
}

/** Text of the page around the work, which Reader View must leave out. */
const NOT_THE_WORK = [
  /\bRegresar\b/,
  /MÁS POEMAS DE/i,
  /Colaboradores/,
  /TODOS LOS DERECHOS/i,
  /HORMIGUEAR/i,
  /Compartir/,
  /Suscr[ií]bete/i,
];

export interface ReaderVerdict {
  offered: boolean;
  problems: string[];
}

/**
 * What Firefox's Reader View makes of the page: offered or not (isProbablyReaderable), and,
 * when offered, whether its article is the work: its title, its author, every unit in order,
 * verse lines apart, nothing from around it. Works of pictures only must not be offered;
 * works long enough must be.
 */
export function readerViewProblems(html: string, url: string, work: Work): ReaderVerdict {
  const doc = new JSDOM(html, { url }).window.document;
  const offered = isProbablyReaderable(doc);
  const label = `Reader View ${new URL(url).pathname}`;
  if (work.kind === 'pictures') {
    return { offered, problems: offered ? [`${label}: offered for a work of pictures only`] : [] };
  }
  if (!offered) {
    return {
      offered,
      problems: work.length >= READER_MIN_CHARS ? [`${label}: not offered for a work of ${work.length} characters`] : [],
    };
  }
  const article = new Readability(doc).parse();
  if (!article?.content) return { offered, problems: [`${label}: offered, but Readability found no article`] };
  const problems: string[] = [];
  if (!squash(article.title).toLowerCase().includes(work.title.toLowerCase())) {
    problems.push(`${label}: title «${article.title}», not «${work.title}»`);
  }
  const container = new JSDOM(`<body>${article.content}</body>`).window.document.body;
  const text = laidOutText(container);
  if (work.author && !squash(article.byline).includes(work.author) && !text.includes(work.author)) {
    problems.push(`${label}: no author «${work.author}» (byline «${article.byline ?? ''}»)`);
  }
  problems.push(...unitsInOrder(text, work.body, label));
  for (const pattern of NOT_THE_WORK) {
    const hit = pattern.exec(text);
    if (hit) problems.push(`${label}: the article holds text from around the work: «${hit[0]}»`);
  }
  return { offered, problems };
}

/** The footer's list of contributors, as the page has it: what Readability took for the article of short poems. */
function contributorsOf(html: string): string[] {
  const doc = new JSDOM(html).window.document;
  return [...doc.querySelectorAll('footer li')].map((li) => squash(li.textContent)).filter(Boolean);
}

/**
 * What a read-later service or a plain-text reader gets: Readability's parse() on the page
 * whatever its length (no isProbablyReaderable test first: below its 500 characters it tries
 * again without its class-name rules and takes the longest of its attempts) and the article's
 * plain text (textContent, no layout). It must be the work: the work's title, its text from the
 * first line, every line and block on a line of its own, and nothing of the page around it,
 * the footer's contributors least of all. A work of pictures has no text for Readability to
 * find (it drops figures without paragraphs): only the title and the footer are checked there.
 */
export function parseProblems(html: string, url: string, work: Work): string[] {
  const doc = new JSDOM(html, { url }).window.document;
  const label = `Readability parse() ${new URL(url).pathname}`;
  const article = new Readability(doc).parse();
  if (!article) return [`${label}: no article`];
  const problems: string[] = [];
  if (!squash(article.title).toLowerCase().includes(work.title.toLowerCase())) {
    problems.push(`${label}: title «${article.title}», not «${work.title}»`);
  }
  const text = article.textContent ?? '';
  const names = contributorsOf(html);
  // Two of the footer's names in a row, nothing but spacing between: its list, not a mention.
  for (let i = 1; i < names.length; i++) {
    const pair = new RegExp(`${escape(names[i - 1]!)}\\s*${escape(names[i]!)}`, 'u');
    if (pair.test(text)) {
      problems.push(`${label}: the footer's contributors («${names[i - 1]}», «${names[i]}»)`);
      break;
    }
  }
  if (work.kind === 'pictures') return problems;
  const first = work.body[0];
  if (first && !squash(text).includes(first.text)) {
    problems.push(`${label}: not the work: no «${first.text.slice(0, 40)}» in «${squash(text).slice(0, 80)}»`);
  }
  problems.push(...unitsInOrder(text, work.body, `${label} textContent`, { everyUnitOnItsLine: true }));
  for (const pattern of NOT_THE_WORK) {
    const hit = pattern.exec(text);
    if (hit) problems.push(`${label}: the article holds text from around the work: «${hit[0]}»`);
  }
  return problems;
}

/** The page as lynx shows it: no CSS, no scripts, the way a text browser or a braille line reads it. */
export function lynxDump(html: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lynx = spawn('lynx', ['-dump', '-nolist', '-width=200', '-display_charset=utf-8', '-stdin'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    lynx.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    lynx.on('error', reject);
    lynx.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`lynx exited with ${code}`))));
    lynx.stdin.end(html);
  });
}

/** Numbers shown twice in a row ('1. 1. ¿Cómo…'): an <ol>'s own marker before a number the text already has. */
export function doubledNumbers(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}])(\d+)\.\s+\1\.(?!\d)/gu)].map((m) => m[0].replace(/\s+/g, ' '));
}

/**
 * In lynx's dump: the header and every unit of the work in order, no words glued, verse
 * lines apart, and each number of an interview's questions shown once.
 */
export async function lynxProblems(html: string, pathname: string, work: Work): Promise<string[]> {
  const dump = await lynxDump(html);
  const label = `lynx ${pathname}`;
  return [
    ...unitsInOrder(dump, [...work.header, ...work.body], label),
    ...doubledNumbers(dump).map((twice) => `${label}: a number shown twice: «${twice}»`),
  ];
}

/** Runs `fn` over `items`, at most `limit` at a time (lynx is a process per page). */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

/** The poem, essay and author pages a site's sitemap lists, as paths. */
export async function workPaths(request: APIRequestContext, base = ''): Promise<string[]> {
  const index = await (await request.get(`${base}/sitemap-index.xml`)).text();
  const paths: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(`${base}${new URL(sitemap!).pathname}`)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const { pathname } = new URL(loc!);
      if (/^\/(poema|autor)\/[^/]+$/.test(pathname)) paths.push(pathname);
    }
  }
  return paths;
}

export interface PageVerdict {
  path: string;
  kind: WorkKind | null;
  offered: boolean;
  reader: string[];
  /** Readability's parse() without the length test, read as plain text (parseProblems). */
  parse: string[];
  lynx: string[];
}

/** Every check of this module over one page. */
export async function checkPage(request: APIRequestContext, base: string, path: string): Promise<PageVerdict> {
  const response = await request.get(`${base}${path}`);
  const html = await response.text();
  const work = response.ok() ? workOf(html) : null;
  if (!work)
    return { path, kind: null, offered: false, reader: [`${path}: no work found (HTTP ${response.status()})`], parse: [], lynx: [] };
  const url = `http://localhost${path}`;
  const { offered, problems } = readerViewProblems(html, url, work);
  return {
    path,
    kind: work.kind,
    offered,
    reader: problems,
    parse: parseProblems(html, url, work),
    lynx: await lynxProblems(html, path, work),
  };
}

/** Pages with problems per kind of work and tool, for the spec's report. */
export function tally(verdicts: PageVerdict[]): string {
  const rows = new Map<string, { pages: number; offered: number; reader: number; parse: number; lynx: number }>();
  for (const v of verdicts) {
    const row = rows.get(v.kind ?? 'unknown') ?? { pages: 0, offered: 0, reader: 0, parse: 0, lynx: 0 };
    row.pages++;
    if (v.offered) row.offered++;
    if (v.reader.length) row.reader++;
    if (v.parse.length) row.parse++;
    if (v.lynx.length) row.lynx++;
    rows.set(v.kind ?? 'unknown', row);
  }
  return [
    'kind        pages  offered  reader-wrong  parse-wrong  lynx-wrong',
    ...[...rows].map(([kind, r]) =>
      [
        kind.padEnd(10),
        String(r.pages).padStart(6),
        String(r.offered).padStart(8),
        String(r.reader).padStart(13),
        String(r.parse).padStart(12),
        String(r.lynx).padStart(11),
      ].join(' '),
    ),
  ].join('\n');
}
