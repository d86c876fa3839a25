// Built on its own (`?worker&url`) and imported by ShareButton when a reader heads for the
// button: 'Compartir' costs no request before the first paint.
import { setUpShare } from './share';

document.querySelectorAll<HTMLElement>('[data-share]').forEach(setUpShare);
