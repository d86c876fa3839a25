// The one-line privacy notices shown at each form that takes a reader's data (the newsletter
// and hormiguear), defined once: the islands render them, so they are in the pages' HTML
// before any script runs and without JavaScript, and in the form-post answer pages too.
import type { HormiguearKind } from '../actions/rules.ts';
import { paths } from '../site/paths.ts';
import { MESSAGE_KEPT_DAYS_AFTER_DELIVERY } from './retention.ts';

/** A short notice: a sentence, then a link to the full notice. */
export interface FormNotice {
  text: string;
  link: { label: string; href: string };
}

/** The words of the link to /privacidad, wherever it appears (footer, forms, /baja). */
export const PRIVACY_LINK_LABEL = 'Aviso de privacidad';

const link = { label: PRIVACY_LINK_LABEL, href: paths.privacy() } as const;
const erased = `los borramos ${MESSAGE_KEPT_DAYS_AFTER_DELIVERY} días después de entregarlos.`;

/** Next to the newsletter form (footer). */
export const NEWSLETTER_NOTICE: FormNotice = {
  // Short on purpose: every page's footer carries it, and a longer footer outweighs a short
  // author page in Reader View (Readability takes the longest text it finds).
  text: 'Solo para el boletín; date de baja cuando quieras.',
  link,
};

/**
 * In the hormiguear form. A poem's message goes to its author and to the magazine, the name
 * only if the reader writes one; a visual work's name (required there) goes to its artist.
 */
export const HORMIGUEAR_NOTICE: Record<HormiguearKind, FormNotice> = {
  poema: { text: `Tu mensaje y tu nombre, si lo escribes, llegarán al autor y a la revista; ${erased}`, link },
  visual: { text: `Tu nombre y tu mensaje llegarán al artista; ${erased}`, link },
};
