import { LIMITS, MESSAGES, UNSUBSCRIBE } from '../../src/lib/actions/rules.ts';
import { paths } from '../../src/lib/site/paths.ts';
import type { FunctionContext, PagesFunction } from '../_lib/context.ts';
import { noticePage, redirectToResult, unsubscribeFormPage } from '../_lib/formAnswers.ts';
import { bodyKind, HttpError, json, methodNotAllowed, readBody, readText, refusalFor } from '../_lib/http.ts';
import { idempotencyKey } from '../_lib/idempotency.ts';
import { storeFromEnv } from '../_lib/store/storeFromEnv.ts';
import { normaliseAddress, UNSUBSCRIBE_QUERY, unsubscribeSecretOf, verifyAddress } from '../_lib/unsubscribeLink.ts';
import { parseInput, unsubscriptionInput } from '../_lib/validation.ts';
import { callerOf } from '../_lib/visitor.ts';

// /api/baja: the way out of the newsletter. Every success says the same thing, whether or
// not the address was subscribed, so the answer never tells who is on the list.
//
// - POST with `{ correo }` (JSON) or the /baja form (urlencoded, from this site's pages
//   only): anyone may ask for any address, so it counts against the visitor's limit.
// - A subscriber's own link, `/api/baja?correo=…&firma=…` (scripts/exportSubscribers.ts
//   makes them): GET only shows a page with the address and one button, because mail
//   scanners open links by themselves; POST to it, the button's or a mail client's one-click
//   (RFC 8058: body `List-Unsubscribe=One-Click`, from anywhere), unsubscribes with no limit
//   once the signature checks, and a wrong or missing one changes nothing.

const { address: ADDRESS, signature: SIGNATURE } = UNSUBSCRIBE_QUERY;

const done = { titulo: UNSUBSCRIBE.heading, texto: MESSAGES.unsubscribed, volver: paths.home() };

/** The address and signature of a signed link, or null when the URL carries neither. */
function signedQuery(request: Request): { correo: string; firma: string } | null {
  const query = new URL(request.url).searchParams;
  if (!query.has(ADDRESS) && !query.has(SIGNATURE)) return null;
  return { correo: query.get(ADDRESS) ?? '', firma: query.get(SIGNATURE) ?? '' };
}

let missingSecretReported = false;

/** Checks a signed link: its normalised address when valid, else the refusal to answer. */
async function verifiedAddress(context: FunctionContext, link: { correo: string; firma: string }): Promise<string> {
  const secret = unsubscribeSecretOf(context.env.UNSUBSCRIBE_SECRET);
  if (!secret) {
    if (!missingSecretReported)
      console.error('UNSUBSCRIBE_SECRET is unset or shorter than 32 characters: signed unsubscribe links cannot be checked.');
    missingSecretReported = true;
    throw new HttpError(503, MESSAGES.subscriptionFailed);
  }
  if (!link.correo || !link.firma) throw new HttpError(400, MESSAGES.badUnsubscribeLink);
  if (link.correo.length > LIMITS.email || !(await verifyAddress(link.correo, link.firma, secret)))
    throw new HttpError(403, MESSAGES.badUnsubscribeLink);
  return normaliseAddress(link.correo);
}

/** Whether a body is RFC 8058's one-click request (urlencoded, or multipart as the RFC prefers). */
async function isOneClick(request: Request, text: string): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  try {
    const fields = /^multipart\/form-data/i.test(type)
      ? await new Response(text, { headers: { 'content-type': type } }).formData()
      : new URLSearchParams(text);
    return fields.get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

/** POST to a signed link: the button of its page, a mail client's one-click, or JSON. */
async function unsubscribeSigned(context: FunctionContext, link: { correo: string; firma: string }): Promise<Response> {
  const { request, env } = context;
  const kind = bodyKind(request);
  const refuse = ({ status, message, headers }: HttpError) =>
    kind === 'json'
      ? json({ error: message }, status, headers)
      : noticePage(context, { titulo: UNSUBSCRIBE.heading, texto: message, volver: paths.unsubscribe() }, status, headers);
  try {
    const text = await readText(request);
    const correo = await verifiedAddress(context, link);
    const oneClick = await isOneClick(request, text);
    const { store, release } = await storeFromEnv(env);
    // The signature stands for the subscriber: no visitor, so no limit.
    await store.unsubscribe(correo, null).finally(release);
    if (kind === 'json') return json({ mensaje: MESSAGES.unsubscribed, estado: 'baja' }, 200);
    // The page's button gets post/redirect/get; a mail client's one-click gets its answer here.
    if (kind === 'form' && !oneClick) return redirectToResult('baja', null);
    return noticePage(context, done, 200);
  } catch (error) {
    return refuse(refusalFor(error, { notFound: MESSAGES.notFound, failure: MESSAGES.subscriptionFailed }, 'baja'));
  }
}

export const onRequestPost: PagesFunction = async (context) => {
  const link = signedQuery(context.request);
  if (link) return unsubscribeSigned(context, link);

  const { request, env } = context;
  const asPage = bodyKind(request) === 'form';
  const refuse = ({ status, message, headers }: HttpError) =>
    asPage
      ? noticePage(context, { titulo: UNSUBSCRIBE.heading, texto: message, volver: paths.unsubscribe() }, status, headers)
      : json({ error: message }, status, headers);
  const success = () => (asPage ? redirectToResult('baja', null) : json({ mensaje: MESSAGES.unsubscribed, estado: 'baja' }, 200));
  try {
    const key = idempotencyKey(request);
    const body = await readBody(request, env);
    const input = parseInput(unsubscriptionInput, body.value);
    if (!input.ok) throw new HttpError(400, input.message);
    if (input.data.website) return success();
    const { store, release } = await storeFromEnv(env);
    await store.unsubscribe(input.data.correo, await callerOf(context, key)).finally(release);
    return success();
  } catch (error) {
    return refuse(refusalFor(error, { notFound: MESSAGES.notFound, failure: MESSAGES.subscriptionFailed }, 'baja'));
  }
};

/** GET: a signed link's page (nothing changes until its button is pressed); bare, the /baja form. */
export const onRequestGet: PagesFunction = async (context) => {
  const link = signedQuery(context.request);
  if (!link) return new Response(null, { status: 303, headers: { location: paths.unsubscribe(), 'cache-control': 'no-store' } });
  try {
    const correo = await verifiedAddress(context, link);
    const action = `${paths.unsubscribeAction()}?${new URLSearchParams({ [ADDRESS]: correo, [SIGNATURE]: link.firma })}`;
    return await unsubscribeFormPage(context, { accion: action, correo }, 200);
  } catch (error) {
    const { status, message, headers } = refusalFor(error, { notFound: MESSAGES.notFound, failure: MESSAGES.subscriptionFailed }, 'baja');
    return noticePage(context, { titulo: UNSUBSCRIBE.heading, texto: message, volver: paths.unsubscribe() }, status, headers);
  }
};

export const onRequestHead = onRequestGet;
export const onRequest: PagesFunction = () => methodNotAllowed('GET, HEAD, POST');
