import { groupStanzas } from './groupStanzas.ts';
import { parseEmphasis, type Segment } from './parseEmphasis.ts';
import { parseQuestionAnswer } from './parseQuestionAnswer.ts';
import { SAMPLE_POEM_TEXT } from './samplePoem.ts';
import { splitPoemSections } from './splitPoemSections.ts';

/** Poems whose sections each hold an image address. */
export const IMAGE_POEM_IDS: ReadonlySet<number> = new Set([165, 61]);
/** Poems shown as numbered question and answer blocks. */
export const QA_POEM_IDS: ReadonlySet<number> = new Set([50, 184]);

export type Line = Segment[];

export type PoemBlock =
  | { kind: 'stanzas'; stanzas: Line[][] }
  | { kind: 'image'; src: string }
  | { kind: 'qa'; intro: Line[]; items: { number: number; question: Line; answer: Line[] }[] };

export interface PoemSection {
  title: string | null;
  block: PoemBlock;
}

export interface PoemBody {
  /** True when the poem had no text and the built-in sample poem stands in. */
  sample: boolean;
  sections: PoemSection[];
}

/** A poem's stored text and what its image addresses resolve against. */
export interface PoemText {
  id: number;
  texto: string | null;
  storageBase: string;
}

/** The text a reader sees for a poem: its own, or the sample poem when it has none. */
export function displayedText(texto: string | null | undefined): { text: string; sample: boolean } {
  return texto?.trim() ? { text: texto, sample: false } : { text: SAMPLE_POEM_TEXT, sample: true };
}

/**
 * Turns a poem's raw text into the sections the poem page renders. `resolveImage` maps an
 * image address to a safe URL (or null when it is not one).
 */
export function parsePoemText(id: number, texto: string | null | undefined, resolveImage: (address: string) => string | null): PoemBody {
  const { text, sample } = displayedText(texto);
  const sections = splitPoemSections(text).map(({ title, lines }): PoemSection => {
    if (!sample && IMAGE_POEM_IDS.has(id)) {
      const address = lines.map((l) => l.trim()).filter(Boolean);
      const src = address.length === 1 ? resolveImage(address[0]!) : null;
      if (src) return { title, block: { kind: 'image', src } };
    }
    if (!sample && QA_POEM_IDS.has(id)) {
      const qa = parseQuestionAnswer(lines);
      if (qa) {
        const { intro, blocks } = qa;
        return {
          title,
          block: {
            kind: 'qa',
            intro: intro.map(parseEmphasis),
            items: blocks.map((b) => ({
              number: b.number,
              question: parseEmphasis(b.question),
              answer: b.answer.map(parseEmphasis),
            })),
          },
        };
      }
    }
    return { title, block: { kind: 'stanzas', stanzas: groupStanzas(lines).map((s) => s.map(parseEmphasis)) } };
  });
  return { sample, sections };
}
