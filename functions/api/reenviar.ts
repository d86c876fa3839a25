import { MESSAGES } from '../../src/lib/actions/rules.ts';
import type { PagesFunction } from '../_lib/context.ts';
import { forwarder } from '../_lib/forward.ts';
import { forwardPolicyFromEnv } from '../_lib/forwardPolicy.ts';
import { bearerToken, configuredToken, tokenMatches } from '../_lib/bearerToken.ts';
import { json, methodNotAllowed, refusalFor } from '../_lib/http.ts';
import { storeFromEnv, type StoreLease } from '../_lib/store/storeFromEnv.ts';

// POST /api/reenviar: forwards the hormigueo messages that are due now (never sent, failed
// earlier and past their backoff, or claimed by a run that died), for whoever holds
// FORWARD_TOKEN: Supabase's pg_cron job (supabase/publish/forwarding-retries.sql), which calls
// it only when something is due. On Cloudflare nothing else retries a failed send but the
// next reader's hormigueo. The run is the readers' forwarder (forward.ts), kicked as a
// hormigueo kicks it and with the same limits, but awaited here: the answer says what it did,
// so the job records it. The caller is a machine, never a reader: the words are for editors.

/** The answer when the database is out of reach: the messages stay queued for the next call. */
const FAILED = 'No se pudo reenviar: la base de datos no respondió. Los mensajes siguen en cola.';

let shortTokenReported = false;

/** FORWARD_TOKEN, or null (logged once when it is set but too short to be used). */
function forwardToken(value: unknown): string | null {
  const token = configuredToken(value);
  if (!token && typeof value === 'string' && value.trim() && !shortTokenReported) {
    console.error('FORWARD_TOKEN is shorter than 32 characters: /api/reenviar stays off.');
    shortTokenReported = true;
  }
  return token;
}

// Without a token the endpoint is off: 404 to every method, what the local server answers
// for an /api path with no function. (On Cloudflare such a path falls through to the static
// files, which answer a GET with the site's 404 page and a POST with 405; the job's status
// needs the 404 to say that FORWARD_TOKEN is missing.)
const notFound = () => json({ error: MESSAGES.notFound }, 404);

export const onRequestPost: PagesFunction = async (context) => {
  const { request, env } = context;
  const token = forwardToken(env.FORWARD_TOKEN);
  if (!token) return notFound();
  // Missing, malformed or wrong: one answer, so a caller learns nothing from it.
  if (!(await tokenMatches(bearerToken(request.headers.get('authorization')), token)))
    return json({ error: MESSAGES.unauthorized }, 401, { 'www-authenticate': 'Bearer' });

  let lease: StoreLease | null = null;
  try {
    lease = await storeFromEnv(env);
    const result = await (env.FORWARDER ?? forwarder).kick(lease.store, forwardPolicyFromEnv(env));
    return json({ entregados: result.delivered, fallidos: result.failed, devueltos: result.returned });
  } catch (error) {
    const { status, message, headers } = refusalFor(error, { notFound: MESSAGES.notFound, failure: FAILED }, 'reenviar');
    return json({ error: message }, status, headers);
  } finally {
    await lease?.release().catch(() => {});
  }
};

export const onRequest: PagesFunction = ({ env }) => (forwardToken(env.FORWARD_TOKEN) ? methodNotAllowed('POST') : notFound());
