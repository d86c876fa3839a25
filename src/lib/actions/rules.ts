// The rules of the reader actions (hormiguear a poem or a visual work, subscribe), in one
// place: every Spanish text a reader may see about them, and every field limit. The islands,
// the functions, the form-post pages and a test of the SQL functions all read them from here.

/** What is being hormigueado. */
export type HormiguearKind = 'poema' | 'visual';

/** Field and body limits; the SQL functions enforce the same (tests/integration compares them). */
export const LIMITS = {
  /** Bytes of a request body. */
  body: 8 * 1024,
  /** Characters of a hormigueo's message. */
  message: 2000,
  /** Characters of a reader's name. */
  name: 100,
  /** Characters of an e-mail address (RFC 5321). */
  email: 254,
  /** Characters of the honeypot field bots fill in. */
  honeypot: 500,
  /** Characters of a 'Volver' path carried by a form. */
  backPath: 500,
} as const;

/**
 * The key a client sends with an action (the Idempotency-Key header) so that a repeat of it
 * is recognised: 8 to 100 letters, digits, '-' or '_' (a random UUID is one). The SQL
 * functions check the same.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the first one for its key (nothing was written again). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Every message the functions answer with, and the islands show. */
export const MESSAGES = {
  badRequest: 'La solicitud no es válida.',
  notJson: 'La solicitud debe enviarse en formato JSON.',
  tooLarge: 'La solicitud es demasiado grande.',
  methodNotAllowed: 'Método no permitido.',
  notFound: 'No encontramos lo que buscas.',
  crossSite: 'Este formulario solo puede enviarse desde las páginas de Hormiguero de Poemas.',
  unauthorized: 'No autorizado.',
  poemNotFound: 'No encontramos este poema.',
  visualNotFound: 'No encontramos esta obra visual.',
  emptyMessage: 'Debes dejar un mensaje.',
  emptyName: 'Por favor, ingresa tu nombre para continuar.',
  messageTooLong: `El mensaje es demasiado largo (máximo ${LIMITS.message} caracteres).`,
  nameTooLong: `El nombre es demasiado largo (máximo ${LIMITS.name} caracteres).`,
  invalidEmail: 'Por favor, ingresa un correo electrónico válido',
  invalidCharacters: 'El texto contiene caracteres no permitidos.',
  tooManyRequests: 'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.',
  hormigueoFailed: 'No se pudo registrar su hormigueo. Por favor, intente de nuevo.',
  subscriptionFailed: 'Ocurrió un error. Por favor, intenta nuevamente.',
  subscribed: '¡Te has suscrito exitosamente!',
  unsubscribed: 'Si ese correo estaba suscrito, ya no lo está.',
  badUnsubscribeLink: 'Este enlace para darte de baja no es válido. Escribe tu correo en la página de baja.',
  alreadySubscribed: (date: string) => `Este correo ya está registrado desde el ${date}`,
  sending: 'Enviando...',
  invalidKey: 'La clave del envío no es válida.',
  keyReused: 'Este envío ya se había registrado con otro contenido. No se cambió nada: vuelve a escribirlo para enviarlo de nuevo.',
  /** The editors' preview shares the live database: it counts nothing (EDITOR_PREVIEW). */
  previewWrites: 'En la vista previa no se guardan hormigueos ni suscripciones: hazlo en el sitio publicado.',
  /** For the editors' ARCO commands (scripts/datos.ts), not a reader. */
  personMissing: 'Falta el correo o el nombre de la persona.',
  /** For the editors' `npm run entregas -- --reintentar … --a …`. */
  badDestination: 'La dirección nueva no es una dirección web (https://…).',
} as const;

/**
 * The stable codes the SQL functions raise (the error's message; its SQLSTATE says the
 * class: 22xxx a refused value, P0002 not found, HDP29 over the limit, HDP22 a key reused),
 * each with the words a reader is given. The SQL never holds reader text: a wording changes
 * here alone. tests/unit/databaseErrors.test.ts checks every code in supabase/ is here.
 */
export const DATABASE_ERRORS = {
  mensaje_vacio: MESSAGES.emptyMessage,
  mensaje_largo: MESSAGES.messageTooLong,
  nombre_vacio: MESSAGES.emptyName,
  nombre_largo: MESSAGES.nameTooLong,
  correo_invalido: MESSAGES.invalidEmail,
  aviso_invalido: MESSAGES.badRequest,
  clave_invalida: MESSAGES.invalidKey,
  clave_reusada: MESSAGES.keyReused,
  poema_inexistente: MESSAGES.poemNotFound,
  visual_inexistente: MESSAGES.visualNotFound,
  demasiados_intentos: MESSAGES.tooManyRequests,
  persona_vacia: MESSAGES.personMissing,
  destino_invalido: MESSAGES.badDestination,
} as const satisfies Record<string, string>;

export type DatabaseErrorCode = keyof typeof DATABASE_ERRORS;

/** The words for a code the SQL raised, or null for anything else (a database's own message). */
export function messageOfDatabaseCode(code: string): string | null {
  return Object.hasOwn(DATABASE_ERRORS, code) ? DATABASE_ERRORS[code as DatabaseErrorCode] : null;
}

/** A field of the hormiguear form. */
export interface HormiguearField {
  name: 'mensaje' | 'nombre';
  label: string;
  placeholder?: string;
  required: boolean;
  multiline: boolean;
  rows?: number;
  maxLength: number;
}

export interface HormiguearCopy {
  /** The control that opens the form. */
  button: string;
  heading: string;
  intro: string;
  /** Shown under 'GRACIAS'. */
  thanks: string;
  /** The required field's message when it is blank. */
  required: string;
  notFound: string;
  /** In the order they are shown: a poem asks for a message, a visual work for a name. */
  fields: readonly HormiguearField[];
}

export const THANKS = 'GRACIAS';
export const SEND = 'ENVIAR';
export const SENDING = 'ENVIANDO...';

const message = (required: boolean, rows: number): HormiguearField => ({
  name: 'mensaje',
  label: required ? 'Mensaje' : 'Mensaje (opcional)',
  placeholder: 'Mensaje',
  required,
  multiline: true,
  rows,
  maxLength: LIMITS.message,
});

export const HORMIGUEAR: Record<HormiguearKind, HormiguearCopy> = {
  poema: {
    button: 'HORMIGUEAR',
    heading: 'HORMIGUEAR POEMA',
    intro: 'Deja un mensaje para hormiguear este poema',
    thanks: 'POR HABER HORMIGUEADO ESTE POEMA',
    required: MESSAGES.emptyMessage,
    notFound: MESSAGES.poemNotFound,
    fields: [
      message(true, 5),
      { name: 'nombre', label: 'Tu nombre (opcional)', required: false, multiline: false, maxLength: LIMITS.name },
    ],
  },
  visual: {
    button: 'HORMIGUEAR ESTA OBRA',
    heading: 'HORMIGUEAR OBRA VISUAL',
    intro: 'Por favor, ingresa tu nombre para hormiguear esta obra visual',
    thanks: 'POR HABER HORMIGUEADO ESTA OBRA VISUAL',
    required: MESSAGES.emptyName,
    notFound: MESSAGES.visualNotFound,
    fields: [
      { name: 'nombre', label: 'Tu nombre', placeholder: 'Tu nombre', required: true, multiline: false, maxLength: LIMITS.name },
      message(false, 3),
    ],
  },
};

/** The newsletter form's words (footer), also the heading of the pages answering it. */
export const NEWSLETTER = {
  heading: 'Quédate al pendiente',
  lead: 'Suscríbete para recibir las últimas noticias',
  label: 'Correo electrónico',
  placeholder: 'Ingresa tu correo',
  button: 'Suscríbete',
} as const;

/** The words of the way out of the newsletter (/baja, and the page a signed link opens). */
export const UNSUBSCRIBE = {
  heading: 'Darte de baja',
  lead: 'Escribe el correo con el que te suscribiste y dejarás de recibir nuestras noticias.',
  /** On the page a subscriber's own link opens: the address is already there. */
  confirm: 'Pulsa el botón y dejarás de recibir nuestras noticias en este correo.',
  label: NEWSLETTER.label,
  placeholder: NEWSLETTER.placeholder,
  button: 'Darme de baja',
} as const;

/**
 * What the islands say while an action waits for the connection (it is kept on the device
 * and sent by itself when the signal returns), and when it is answered on a later visit.
 */
export const PENDING = {
  waitingHormigueo: 'Sin conexión: lo enviaremos en cuanto vuelva la señal.',
  waitingSubscription: 'Sin conexión: te suscribiremos en cuanto vuelva la señal.',
  retryingHormigueo: 'No se pudo registrar su hormigueo: lo intentaremos de nuevo en unos segundos.',
  retryingSubscription: 'Ocurrió un error: lo intentaremos de nuevo en unos segundos.',
  kept: 'Queda guardado en este dispositivo: puedes cerrar esta ventana o esta página.',
  sentLater: 'Se envió al volver la señal.',
  hormigueoRefused: (title: string) => `No se pudo enviar tu hormigueo a «${title}».`,
  subscriptionRefused: (address: string) => `No se pudo suscribir ${address}.`,
  close: 'Cerrar aviso',
} as const;

/** The endpoint a hormiguear form posts to. */
export const hormiguearEndpoint = (kind: HormiguearKind, id: number | string) => `/api/hormiguear/${kind}/${id}`;
export const SUBSCRIBE_ENDPOINT = '/api/suscribir';

/**
 * The blank-field rule the islands check before sending (the functions and the SQL check
 * it again): the required field of this kind, trimmed, must not be empty.
 */
export function missingRequired(kind: HormiguearKind, values: { mensaje: string; nombre: string }): string | null {
  const field = HORMIGUEAR[kind].fields.find((f) => f.required)!;
  return values[field.name].trim() ? null : HORMIGUEAR[kind].required;
}
