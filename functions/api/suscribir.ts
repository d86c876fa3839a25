import type { PagesFunction } from '../_lib/context.ts';
import { errorResponse, HttpError, json, methodNotAllowed, readBody, type BodyKind } from '../_lib/http.ts';
import { MESSAGES } from '../_lib/messages.ts';
import { limiterFor, visitorKey } from '../_lib/rateLimit.ts';
import { storeFromEnv } from '../_lib/store/storeFromEnv.ts';
import { InvalidInputError } from '../_lib/store/types.ts';
import { backTo, subscriptionPage } from '../_lib/subscriptionPage.ts';
import { parseInput, subscriptionInput } from '../_lib/validation.ts';
import { formatDate } from '../../src/lib/text/formatDate.ts';

/**
 * POST /api/suscribir: the newsletter. JSON from the form island, or a plain urlencoded
 * form POST without JavaScript, which gets a page back instead of JSON.
 */
export const onRequestPost: PagesFunction = async (context) => {
  let kind: BodyKind = 'json';
  const answer = (status: number, message: string, extra: Record<string, unknown> = {}) =>
    kind === 'form'
      ? new Response(subscriptionPage(message, backTo(context.request)), {
          status,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        })
      : json(status < 400 ? { mensaje: message, ...extra } : { error: message }, status);
  try {
    const wait = limiterFor('suscribir', context.env)?.take(visitorKey(context));
    if (wait) throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(wait) });
    const body = await readBody(context.request, ['json', 'form']);
    kind = body.kind;
    const input = parseInput(subscriptionInput, body.value);
    if (!input.ok) throw new HttpError(400, input.message);
    if (input.data.website) return answer(201, MESSAGES.subscribed, { estado: 'suscrito' });

    const result = await storeFromEnv(context.env).subscribe(input.data.correo);
    return result.nuevo
      ? answer(201, MESSAGES.subscribed, { estado: 'suscrito', fecha: result.fecha })
      : answer(200, MESSAGES.alreadySubscribed(formatDate(result.fecha)), { estado: 'registrado', fecha: result.fecha });
  } catch (error) {
    if (error instanceof HttpError) return kind === 'form' ? answer(error.status, error.message) : errorResponse(error);
    if (error instanceof InvalidInputError) return answer(400, error.message);
    console.error('suscribir failed', error);
    return answer(503, MESSAGES.subscriptionFailed);
  }
};

export const onRequest: PagesFunction = () => methodNotAllowed('POST');
