import { failureMessage, type ApiAnswer } from '../api/postJson.ts';
import { HORMIGUEAR, MESSAGES, PENDING, THANKS, type HormiguearKind } from './rules.ts';
import { verdictOf } from './retryPolicy.ts';

/** What is told to a reader whose action was answered after they left its page. */
export interface SendNotice {
  heading: string;
  lines: string[];
  tone: 'success' | 'error';
}

/**
 * The notice for an action answered on a later visit (the page it was sent from was closed
 * while it waited for the connection): the same words its island would have shown.
 */
export function sendOutcomeNotice(send: { kind: HormiguearKind | 'suscripcion'; title: string }, answer: ApiAnswer): SendNotice {
  const done = verdictOf(answer.status) === 'done';
  if (send.kind === 'suscripcion') {
    const said = typeof answer.body?.mensaje === 'string' ? answer.body.mensaje : MESSAGES.subscribed;
    return done
      ? { heading: said, lines: [send.title, PENDING.sentLater], tone: 'success' }
      : { heading: PENDING.subscriptionRefused(send.title), lines: [failureMessage(answer, MESSAGES.subscriptionFailed)], tone: 'error' };
  }
  return done
    ? { heading: THANKS, lines: [`${HORMIGUEAR[send.kind].thanks}: «${send.title}»`, PENDING.sentLater], tone: 'success' }
    : { heading: PENDING.hormigueoRefused(send.title), lines: [failureMessage(answer, MESSAGES.hormigueoFailed)], tone: 'error' };
}
