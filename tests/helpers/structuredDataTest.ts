// A page's JSON-LD as Google reads it, judged by structured-data-testing-tool: it finds every
// schema in the HTML (JSON-LD, microdata, RDFa) and runs its Google preset on them. It works
// offline: it fetches only when handed a URL, and is handed the page's HTML here. The preset
// dates from 2019, so beside it are the few checks Google's article guide asks today
// (https://developers.google.com/search/docs/appearance/structured-data/article) and those
// the magazine keeps for its other works (CreativeWork: name, genre, author).
import sdtt from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';

interface Test {
  test: string;
  description?: string;
  expect?: boolean | RegExp | string;
  conditional?: { test: string };
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const ABSOLUTE = /^https?:\/\/[^/]/;

/** The preset less its articles' publisher and logo, which Google's article guide no longer asks for. */
const google = {
  ...presets.Google,
  presets: presets.Google.presets
    .filter((preset) => typeof preset === 'object')
    .map((preset) => ({ ...preset, tests: preset.tests?.filter((t) => !t.test.includes('.publisher')) })),
};

const articleTests: Test[] = [
  { test: 'Article[*].headline', expect: /^[\s\S]{1,110}$/u, description: 'headline of at most 110 characters' },
  { test: 'Article[*].author."@type"', expect: /^(?:Person|Organization)$/, description: 'author is a Person or Organization' },
  { test: 'Article[*].author.name', expect: /^(?!(?:por|by)\s)\S/i, description: 'author name, without "by"' },
  { test: 'Article[*].author.url', expect: ABSOLUTE, description: 'author url, absolute' },
  { test: 'Article[*].datePublished', expect: ISO_8601, description: 'datePublished in ISO 8601' },
  { test: 'Article[*].dateModified', expect: ISO_8601, description: 'dateModified in ISO 8601' },
  // A JMESPath that finds the first image that is not an absolute URL: there must be none.
  { test: "Article[*].image[] | [?!starts_with(@, 'http')] | [0]", expect: false, description: 'every image absolute' },
];
const workTests: Test[] = [
  { test: 'CreativeWork[*].name', description: 'name' },
  { test: 'CreativeWork[*].genre', description: 'genre' },
  { test: 'CreativeWork[*].author.name', description: 'author name' },
  ...['datePublished', 'dateModified'].map((key) => ({
    test: `CreativeWork[*].${key}`,
    expect: ISO_8601,
    description: `${key} in ISO 8601`,
    conditional: { test: `CreativeWork[0].${key}` },
  })),
];
const ours = [
  { name: 'Article', conditional: { test: 'Article' }, tests: articleTests },
  { name: 'CreativeWork', conditional: { test: 'CreativeWork' }, tests: workTests },
];

/** What the tool finds wrong with the structured data of `html` (a page, or one JSON-LD node as JSON). */
export async function structuredDataProblems(html: string): Promise<string[]> {
  try {
    await sdtt.structuredDataTest(html, { presets: [google, ...ours] });
    return [];
  } catch (error) {
    const failed = (error as { res?: { failed: { group?: string; description?: string; test: string }[] } }).res?.failed;
    if (!failed) throw error;
    // The preset's own tests carry no group: they are Google's.
    return failed.map((t) => `${t.group ?? 'Google'}: ${t.description ?? t.test}`);
  }
}
