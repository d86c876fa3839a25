import { HORMIGUEAR, hormiguearEndpoint, MESSAGES, type HormiguearKind } from '../../src/lib/actions/rules.ts';
import { refererPath, sitePath } from '../../src/lib/routing/sitePath.ts';
import { paths } from '../../src/lib/site/paths.ts';
import type { PagesFunction } from './context.ts';
import { hormiguearFormPage, noticePage, redirectToResult } from './formAnswers.ts';
import { forwarder } from './forward.ts';
import { forwardPolicyFromEnv } from './forwardPolicy.ts';
import { bodyKind, HttpError, json, parseId, readBody, refusalFor } from './http.ts';
import { storeFromEnv, type StoreLease } from './store/storeFromEnv.ts';
import { parseInput, poemHormigueoInput, visualHormigueoInput } from './validation.ts';
import { callerOf } from './visitor.ts';
import { idempotencyKey, replayHeaders } from './idempotency.ts';

const KINDS = {
  poema: { schema: poemHormigueoInput, write: 'hormiguearPoem', back: paths.home() },
  visual: { schema: visualHormigueoInput, write: 'hormiguearVisual', back: paths.gallery() },
} as const;

/** A text field of a urlencoded body as the reader typed it (to show the form again). */
const typed = (value: unknown, name: string) => {
  const field = (value as Record<string, unknown> | null)?.[name];
  return typeof field === 'string' ? field : '';
};

/**
 * POST /api/hormiguear/{poema|visual}/{id}: one hormigueo, counted, recorded and checked
 * against the visitor's limit in one SQL call. The island sends JSON and gets JSON; the plain
 * HTML form (no JavaScript yet, or none) sends a urlencoded body from this site's pages and
 * gets pages: the thanks (after a redirect) or the form again with its text and the reason.
 * One path for both: only the answer differs. A repeat (the same Idempotency-Key, or the same
 * words from the same visitor a moment later) gets the first answer and changes nothing. The reader is answered as soon as the database
 * has committed; forwarding to the poet runs afterwards, batched (waitUntil).
 */
export function hormiguearHandler(kind: HormiguearKind): PagesFunction<'id'> {
  const { schema, write, back: defaultBack } = KINDS[kind];
  const copy = HORMIGUEAR[kind];
  return async (context) => {
    const { request, env } = context;
    const asPage = bodyKind(request) === 'form';
    const id = parseId(context.params.id);
    let body: unknown = null;
    let lease: StoreLease | null = null;
    const back = () => sitePath(typed(body, 'volver')) ?? refererPath(request) ?? defaultBack;

    const refuse = ({ status, message, headers }: HttpError) => {
      if (!asPage) return json({ error: message }, status, headers);
      // The form again, with the text, when sending it again can work; otherwise a notice.
      if (body !== null && id !== null && status !== 404 && status !== 403) {
        const form = {
          accion: hormiguearEndpoint(kind, id),
          mensaje: typed(body, 'mensaje'),
          nombre: typed(body, 'nombre'),
          volver: back(),
          error: message,
        };
        return hormiguearFormPage(context, kind, form, status, headers);
      }
      return noticePage(context, { titulo: copy.heading, texto: message, volver: back() }, status, headers);
    };

    try {
      if (id === null) throw new HttpError(404, copy.notFound);
      const key = idempotencyKey(request);
      ({ value: body } = await readBody(request, env));
      const input = parseInput(schema, body);
      if (!input.ok) throw new HttpError(400, input.message);
      const { nombre, mensaje, website } = input.data;
      // Honeypot filled in: a bot. Answer like a success and change nothing.
      if (website) return asPage ? redirectToResult(`hormigueo-${kind}`, back()) : json({ ok: true }, 201);

      lease = await storeFromEnv(env);
      // The page the reader acted on goes with the message: the poet's form is posted from it (Referer).
      const pagina = new URL(back(), 'http://site.invalid').pathname;
      const result = await lease.store[write](id, { nombre, mensaje, pagina }, await callerOf(context, key));
      const { store, release } = lease;
      lease = null;
      context.waitUntil(
        (env.FORWARDER ?? forwarder)
          .kick(store, forwardPolicyFromEnv(env))
          .catch((error: unknown) => console.error('Forwarding could not run; the messages stay queued.', error))
          .finally(release),
      );
      return asPage
        ? redirectToResult(`hormigueo-${kind}`, back())
        : json({ ok: true, hormigueos: result.hormigueos }, 201, replayHeaders(result));
    } catch (error) {
      return refuse(refusalFor(error, { notFound: copy.notFound, failure: MESSAGES.hormigueoFailed }, `hormiguear ${kind}`));
    } finally {
      await lease?.release().catch(() => {});
    }
  };
}
