// The cards of shared links, as data: what each card shows (its source), the file it is written
// to (named by what it shows, so a change makes a new card and nothing else does), what its alt
// text says, and a poem's first lines set as the poem page sets them.
import { describe, expect, it } from 'vitest';
import { allCards, authorCard, CARD_HEIGHT, CARD_WIDTH, cardRef, editionHomeCard, poemCard } from '@/lib/cards/card';
import { CARD_VERSE_LINES, cardText } from '@/lib/cards/cardText';
import { indexSnapshot } from '@/lib/site/indexSnapshot';
import { getPoemModel } from '@/lib/site/getPoemModel';
import { fixtureSnapshot } from '../fixtures/snapshot';

const options = {
  storageBase: 'https://x.supabase.co/storage/v1/object/public',
  now: new Date('2026-11-21T12:00:00Z'),
  preview: false,
  timeZone: 'America/Mexico_City',
};
const site = indexSnapshot(fixtureSnapshot(), options);
const poem = (id: number) => site.snapshot.poema.find((p) => p.id === id)!;

describe('a card', () => {
  it('names the work, its author and where it appeared, and keeps the raw text for its first lines', () => {
    const card = poemCard(site, poem(1));
    expect(card).toMatchObject({
      kind: 'poema',
      page: '/poema/hormiga',
      title: 'Hormiga',
      byline: 'Ana Pérez',
      text: { kind: 'poem', id: 1 },
    });
    expect(card.eyebrow).toMatch(/^POEMA · EDICIÓN \d/);
    expect(card.alt).toBe('«Hormiga», poema de Ana Pérez en Hormiguero de Poemas: su título, su autor y sus primeros versos.');
  });

  it('is written to a JPEG named after its page and what it shows, 1200×630', () => {
    const ref = cardRef(poemCard(site, poem(1)));
    expect(ref).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1200, 630]);
    expect(ref.path).toMatch(/^\/tarjetas\/poema\/hormiga-[A-Za-z0-9]{10}\.jpg$/);
    // The same data, the same file; any change in what it shows, another.
    expect(cardRef(poemCard(site, poem(1)))).toEqual(ref);
    const edited = indexSnapshot(
      { ...fixtureSnapshot(), poema: fixtureSnapshot().poema.map((p) => (p.id === 1 ? { ...p, texto: 'otro verso' } : p)) },
      options,
    );
    expect(
      cardRef(
        poemCard(
          edited,
          edited.snapshot.poema.find((p) => p.id === 1)!,
        ),
      ).path,
    ).not.toBe(ref.path);
    // What the card does not show changes nothing: the counter of hormigueos.
    const liked = indexSnapshot({ ...fixtureSnapshot(), poema: fixtureSnapshot().poema.map((p) => ({ ...p, hormigueos: 99 })) }, options);
    expect(
      cardRef(
        poemCard(
          liked,
          liked.snapshot.poema.find((p) => p.id === 1)!,
        ),
      ).path,
    ).toBe(ref.path);
  });

  it('is the one the poem page names, with its alt text', () => {
    const model = getPoemModel(site, poem(1));
    expect(model.meta.card).toEqual(cardRef(poemCard(site, poem(1))));
  });

  it('for an author, shows their name and short bio; for an edition home, its name and synopsis (the latest one’s is the home page’s)', () => {
    const author = authorCard(site, site.author.get(1)!);
    expect(author).toMatchObject({ kind: 'autor', title: 'Ana Pérez', byline: null });
    const latest = editionHomeCard(site, site.latest!);
    expect(latest.page).toBe('/');
    expect(cardRef(latest).path).toMatch(/^\/tarjetas\/inicio-/);
    const older = site.editions.find((e) => e !== site.latest)!;
    expect(editionHomeCard(site, older).page).toMatch(/^\/ediciones\//);
  });

  it('one for every poem, author and edition home, no two pages sharing one', () => {
    const cards = allCards(site);
    expect(cards).toHaveLength(site.snapshot.poema.length + site.snapshot.autor.length + site.editions.length);
    expect(new Set(cards.map((c) => cardRef(c).path)).size).toBe(cards.length);
  });
});

describe('the first lines on a card', () => {
  it('are the verse as the page sets it: its breaks, its indentation, a blank between stanzas, its emphasis', () => {
    expect(
      cardText({ kind: 'poema', text: { kind: 'poem', id: 1, texto: 'primera línea\n   segunda con $énfasis$\n\nnueva estrofa' } }),
    ).toEqual({
      kind: 'verse',
      lines: [
        [{ text: 'primera línea', em: false }],
        [
          { text: '   segunda con ', em: false },
          { text: 'énfasis', em: true },
        ],
        [],
        [{ text: 'nueva estrofa', em: false }],
      ],
    });
  });

  it(`hold ${CARD_VERSE_LINES} lines at most, never a blank last, and cut a long line at a word`, () => {
    const long = Array.from({ length: 12 }, (_, i) => `verso ${i + 1}`).join('\n');
    const { lines } = cardText({ kind: 'poema', text: { kind: 'poem', id: 9, texto: long } }) as { lines: unknown[][] };
    expect(lines).toHaveLength(CARD_VERSE_LINES);
    const cut = cardText(
      { kind: 'poema', text: { kind: 'poem', id: 9, texto: 'una línea larguísima que no cabe en la tarjeta' } },
      { verseCharacters: 20 },
    );
    expect(cut).toEqual({ kind: 'verse', lines: [[{ text: 'una línea…', em: false }]] });
    const stanzas = cardText({ kind: 'poema', text: { kind: 'poem', id: 9, texto: 'a\nb\nc\nd\n\ne\nf' } }) as { lines: unknown[][] };
    expect(stanzas.lines.at(-1)).not.toEqual([]);
  });

  it('of an essay read as prose; of an interview, its first question, numbered once, and its answer', () => {
    expect(cardText({ kind: 'ensayo', text: { kind: 'poem', id: 9, texto: 'Un ensayo\nque sigue aquí.\n\nOtro párrafo.' } })).toEqual({
      kind: 'paragraph',
      segments: [
        { text: 'Un ensayo', em: false },
        { text: ' ', em: false },
        { text: 'que sigue aquí.', em: false },
      ],
    });
    const interview = cardText({
      kind: 'entrevista',
      text: { kind: 'poem', id: 50, texto: '1. ¿Cómo empezó todo?\nCon una hormiga.\n2. ¿Y después?\nOtra.' },
    });
    expect(interview).toEqual({
      kind: 'paragraph',
      segments: [
        { text: '1. ', em: false },
        { text: '¿Cómo empezó todo?', em: false },
        { text: ' ', em: false },
        { text: 'Con una hormiga.', em: false },
      ],
    });
  });

  it('nothing for a picture poem or an author without a bio', () => {
    expect(cardText({ kind: 'poema', text: { kind: 'poem', id: 165, texto: '/sample/a.webp' } })).toBeNull();
    expect(cardText({ kind: 'autor', text: null })).toBeNull();
  });
});
