import type { PagesFunction } from './context.ts';
import { forwardDue } from './forward.ts';
import { errorResponse, HttpError, json, parseId, readBody } from './http.ts';
import { MESSAGES } from './messages.ts';
import { limiterFor, visitorKey } from './rateLimit.ts';
import { storeFromEnv } from './store/storeFromEnv.ts';
import { InvalidInputError, NotFoundError } from './store/types.ts';
import { parseInput, poemHormigueoInput, visualHormigueoInput } from './validation.ts';

const KINDS = {
  poema: { schema: poemHormigueoInput, notFound: MESSAGES.poemNotFound, write: 'hormiguearPoema' },
  visual: { schema: visualHormigueoInput, notFound: MESSAGES.visualNotFound, write: 'hormiguearVisual' },
} as const;

/**
 * POST /api/hormiguear/{poema|visual}/{id} with JSON {mensaje, nombre}: one hormigueo,
 * counted and recorded in one SQL call. The reader is answered as soon as the database has
 * committed; forwarding to the author runs afterwards (waitUntil) and retries on its own.
 */
export function hormiguearHandler(kind: keyof typeof KINDS): PagesFunction<'id'> {
  const { schema, notFound, write } = KINDS[kind];
  return async (context) => {
    try {
      const wait = limiterFor('hormiguear', context.env)?.take(visitorKey(context));
      if (wait) throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(wait) });
      const id = parseId(context.params.id);
      if (id === null) throw new HttpError(404, notFound);
      const { value } = await readBody(context.request, ['json']);
      const input = parseInput(schema, value);
      if (!input.ok) throw new HttpError(400, input.message);
      const { nombre, mensaje, website } = input.data;
      // Honeypot filled in: a bot. Answer like a success and change nothing.
      if (website) return json({ ok: true }, 201);

      const store = storeFromEnv(context.env);
      const result = await store[write](id, { nombre, mensaje });
      const timeoutMs = Number(context.env.FORWARD_TIMEOUT_MS) || undefined;
      context.waitUntil(
        // This reader's message first, then a few earlier ones that are due a retry: on a
        // host without a scheduler (Cloudflare Pages), traffic itself drives the retries.
        forwardDue(store, { hormigueo: result.hormigueo, timeoutMs })
          .then(() => forwardDue(store, { limit: 5, timeoutMs }))
          .catch((error: unknown) => console.error('Forwarding could not start; the message stays queued.', error)),
      );
      return json({ ok: true, hormigueos: result.hormigueos }, 201);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      if (error instanceof NotFoundError) return json({ error: notFound }, 404);
      if (error instanceof InvalidInputError) return json({ error: error.message }, 400);
      console.error(`hormiguear ${kind} failed`, error);
      return json({ error: MESSAGES.hormigueoFailed }, 503);
    }
  };
}
