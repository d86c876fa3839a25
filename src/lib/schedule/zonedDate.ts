/**
 * Calendar dates in the magazine's time zone. An edition dated 2026-12-01 becomes public when
 * that day begins where the magazine lives, not in UTC and not on the build machine's clock.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` (cached: building a format is the slow part). */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time at `moment` in `timeZone`, written as if it were UTC (ms). */
function wallClock(moment: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(moment))
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** Whether `timeZone` is an IANA zone this runtime knows ('America/Mexico_City'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The date ('YYYY-MM-DD') it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): string {
  return new Date(wallClock(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The moment the day `date` ('YYYY-MM-DD') begins in `timeZone`. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnight)) throw new RangeError(`not a date: ${date}`);
  // Local midnight under the zone's offset on either side of the day (a daylight-saving
  // change happens at most once in between). The earlier one whose wall clock has reached
  // midnight is the start: where the clock jumps over midnight, the first moment after it.
  const offset = (moment: number) => wallClock(moment, timeZone) - moment;
  const day = 36 * 60 * 60 * 1000;
  const candidates = [midnight - offset(midnight - day), midnight - offset(midnight + day)].filter(
    (moment) => wallClock(moment, timeZone) >= midnight,
  );
  return new Date(Math.min(...candidates));
}
