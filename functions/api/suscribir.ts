import { MESSAGES, NEWSLETTER } from '../../src/lib/actions/rules.ts';
import { refererPath } from '../../src/lib/routing/sitePath.ts';
import { anchors, paths } from '../../src/lib/site/paths.ts';
import { formatDate } from '../../src/lib/text/formatDate.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/lib/privacy/retention.ts';
import type { PagesFunction } from '../_lib/context.ts';
import { noticePage, redirectToResult } from '../_lib/formAnswers.ts';
import { bodyKind, HttpError, json, methodNotAllowed, readBody, refusalFor } from '../_lib/http.ts';
import { storeFromEnv } from '../_lib/store/storeFromEnv.ts';
import { parseInput, subscriptionInput } from '../_lib/validation.ts';
import { callerOf } from '../_lib/visitor.ts';
import { idempotencyKey, replayHeaders } from '../_lib/idempotency.ts';

/**
 * POST /api/suscribir: the newsletter. JSON from the form island; the plain form (no
 * JavaScript yet, or none) posts urlencoded from this site's pages and gets pages back: the
 * result after a redirect, or the refusal, each with the way back to the form it came from.
 * A repeat (the same Idempotency-Key, or the same address from the same visitor a moment
 * later) gets the first answer.
 */
export const onRequestPost: PagesFunction = async (context) => {
  const { request, env } = context;
  const asPage = bodyKind(request) === 'form';
  const back = () => {
    const from = refererPath(request);
    return `${from ? from.replace(/#.*$/, '') : paths.home()}#${anchors.suscribir}`;
  };
  const refuse = ({ status, message, headers }: HttpError) =>
    asPage
      ? noticePage(context, { titulo: NEWSLETTER.heading, texto: message, volver: back() }, status, headers)
      : json({ error: message }, status, headers);
  try {
    const key = idempotencyKey(request);
    const body = await readBody(request, env);
    const input = parseInput(subscriptionInput, body.value);
    if (!input.ok) throw new HttpError(400, input.message);
    if (input.data.website)
      return asPage ? redirectToResult('suscrito', back()) : json({ mensaje: MESSAGES.subscribed, estado: 'suscrito' }, 201);

    const { store, release } = await storeFromEnv(env);
    // The subscription records which privacy notice the reader was shown.
    const result = await store.subscribe(input.data.correo, await callerOf(context, key), PRIVACY_NOTICE_VERSION).finally(release);
    // A repeat (its first answer lost) answers what the first did: 'subscribed', not 'already there'.
    if (result.nuevo) {
      return asPage
        ? redirectToResult('suscrito', back())
        : json({ mensaje: MESSAGES.subscribed, estado: 'suscrito', fecha: result.fecha }, 201, replayHeaders(result));
    }
    const since = formatDate(result.fecha);
    return asPage
      ? redirectToResult('registrado', back(), since)
      : json({ mensaje: MESSAGES.alreadySubscribed(since), estado: 'registrado', fecha: result.fecha }, 200, replayHeaders(result));
  } catch (error) {
    return refuse(refusalFor(error, { notFound: MESSAGES.notFound, failure: MESSAGES.subscriptionFailed }, 'suscribir'));
  }
};

export const onRequest: PagesFunction = () => methodNotAllowed('POST');
