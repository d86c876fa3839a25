import { escapeMarkup as escapeHtml } from '../../src/lib/text/escapeMarkup.ts';

/**
 * The page the newsletter form answers with when JavaScript is off (a plain form POST):
 * the result in the site's words and a way back to where the reader was.
 */
export function subscriptionPage(message: string, back: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Suscripción | Hormiguero de Poemas</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<h1>Hormiguero de Poemas</h1>
<p role="status">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">Volver</a></p>
</main>
</body>
</html>
`;
}

/** Where 'Volver' leads: the page the form was on (same site only), at the form. */
export function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  try {
    const from = new URL(referer ?? '');
    if (from.origin === new URL(request.url).origin) return `${from.pathname}${from.search}#suscribir`;
  } catch {
    // no usable referrer
  }
  return '/#suscribir';
}
