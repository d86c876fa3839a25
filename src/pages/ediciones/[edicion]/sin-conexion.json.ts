import type { APIRoute, GetStaticPaths } from 'astro';
import { getEditionOfflineModel, type EditionOfflineModel } from '@/lib/site/getEditionOfflineModel';
import { pagesOf } from '@/lib/site/singlePage';

/**
 * An edition's pages, for 'Guardar para leer sin conexión' on its contents page. The build
 * then adds each page's size and the pictures they show (src/integrations/serviceWorker.ts).
 */
export const getStaticPaths = (() =>
  pagesOf((site) =>
    site.editions.map((row) => {
      const model = getEditionOfflineModel(site, row);
      return { params: { edicion: model.edition }, model };
    }),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ model: EditionOfflineModel }> = ({ props }) =>
  new Response(JSON.stringify(props.model), { headers: { 'content-type': 'application/json; charset=utf-8' } });
