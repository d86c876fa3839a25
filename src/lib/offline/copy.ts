// Every Spanish word about reading offline: the page shown for a page never opened, and the
// 'Guardar para leer sin conexión' control of each edition's contents page.

export const OFFLINE_PAGE = {
  title: 'Sin conexión',
  lead: 'No hay señal y esta página todavía no está guardada en este dispositivo.',
  hint: 'Cuando vuelva la conexión podrás abrirla. Mientras tanto, puedes leer lo que ya abriste:',
  poems: 'Poemas',
  otherPages: 'Otras páginas',
  none: 'Aún no hay páginas guardadas en este dispositivo: las que abras con conexión se guardarán para leerlas sin ella.',
  home: 'VOLVER AL INICIO',
  description: 'Las páginas de Hormiguero de Poemas guardadas en este dispositivo, para leer sin conexión.',
} as const;

/** Sizes as the reader reads them: '1,8 MB', '640 kB'. */
const bytes = (n: number) => {
  const [value, unit] = n >= 1e6 ? [n / 1e6, 'megabyte'] : [Math.max(1, n / 1e3), 'kilobyte'];
  return new Intl.NumberFormat('es', { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
};

export const SAVE_EDITION = {
  save: 'Guardar para leer sin conexión',
  /** Before saving: what it will take, so a reader on a small data plan can decide. */
  size: (total: number, pages: number) => `Ocupará unos ${bytes(total)} en este dispositivo (${pages} páginas y sus imágenes).`,
  saving: 'Guardando…',
  progress: (done: number, total: number) => `Guardando: ${done} de ${total}`,
  saved: 'Edición guardada para leer sin conexión',
  savedSize: (total: number) => `Guardada en este dispositivo (${bytes(total)}): puedes leerla sin conexión.`,
  alreadySaved: 'Ya está guardada: puedes leer toda la edición sin conexión. ¿Quieres quitarla de este dispositivo?',
  remove: 'Quitar de este dispositivo',
  removed: 'Se quitó de este dispositivo.',
  failed: (missing: number) =>
    `No se pudo guardar todo (faltan ${missing}): revisa tu conexión y vuelve a pulsar «Guardar para leer sin conexión».`,
} as const;

export const formatBytes = bytes;
