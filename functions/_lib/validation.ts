import { z } from 'zod';
import { isValidEmail } from '../../src/lib/actions/isValidEmail.ts';
import { LIMITS, MESSAGES } from '../../src/lib/actions/rules.ts';

/** Control characters a reader cannot mean (NUL and the like); newline and tab are text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A string field whose every problem is answered in Spanish (never zod's English defaults). */
const text = (invalid: string = MESSAGES.badRequest) => z.string({ error: invalid });

/**
 * A reader's text field: strings only (anything else is a malformed request), line breaks
 * as newlines (a form sends CR LF), trimmed, without control characters, with the given
 * Spanish messages when missing/blank or too long.
 */
function field(options: { max: number; tooLong: string; required?: string }) {
  const base = z
    .string({ error: (issue) => (issue.input === undefined && options.required ? options.required : MESSAGES.badRequest) })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .refine((value) => !CONTROL.test(value), MESSAGES.invalidCharacters)
    .refine((value) => value.length <= options.max, options.tooLong);
  if (!options.required) return base.optional().transform((value) => value ?? '');
  const required = options.required;
  return base.refine((value) => value.length > 0, required);
}

/** The honeypot: a field people never see. Bots fill it in; their request is dropped quietly. */
const honeypot = text().max(LIMITS.honeypot, MESSAGES.badRequest).optional();

/** Where the plain HTML form returns the reader (checked again as a path of this site when used). */
const back = text().max(LIMITS.backPath, MESSAGES.badRequest).optional();

/** The two fields of a hormigueo; which one is required depends on what is hormigueado. */
const message = (required?: string) => field({ max: LIMITS.message, tooLong: MESSAGES.messageTooLong, required });
const name = (required?: string) => field({ max: LIMITS.name, tooLong: MESSAGES.nameTooLong, required });
const formFields = { website: honeypot, volver: back };

/** A poem asks for a message (the name is optional); its message is checked first. */
export const poemHormigueoInput = z.strictObject(
  { mensaje: message(MESSAGES.emptyMessage), nombre: name(), ...formFields },
  { error: MESSAGES.badRequest },
);

/** A visual work asks for a name (the message is optional); its name is checked first. */
export const visualHormigueoInput = z.strictObject(
  { nombre: name(MESSAGES.emptyName), mensaje: message(), ...formFields },
  { error: MESSAGES.badRequest },
);

export const subscriptionInput = z.strictObject(
  {
    correo: text(MESSAGES.invalidEmail)
      .trim()
      .refine((value) => isValidEmail(value), MESSAGES.invalidEmail),
    website: honeypot,
  },
  { error: MESSAGES.badRequest },
);

/** Leaving the newsletter asks for the same field, checked the same way, as joining it. */
export const unsubscriptionInput = subscriptionInput;

/** Parses input with a schema; the first issue's message is the Spanish answer. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
): { ok: true; data: z.output<T> } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  // Unknown keys and wrong shapes are malformed requests; field messages are already Spanish.
  const message = !issue || issue.code === 'unrecognized_keys' ? MESSAGES.badRequest : issue.message;
  return { ok: false, message };
}
