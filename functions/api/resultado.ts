import { MESSAGES } from '../../src/lib/actions/rules.ts';
import { paths } from '../../src/lib/site/paths.ts';
import type { PagesFunction } from '../_lib/context.ts';
import { noticePage, resultNotice } from '../_lib/formAnswers.ts';
import { methodNotAllowed } from '../_lib/http.ts';

/**
 * GET /api/resultado?tipo=…: where a plain HTML form lands after it succeeded (the thanks for
 * a hormigueo, the newsletter's answer), as a page of the site with the way back.
 */
export const onRequestGet: PagesFunction = async (context) => {
  const notice = resultNotice(new URL(context.request.url).searchParams);
  if (notice) return noticePage(context, notice, 200);
  return noticePage(context, { titulo: 'Hormiguero de Poemas', texto: MESSAGES.notFound, volver: paths.home() }, 404);
};

export const onRequestHead = onRequestGet;
export const onRequest: PagesFunction = () => methodNotAllowed('GET');
