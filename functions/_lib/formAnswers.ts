import { HORMIGUEAR, MESSAGES, NEWSLETTER, THANKS, UNSUBSCRIBE, type HormiguearKind } from '../../src/lib/actions/rules.ts';
import { fillTemplate, type BlankValues } from '../../src/lib/actions/responseTemplate.ts';
import { sitePath } from '../../src/lib/routing/sitePath.ts';
import { anchors, paths, type ResponseTemplate } from '../../src/lib/site/paths.ts';
import type { FunctionContext } from './context.ts';

// The answers to the plain HTML forms (JavaScript off, or not arrived yet): pages of the
// site, made by the build with blanks (components/responses/ResponsePage.astro) and filled
// here. A success redirects to a result page (post/redirect/get), so reloading it never
// sends the form twice; a refusal answers with the page itself and its status.

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

/** Used only if a template is missing from the build: the same blanks, with no styling. */
const BARE_TEMPLATE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{titulo}}</title></head>
<body><main><h1>{{titulo}}</h1><p role="status">{{texto}}{{error}}</p><p><a href="{{volver}}">Volver</a></p></main></body></html>
`;

/** The same for the signed link's page: the address and the one button, unstyled. */
const BARE_UNSUBSCRIBE_TEMPLATE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{titulo}}</title></head>
<body><main><h1>{{titulo}}</h1><p>{{texto}}</p><form method="post" action="{{accion}}">
<label>${UNSUBSCRIBE.label} <input name="correo" type="email" value="{{correo}}" readonly></label>
<button type="submit">${UNSUBSCRIBE.button}</button></form></main></body></html>
`;

/** Templates already reported missing (said once per process or isolate, not per request). */
const reported = new Set<ResponseTemplate>();

async function template(context: Pick<FunctionContext, 'env' | 'request'>, name: ResponseTemplate): Promise<string> {
  const assets = context.env.ASSETS;
  if (assets) {
    const response = await assets.fetch(new Request(new URL(paths.responseTemplate(name), context.request.url)));
    if (response.ok) return response.text();
    await response.body?.cancel();
  }
  if (!reported.has(name)) console.error(`The page ${paths.responseTemplate(name)} is missing from the build; answering with a bare page.`);
  reported.add(name);
  return name === 'baja' ? BARE_UNSUBSCRIBE_TEMPLATE : BARE_TEMPLATE;
}

async function page(
  context: Pick<FunctionContext, 'env' | 'request'>,
  name: ResponseTemplate,
  values: BlankValues,
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  return new Response(fillTemplate(await template(context, name), values), { status, headers: { ...PAGE_HEADERS, ...headers } });
}

/** A heading, a message and the way back (errors, and the result pages below). */
export function noticePage(
  context: Pick<FunctionContext, 'env' | 'request'>,
  notice: { titulo: string; texto: string; volver: string },
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  return page(context, 'aviso', notice, status, headers);
}

/** The hormiguear form again, with what the reader typed and why it was not sent. */
export function hormiguearFormPage(
  context: Pick<FunctionContext, 'env' | 'request'>,
  kind: HormiguearKind,
  form: { accion: string; mensaje: string; nombre: string; volver: string; error: string },
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  return page(context, `hormiguear-${kind}`, { ...form, titulo: HORMIGUEAR[kind].heading, texto: form.error }, status, headers);
}

/**
 * The page a subscriber's signed link opens: the address, already filled in and fixed, and
 * the one button that posts to `accion` (the link itself). Opening it changes nothing.
 */
export function unsubscribeFormPage(
  context: Pick<FunctionContext, 'env' | 'request'>,
  form: { accion: string; correo: string },
  status: number,
): Promise<Response> {
  return page(context, 'baja', { ...form, titulo: UNSUBSCRIBE.heading, texto: UNSUBSCRIBE.confirm }, status);
}

/** What a form post achieved, shown at paths.result() after the redirect. */
export const RESULTS = {
  'hormigueo-poema': { titulo: THANKS, texto: () => HORMIGUEAR.poema.thanks, back: paths.home() },
  'hormigueo-visual': { titulo: THANKS, texto: () => HORMIGUEAR.visual.thanks, back: paths.gallery() },
  suscrito: { titulo: NEWSLETTER.heading, texto: () => MESSAGES.subscribed, back: `${paths.home()}#${anchors.suscribir}` },
  registrado: { titulo: NEWSLETTER.heading, texto: MESSAGES.alreadySubscribed, back: `${paths.home()}#${anchors.suscribir}` },
  baja: { titulo: UNSUBSCRIBE.heading, texto: () => MESSAGES.unsubscribed, back: paths.home() },
} as const satisfies Record<string, { titulo: string; texto: (date: string) => string; back: string }>;

export type ResultKind = keyof typeof RESULTS;

/** The date a 'registrado' result shows: dd/mm/yy, as the newsletter states it. */
const SHORT_DATE = /^\d{2}\/\d{2}\/\d{2}$/;

/** 303 See Other to the result page, which the browser then loads with GET. */
export function redirectToResult(result: ResultKind, back: string | null, date?: string): Response {
  const query = new URLSearchParams({ tipo: result });
  if (back) query.set('volver', back);
  if (date) query.set('desde', date);
  return new Response(null, { status: 303, headers: { location: `${paths.result()}?${query}`, 'cache-control': 'no-store' } });
}

/** The result page for a query of redirectToResult, or null when the query is not one. */
export function resultNotice(query: URLSearchParams): { titulo: string; texto: string; volver: string } | null {
  const kind = query.get('tipo');
  if (!kind || !Object.hasOwn(RESULTS, kind)) return null;
  const result = RESULTS[kind as ResultKind];
  const date = query.get('desde') ?? '';
  if (kind === 'registrado' && !SHORT_DATE.test(date)) return null;
  return { titulo: result.titulo, texto: result.texto(date), volver: sitePath(query.get('volver')) ?? result.back };
}
