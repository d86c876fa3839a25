import { LIMITS } from './rules.ts';

/**
 * The newsletter's e-mail rule, shared by the form and the function. The magazine asks for a
 * non-empty address with an '@' and a '.'; this also wants exactly one '@' with something on
 * each side, a '.' after it, no spaces, and at most LIMITS.email characters.
 */
export function isValidEmail(text: string): boolean {
  return text.length <= LIMITS.email && /^[^@\s\p{Cc}]+@[^@\s\p{Cc}]+\.[^@\s\p{Cc}]+$/u.test(text);
}
