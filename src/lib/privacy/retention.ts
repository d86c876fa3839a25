// How long the site keeps each piece of a reader's data, in one place: the privacy notice
// (/privacidad) states these, and the SQL that prunes uses the same values (a test compares
// the SQL defaults with them).

/** A hormigueo's name and message, after it reached the poet and the magazine (the count stays). */
export const MESSAGE_KEPT_DAYS_AFTER_DELIVERY = 30;
/** An action's idempotency key, with the keyed hash of the visitor that sent it. */
export const SEND_KEY_KEPT_DAYS = 7;
/** A visitor's entries of the per-visitor limit (keyed hash of the address), at most. */
export const RATE_LIMIT_KEPT_HOURS = 24;

/** The privacy notice's version (its date): a subscription records the one it was shown. */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';
