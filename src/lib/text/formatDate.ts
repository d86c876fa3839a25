import { DATE_LOCALE } from '../../consts.ts';

const dayMonthYear = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  timeZone: 'UTC',
});

/**
 * dd/mm/yy in es-ES. Accepts 'YYYY-MM-DD' (a calendar date, shown as is)
 * or a full ISO timestamp (shown as its UTC calendar day). Returns '' for missing or bad input.
 */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date ? dayMonthYear.format(date) : '';
}

/** A stored date ('YYYY-MM-DD' as UTC midnight, or a full ISO timestamp); undefined for missing or bad input. */
export function parseDate(value: string | Date | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
