import { FOOTER_REVISTA_ID } from '../../consts.ts';
import { splitNames } from '../text/splitNames.ts';
import type { Site } from './indexSnapshot.ts';
import { imageUrl } from './describe.ts';

/** What the nav bar and footer show on every page. */
export interface Chrome {
  /** First row of caras2; null leaves the logo empty. */
  logo: string | null;
  /** Contribuyentes of revista id 2. */
  colaboradores: string[];
  year: number;
  /** The editors' preview: every page noindex, with the 'Vista previa' band. */
  preview: boolean;
}

export function getChrome(site: Site): Chrome {
  return {
    logo: imageUrl(site, site.snapshot.caras2[0]?.url),
    colaboradores: splitNames(site.edition.get(FOOTER_REVISTA_ID)?.contribuyentes),
    year: site.options.now.getUTCFullYear(),
    preview: site.options.preview,
  };
}
