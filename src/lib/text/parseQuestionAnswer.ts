export interface QaBlock {
  number: number;
  question: string;
  answer: string[];
}

export interface QaText {
  /** Paragraphs before the first question. */
  intro: string[];
  blocks: QaBlock[];
}

/** A numbered question line: "3. ¿Por qué...?" (or "3) ..."). */
const NUMBERED = /^\s*(\d{1,3})[.)]\s*(.*)$/;

/** The text of a line without emphasis marks, dashes and quotes around it. */
const bare = (text: string) => text.replace(/\$/g, '').replace(/^[\s—–\-«"“]+|[\s»"”]+$/g, '');

/** A paragraph that is a question as a whole: '¿…?' (Spanish opens and closes it). */
const isQuestion = (paragraph: string) => {
  const text = bare(paragraph);
  return text.startsWith('¿') && text.endsWith('?');
};

/**
 * The magazine's shape: a question line starts with its number, counting from 1 ("1. ¿…?"),
 * and the non-blank lines after it are its answer. A number that does not continue the count
 * ("2020. Aquel año…") is answer text. Lines before the first question form an introduction.
 */
function numbered(lines: readonly string[]): QaText | null {
  const intro: string[] = [];
  const blocks: QaBlock[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const match = NUMBERED.exec(line);
    if (match && Number(match[1]) === blocks.length + 1 && match[2]) {
      blocks.push({ number: blocks.length + 1, question: match[2], answer: [] });
    } else if (blocks.length) blocks.at(-1)!.answer.push(line);
    else intro.push(line);
  }
  return blocks.length ? { intro, blocks } : null;
}

/**
 * Unnumbered paragraphs separated by blank lines. Where questions are written '¿…?', each
 * such paragraph starts a block and the paragraphs up to the next one answer it (those before
 * the first question are an introduction); otherwise paragraphs alternate question, answer.
 */
function unnumbered(lines: readonly string[]): QaText | null {
  const paragraphs = splitParagraphs(lines);
  const blocks: QaBlock[] = [];
  const intro: string[] = [];
  const add = (question: string[]) => blocks.push({ number: blocks.length + 1, question: question.join(' '), answer: [] });
  if (paragraphs.some((p) => isQuestion(p.join(' ')))) {
    for (const paragraph of paragraphs) {
      if (isQuestion(paragraph.join(' '))) add(paragraph);
      else if (blocks.length) blocks.at(-1)!.answer.push(...paragraph);
      else intro.push(...paragraph);
    }
  } else {
    if (paragraphs.length < 2) return null;
    paragraphs.forEach((paragraph, i) => (i % 2 === 0 ? add(paragraph) : blocks.at(-1)!.answer.push(...paragraph)));
  }
  return blocks.length ? { intro, blocks } : null;
}

/** Groups of consecutive non-blank lines (trimmed), as a reader sees paragraphs. */
function splitParagraphs(lines: readonly string[]): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line) {
      current.push(line);
    } else if (current.length) {
      paragraphs.push(current);
      current = [];
    }
  }
  if (current.length) paragraphs.push(current);
  return paragraphs;
}

/**
 * Reads an interview (poems 50 and 184) as numbered question and answer blocks, whatever
 * shape its text has: numbered question lines, or unnumbered paragraphs (see above). Answers
 * keep one entry per line. Null when the text holds no question at all.
 */
export function parseQuestionAnswer(lines: readonly string[]): QaText | null {
  return numbered(lines) ?? unnumbered(lines);
}
