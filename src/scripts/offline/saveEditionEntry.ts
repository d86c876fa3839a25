// 'Guardar para leer sin conexión', built on its own (`?worker&url`): the contents page names
// it and src/scripts/afterPageLoad.ts imports it once the page has loaded.
import { setUpSaveEdition } from './saveEdition';

const root = document.querySelector<HTMLElement>('[data-save-edition]');
if (root) void setUpSaveEdition(root);
