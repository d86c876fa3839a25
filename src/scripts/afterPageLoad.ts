// The site's work once a page has loaded, imported by the nav on every page after the load
// event (so nothing of it comes before the first paint): the offline copy (the service worker)
// and the reader's actions left waiting for a connection on an earlier visit.
import { resumePendingSends } from './actions/resumePendingSends';
import { registerServiceWorker } from './offline/registerServiceWorker';

void registerServiceWorker();
void resumePendingSends();
