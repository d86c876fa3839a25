import type { APIRoute, GetStaticPaths } from 'astro';
import { feedResponse } from '@/lib/feed/feedResponse';
import { getEditionFeedModel, type FeedModel } from '@/lib/site/getFeedModel';
import { pagesOf } from '@/lib/site/singlePage';

/** One edition's feed: the edition and its poems and essays, in full. */
export const getStaticPaths = (() =>
  pagesOf((site) =>
    site.editions.map((row) => {
      const model = getEditionFeedModel(site, row);
      return { params: { edicion: model.edition }, model };
    }),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ model: FeedModel }> = ({ props, site }) => feedResponse(props.model, site ?? new URL('http://localhost:4321'));
