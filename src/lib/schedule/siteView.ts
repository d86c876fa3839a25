import type { Snapshot } from '../content/types.ts';
import { scheduledEditions, withoutEditions } from './publicSnapshot.ts';
import { startOfDayIn, todayIn } from './zonedDate.ts';

/** An edition waiting for its date, as the build reports it. */
export interface ScheduledEdition {
  id: number;
  numero: number | null;
  nombre: string | null;
  /** Its fecha_publicacion ('YYYY-MM-DD'). */
  fecha: string;
  /** When it becomes public: the start of its date in the magazine's time zone (ISO). */
  publicaAt: string;
}

/** What a build makes the site from, and what it leaves for later. */
export interface SiteView {
  /** The rows the pages, feeds, sitemap and search index are made from. */
  snapshot: Snapshot;
  /** The magazine's date when the view was taken ('YYYY-MM-DD'). */
  today: string;
  /** Editions dated after today, soonest first (shown only in the editors' preview). */
  scheduled: ScheduledEdition[];
  /** When the next of them becomes public (ISO), or null: the moment the public site is due a publish. */
  nextPublication: string | null;
  preview: boolean;
}

/**
 * The site as of `now`: the database's snapshot without the editions dated after today in
 * the magazine's time zone, or with everything for the editors' preview. Applied once, where
 * a build loads its data, so every output follows.
 */
export function siteView(database: Snapshot, options: { now: Date; timeZone: string; preview: boolean }): SiteView {
  const today = todayIn(options.timeZone, options.now);
  const scheduled = scheduledEditions(database, today).map((edition): ScheduledEdition => ({
    id: edition.id,
    numero: edition.numero,
    nombre: edition.nombre,
    fecha: edition.fecha_publicacion!,
    publicaAt: startOfDayIn(edition.fecha_publicacion!, options.timeZone).toISOString(),
  }));
  return {
    snapshot: options.preview ? database : withoutEditions(database, new Set(scheduled.map((e) => e.id))),
    today,
    scheduled,
    nextPublication: scheduled[0]?.publicaAt ?? null,
    preview: options.preview,
  };
}
