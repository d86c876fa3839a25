import { CONTACT_EMAIL } from '../../consts.ts';
import { isValidEmail } from '../actions/isValidEmail.ts';

type Env = Record<string, string | undefined>;

/**
 * The address readers write to about their data (named on /privacidad): PRIVACY_CONTACT_EMAIL
 * when set (a build setting: changing it rebuilds the page), else the footer's contact address.
 * A value that is not an address stops the build rather than publish a notice nobody can answer.
 */
export function readPrivacyContact(env: Env = process.env): string {
  const value = env.PRIVACY_CONTACT_EMAIL?.trim();
  if (!value) return CONTACT_EMAIL;
  if (!isValidEmail(value)) throw new Error(`PRIVACY_CONTACT_EMAIL: "${value}" is not an e-mail address.`);
  return value;
}
