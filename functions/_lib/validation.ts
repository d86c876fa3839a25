import { z } from 'zod';
import { isValidEmail } from '../../src/lib/validation/isValidEmail.ts';
import { LIMITS, MESSAGES } from './messages.ts';

/**
 * A text field: strings only (anything else is a malformed request), trimmed, with the
 * given Spanish messages when missing/blank or too long.
 */
function field(options: { max: number; tooLong: string; required?: string }) {
  const base = z
    .string({ error: (issue) => (issue.input === undefined && options.required ? options.required : MESSAGES.badRequest) })
    .trim()
    .max(options.max, options.tooLong);
  return options.required ? base.min(1, options.required) : base.optional().default('');
}

/** The honeypot: a field people never see. Bots fill it in; their request is dropped quietly. */
const honeypot = z.string().max(500).optional();

export const poemHormigueoInput = z.strictObject(
  {
    mensaje: field({ max: LIMITS.message, tooLong: MESSAGES.messageTooLong, required: MESSAGES.emptyMessage }),
    nombre: field({ max: LIMITS.name, tooLong: MESSAGES.nameTooLong }),
    website: honeypot,
  },
  { error: MESSAGES.badRequest },
);

export const visualHormigueoInput = z.strictObject(
  {
    nombre: field({ max: LIMITS.name, tooLong: MESSAGES.nameTooLong, required: MESSAGES.emptyName }),
    mensaje: field({ max: LIMITS.message, tooLong: MESSAGES.messageTooLong }),
    website: honeypot,
  },
  { error: MESSAGES.badRequest },
);


export const subscriptionInput = z.strictObject(
  {
    correo: z
      .string({ error: MESSAGES.invalidEmail })
      .trim()
      .refine(isValidEmail, MESSAGES.invalidEmail),
    website: honeypot,
  },
  { error: MESSAGES.badRequest },
);

/** Parses input with a schema; the first issue's message is the Spanish answer. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): { ok: true; data: z.output<T> } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  // Unknown keys and wrong shapes are malformed requests; field messages are already Spanish.
  const message = !issue || issue.code === 'unrecognized_keys' ? MESSAGES.badRequest : issue.message;
  return { ok: false, message };
}
