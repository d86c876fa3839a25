// The site's work once a page has loaded, imported by the nav on every page after the load
// event (so nothing of it comes before the first paint): the offline copy (the service worker),
// the reader's actions left waiting for a connection on an earlier visit, the next page
// fetched as the reader reaches for its link (Speculation Rules), islands that wait for the
// reader's intent (client:intent: the gallery's popup), and the contents
// page's 'Guardar para leer sin conexión' (its code, built on its own, only where the control
// is: see loadOnIntent.ts for why it is named by the page rather than imported from here).
import { resumePendingSends } from './actions/resumePendingSends';
import { hydrateQueuedOnIntent } from './hydrateOnIntent';
import { importModule } from './loadOnIntent';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { prefetchNextPage } from './prefetchNextPage';

hydrateQueuedOnIntent();
void registerServiceWorker();
void resumePendingSends();
prefetchNextPage();
const saveEdition = document.querySelector<HTMLElement>('[data-save-module]')?.dataset.saveModule;
if (saveEdition) void importModule(saveEdition);
