import { outputSizeWarning } from '../hosting/cloudflareLimits.ts';
import { paths } from '../site/paths.ts';
import { PROBLEM_KINDS, type ContentReport, type RowRef } from './types.ts';

/** Rows of the printed table; the rest are in the JSON report. */
export const PRINTED_PROBLEMS = 20;

const rowLabel = (row: RowRef) => `${row.table} ${row.id}${row.column ? ` · ${row.column}` : ''}`;

function clip(text: string, width: number): string {
  return text.length <= width ? text.padEnd(width) : `${text.slice(0, width - 1)}…`;
}

/**
 * The report as `npm run build` prints it: a short table of the problems (the first
 * PRINTED_PROBLEMS), then the editions waiting for their date. Empty when all is well.
 */
export function formatContentReport(report: ContentReport, timeZone: string): string {
  const lines: string[] = report.error ? [report.error] : [];
  const size = report.output && outputSizeWarning(report.output);
  if (size) lines.push(size);
  const { problems } = report;
  if (problems.length) {
    const header = ['What readers would see', 'Page', 'Row to fix'];
    const rows = problems.slice(0, PRINTED_PROBLEMS).map((p) => [PROBLEM_KINDS[p.kind], p.page ?? '(no page)', rowLabel(p.row)]);
    const widths = header.map((h, i) => Math.min(Math.max(h.length, ...rows.map((r) => r[i]!.length)), i === 1 ? 48 : 34));
    const line = (cells: string[]) => `  ${cells.map((c, i) => clip(c, widths[i]!)).join('  ')}`.trimEnd();
    lines.push(
      `Content report: ${problems.length} problem${problems.length === 1 ? '' : 's'} readers would see (all of them, with details: ${paths.contentReport().slice(1)} in the build).`,
      line(header),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
    );
    if (problems.length > PRINTED_PROBLEMS) lines.push(`  … and ${problems.length - PRINTED_PROBLEMS} more.`);
  }
  if (report.scheduled.length) {
    if (lines.length) lines.push('');
    const where = report.preview ? 'shown in this preview only' : 'left out of this build';
    for (const edition of report.scheduled) {
      const name = `Edición ${edition.numero ?? edition.id}${edition.nombre ? ` «${edition.nombre}»` : ''}`;
      lines.push(`Scheduled: ${name} becomes public on ${edition.fecha} (${timeZone}); ${where}.`);
    }
  }
  return lines.join('\n');
}
