import { isTimeZone } from '../schedule/zonedDate.ts';

/** Where the magazine lives: an edition dated D becomes public when D begins there. */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

export interface PublishingConfig {
  /** MAGAZINE_TIME_ZONE: the IANA time zone of the editions' dates. */
  timeZone: string;
  /**
   * EDITOR_PREVIEW: build the editors' preview (scheduled editions included, every page
   * noindex with a 'Vista previa' band) instead of the public site.
   */
  preview: boolean;
}

type Env = Record<string, string | undefined>;

const ON = /^(1|true|on|yes|si|sí)$/i;

/** Whether an EDITOR_PREVIEW value turns the editors' preview on (the build and both servers read it). */
export const isEditorPreview = (value: string | undefined): boolean => ON.test(value?.trim() ?? '');

export function readPublishingConfig(env: Env = process.env): PublishingConfig {
  const timeZone = env.MAGAZINE_TIME_ZONE?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone))
    throw new Error(`MAGAZINE_TIME_ZONE: unknown time zone "${timeZone}" (an IANA name such as ${DEFAULT_TIME_ZONE}).`);
  return { timeZone, preview: isEditorPreview(env.EDITOR_PREVIEW) };
}
