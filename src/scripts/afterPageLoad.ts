// The site's work once a page has loaded, imported by the nav on every page after the load
// event (so nothing of it comes before the first paint): the offline copy (the service worker),
// the reader's actions left waiting for a connection on an earlier visit, and the contents
// page's 'Guardar para leer sin conexión' (its code, built on its own, only where the control
// is: see loadOnIntent.ts for why it is named by the page rather than imported from here).
import { resumePendingSends } from './actions/resumePendingSends';
import { importModule } from './loadOnIntent';
import { registerServiceWorker } from './offline/registerServiceWorker';

void registerServiceWorker();
void resumePendingSends();
const saveEdition = document.querySelector<HTMLElement>('[data-save-module]')?.dataset.saveModule;
if (saveEdition) void importModule(saveEdition);
