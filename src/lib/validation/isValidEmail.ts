/** RFC 5321's limit on an address. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The newsletter's e-mail rule, shared by the form and the function. Spec section 5 asks
 * for a non-empty address with an '@' and a '.'; this also wants exactly one '@' with
 * something on each side, a '.' after it, no spaces, and at most 254 characters.
 */
export function isValidEmail(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text);
}
