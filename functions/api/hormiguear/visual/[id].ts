import { hormiguearHandler } from '../../../_lib/hormiguear.ts';
import { methodNotAllowed } from '../../../_lib/http.ts';
import type { PagesFunction } from '../../../_lib/context.ts';

/** POST /api/hormiguear/visual/{id} */
export const onRequestPost = hormiguearHandler('visual');
export const onRequest: PagesFunction = () => methodNotAllowed('POST');
