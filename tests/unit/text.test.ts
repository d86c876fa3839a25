import { describe, expect, it } from 'vitest';
import { assignSlugs } from '@/lib/text/assignSlugs';
import { countWords } from '@/lib/text/countWords';
import { readableLines } from '@/lib/text/readableText';
import { excerpt } from '@/lib/text/excerpt';
import { formatDate, parseDate } from '@/lib/text/formatDate';
import { groupStanzas } from '@/lib/text/groupStanzas';
import { parseEmphasis, stripEmphasis } from '@/lib/text/parseEmphasis';
import { parseQuestionAnswer } from '@/lib/text/parseQuestionAnswer';
import { slugify } from '@/lib/text/slugify';
import { splitNames } from '@/lib/text/splitNames';
import { splitPoemSections } from '@/lib/text/splitPoemSections';
import { bookSizeTier, wordCountTier } from '@/lib/text/tiers';
import { truncate } from '@/lib/text/truncate';

describe('slugify', () => {
  it.each([
    ['Canción de la hormiga', 'cancion-de-la-hormiga'],
    ['  ¿Quién canta, Hormiga?  ', 'quien-canta-hormiga'],
    ['Ñandú & Cía.', 'nandu-cia'],
    ['INÉS ÁVILA', 'ines-avila'],
    ['Ines Avila', 'ines-avila'],
    ['Poema nº 3 — otoño', 'poema-no-3-otono'],
    ['¿?', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => expect(slugify(input)).toBe(expected));
});

describe('assignSlugs', () => {
  it('gives the bare slug to the lowest id and suffixes the others with their id', () => {
    const slugs = assignSlugs(
      [
        { id: 9, text: 'Hormiga' },
        { id: 2, text: 'hormiga' },
        { id: 4, text: 'HORMIGA' },
      ],
      'poema',
    );
    expect(slugs.get(2)).toBe('hormiga');
    expect(slugs.get(4)).toBe('hormiga-4');
    expect(slugs.get(9)).toBe('hormiga-9');
  });

  it('never hands out a slug twice, even when a real title looks like a suffixed one', () => {
    const slugs = assignSlugs(
      [
        { id: 1, text: 'Ana' },
        { id: 7, text: 'Ana' },
        { id: 3, text: 'Ana 7' },
      ],
      'autor',
    );
    expect(new Set(slugs.values()).size).toBe(3);
    expect(slugs.get(3)).toBe('ana-7');
    expect(slugs.get(7)).toBe('ana-7-2');
  });

  it('is stable when a newer row with the same name arrives', () => {
    const before = assignSlugs([{ id: 5, text: 'Luz' }], 'poema');
    const after = assignSlugs(
      [
        { id: 5, text: 'Luz' },
        { id: 12, text: 'Luz' },
      ],
      'poema',
    );
    expect(after.get(5)).toBe(before.get(5));
  });

  it('falls back to a prefix and the id for titles without letters', () => {
    expect(
      assignSlugs(
        [
          { id: 8, text: '¿?' },
          { id: 9, text: null },
        ],
        'poema',
      ),
    ).toEqual(
      new Map([
        [8, 'poema-8'],
        [9, 'poema-9'],
      ]),
    );
  });
});

describe('formatDate', () => {
  it.each([
    ['2025-06-21', '21/06/25'],
    ['2024-01-05', '05/01/24'],
    ['2025-03-14T23:30:00Z', '14/03/25'],
    [null, ''],
    ['not a date', ''],
  ])('%j -> %j (es-ES dd/mm/yy)', (input, expected) => expect(formatDate(input)).toBe(expected));
});

describe('parseDate', () => {
  it('reads a calendar date as UTC midnight and a timestamp as given; nothing for missing or bad input', () => {
    expect(parseDate('2025-06-21')?.toISOString()).toBe('2025-06-21T00:00:00.000Z');
    expect(parseDate('2025-03-14T23:30:00Z')?.toISOString()).toBe('2025-03-14T23:30:00.000Z');
    expect(parseDate(null)).toBeUndefined();
    expect(parseDate('not a date')).toBeUndefined();
  });
});

describe('splitNames', () => {
  it('splits comma-separated names, trimming and dropping blanks', () => {
    expect(splitNames(' Ana Pérez ,Luis  Gómez,, ')).toEqual(['Ana Pérez', 'Luis Gómez']);
    expect(splitNames(null)).toEqual([]);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text at a word boundary with an ellipsis', () => {
    expect(truncate('Poema breve', 20)).toBe('Poema breve');
    const cut = truncate('La hormiga carga una miga de pan por el camino de tierra', 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe('La hormiga carga una miga de…');
  });
});

describe('parseEmphasis', () => {
  it.each([
    ['sin marcas', [{ text: 'sin marcas', em: false }]],
    [
      'la $hormiga$ canta',
      [
        { text: 'la ', em: false },
        { text: 'hormiga', em: true },
        { text: ' canta', em: false },
      ],
    ],
    [
      '$a$ y $b$',
      [
        { text: 'a', em: true },
        { text: ' y ', em: false },
        { text: 'b', em: true },
      ],
    ],
    ['cuesta 5$ nada', [{ text: 'cuesta 5$ nada', em: false }]],
  ])('%j', (line, expected) => expect(parseEmphasis(line)).toEqual(expected));

  it('strips the marks for plain text', () => expect(stripEmphasis('la $hormiga$')).toBe('la hormiga'));
});

describe('splitPoemSections', () => {
  it('splits at -title- lines and keeps text before the first marker as an untitled section', () => {
    expect(splitPoemSections('antes\n-Inicio-\nuno\n\n-Final-\ndos\n')).toEqual([
      { title: null, lines: ['antes'] },
      { title: 'Inicio', lines: ['uno'] },
      { title: 'Final', lines: ['dos'] },
    ]);
  });

  it('does not treat hyphenated lines or dashes inside text as markers', () => {
    const sections = splitPoemSections('- no es título\nun -medio- aquí\n-dos-guiones-');
    expect(sections).toHaveLength(1);
    expect(sections[0]!.lines).toHaveLength(3);
  });

  it('normalises Windows line endings', () => {
    expect(splitPoemSections('-A-\r\nuno\r\ndos')).toEqual([{ title: 'A', lines: ['uno', 'dos'] }]);
  });
});

describe('groupStanzas', () => {
  it('breaks stanzas at blank lines, keeps indentation and drops trailing spaces', () => {
    expect(groupStanzas(['uno', '   dos  ', '', '', '\ttres'])).toEqual([['uno', '   dos'], ['    tres']]);
  });
});

describe('parseQuestionAnswer', () => {
  it('reads numbered questions and the paragraphs that answer them, after an introduction', () => {
    expect(parseQuestionAnswer(['Presentación.', '1. ¿Primera?', 'Uno.', '', 'Dos.', '2. ¿Segunda?', 'Tres.'])).toEqual({
      intro: ['Presentación.'],
      blocks: [
        { number: 1, question: '¿Primera?', answer: ['Uno.', 'Dos.'] },
        { number: 2, question: '¿Segunda?', answer: ['Tres.'] },
      ],
    });
  });

  it('takes a numbered line as a question only when it continues the count', () => {
    expect(parseQuestionAnswer(['1. ¿Cuándo empezó?', '2020. Aquel año lo cambió todo.', '2) ¿Y después?', 'Seguí.'])).toEqual({
      intro: [],
      blocks: [
        { number: 1, question: '¿Cuándo empezó?', answer: ['2020. Aquel año lo cambió todo.'] },
        { number: 2, question: '¿Y después?', answer: ['Seguí.'] },
      ],
    });
  });

  it('numbers unnumbered paragraphs written ¿…?, with an introduction and answers of several paragraphs', () => {
    const text = [
      'Conversamos con la autora en su taller.',
      '',
      '¿Cómo llegó al collage?',
      '',
      'Por accidente. ¿Quién no llega así?',
      'Luego fue costumbre.',
      '',
      'Y nunca lo dejé.',
      '',
      '$¿Qué le enseñaron las tijeras?$',
      '',
      '— A escuchar el papel.',
    ];
    expect(parseQuestionAnswer(text)).toEqual({
      intro: ['Conversamos con la autora en su taller.'],
      blocks: [
        {
          number: 1,
          question: '¿Cómo llegó al collage?',
          answer: ['Por accidente. ¿Quién no llega así?', 'Luego fue costumbre.', 'Y nunca lo dejé.'],
        },
        { number: 2, question: '$¿Qué le enseñaron las tijeras?$', answer: ['— A escuchar el papel.'] },
      ],
    });
  });

  it('alternates question and answer when unnumbered questions carry no question marks', () => {
    expect(parseQuestionAnswer(['Háblenos de su infancia.', '', 'Crecí entre hormigas.', '', 'Y de su obra.', '', 'Es pequeña.'])).toEqual({
      intro: [],
      blocks: [
        { number: 1, question: 'Háblenos de su infancia.', answer: ['Crecí entre hormigas.'] },
        { number: 2, question: 'Y de su obra.', answer: ['Es pequeña.'] },
      ],
    });
  });

  it('finds no interview in a single paragraph without questions', () => {
    expect(parseQuestionAnswer(['Un solo párrafo', 'de prosa.'])).toBeNull();
  });
});

describe('countWords and tiers', () => {
  it('counts the words a reader sees, without section and emphasis marks', () => {
    expect(countWords(1, '-Uno-\nla $hormiga$ canta\n\n— y calla')).toBe(6);
  });

  it.each([
    'primera línea\n   segunda con $énfasis$ aquí\n\nnueva estrofa',
    '-Mi título-\nla $hormiga que$ canta\n— y $calla$\ncuesta 5 $ nada',
    '  -Sección-  \n¿Quién? ¡Nadie!\n\n\n...\n',
  ])('counts the same words as the text a reader sees: %j', (texto) => {
    const seen = readableLines(1, texto);
    const expected = [...seen.titles, ...seen.lines]
      .join(' ')
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    expect(countWords(1, texto)).toBe(expected);
  });

  it('counts the sample poem for a poem with no text', () => {
    expect(countWords(1, null)).toBeGreaterThan(40);
  });

  it('gives image poems no count: they are read as pictures, not words', () => {
    expect(countWords(165, '-Primera vista-\n/sample/a.webp\n-Otra-\n/sample/b.webp')).toBeNull();
    // Without its own text the sample poem stands in, and that is counted.
    expect(countWords(165, null)).toBeGreaterThan(40);
  });

  it.each([
    [0, 'small'],
    [99, 'small'],
    [100, 'medium'],
    [200, 'medium'],
    [201, 'large'],
  ] as const)('%i words is a %s tile', (words, tier) => expect(wordCountTier(words)).toBe(tier));

  it.each([
    [1, 'small'],
    [4, 'small'],
    [5, 'medium'],
    [7, 'medium'],
    [8, 'large'],
  ] as const)('a book of %i poems is a %s tile', (poems, tier) => expect(bookSizeTier(poems)).toBe(tier));
});

describe('excerpt', () => {
  it('is the opening of the poem as one plain line', () => {
    expect(excerpt(1, '-Título-\nla $hormiga$\ncanta', 120)).toBe('la hormiga canta');
  });

  it('of an image poem is its real text only: none when it is all pictures and captions', () => {
    expect(excerpt(61, '-Vista-\n/sample/a.webp\n-Otra-\n/b.webp', 120)).toBe('');
    expect(excerpt(61, '-Vista-\n/sample/a.webp\n-Nota-\nLas manos $no$ se cansan\n-Otra-\nhttps://x.example/b.jpg', 120)).toBe(
      'Las manos no se cansan',
    );
  });
});
