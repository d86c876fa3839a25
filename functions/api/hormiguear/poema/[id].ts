import { hormiguearHandler } from '../../../_lib/hormiguear.ts';
import { methodNotAllowed } from '../../../_lib/http.ts';
import type { PagesFunction } from '../../../_lib/context.ts';

/** POST /api/hormiguear/poema/{id} */
export const onRequestPost = hormiguearHandler('poema');
export const onRequest: PagesFunction = () => methodNotAllowed('POST');
