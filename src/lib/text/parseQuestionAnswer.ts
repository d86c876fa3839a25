export interface QaBlock {
  number: number;
  question: string;
  answer: string[];
}

/** A question is a line that starts with its number and a period: "3. ¿Por qué...?" */
const QUESTION = /^\s*(\d+)\.\s*(.*)$/;

/**
 * Reads interview text as numbered question and answer blocks (poems 50 and 184, spec
 * section 4): each question line starts a block, the non-empty lines after it are its
 * answer's paragraphs. Lines before the first question form an introduction.
 */
export function parseQuestionAnswer(lines: readonly string[]): { intro: string[]; blocks: QaBlock[] } {
  const intro: string[] = [];
  const blocks: QaBlock[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const question = QUESTION.exec(line);
    if (question) blocks.push({ number: Number(question[1]), question: question[2]!, answer: [] });
    else if (blocks.length) blocks[blocks.length - 1]!.answer.push(line);
    else intro.push(line);
  }
  return { intro, blocks };
}
