/** Every Spanish message the functions answer with (spec sections 5 and 8 where they exist). */
export const MESSAGES = {
  badRequest: 'La solicitud no es válida.',
  notJson: 'La solicitud debe enviarse en formato JSON.',
  tooLarge: 'La solicitud es demasiado grande.',
  methodNotAllowed: 'Método no permitido.',
  notFound: 'No encontramos lo que buscas.',
  poemNotFound: 'No encontramos este poema.',
  visualNotFound: 'No encontramos esta obra visual.',
  emptyMessage: 'Debes dejar un mensaje.',
  emptyName: 'Por favor, ingresa tu nombre para continuar.',
  messageTooLong: 'El mensaje es demasiado largo (máximo 2000 caracteres).',
  nameTooLong: 'El nombre es demasiado largo (máximo 100 caracteres).',
  invalidEmail: 'Por favor, ingresa un correo electrónico válido',
  tooManyRequests: 'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.',
  hormigueoFailed: 'No se pudo registrar su hormigueo. Por favor, intente de nuevo.',
  subscriptionFailed: 'Ocurrió un error. Por favor, intenta nuevamente.',
  subscribed: '¡Te has suscrito exitosamente!',
  alreadySubscribed: (date: string) => `Este correo ya está registrado desde el ${date}`,
} as const;

export const LIMITS = {
  /** Bytes of a request body. */
  body: 8 * 1024,
  message: 2000,
  name: 100,
  email: 254,
} as const;
