// Built on its own (`?worker&url`) and imported when a reader heads for 'Compartir'
// (scripts/loadOnIntent.ts): it costs no request before the first paint.
import { setUpShare } from './share';

document.querySelectorAll<HTMLElement>('[data-share]').forEach(setUpShare);
