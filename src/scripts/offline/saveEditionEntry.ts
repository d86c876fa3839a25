// The 'Guardar para leer sin conexión' control's code, imported by its component once the
// page has loaded (built on its own: `?worker&url`).
import { setUpSaveEdition } from './saveEdition';

const root = document.querySelector<HTMLElement>('[data-save-edition]');
if (root) void setUpSaveEdition(root);
