import { describe, expect, it } from 'vitest';
import { routeOf } from '../../scripts/server/functionsRouter';

describe('Pages Functions routes', () => {
  it.each([
    ['api/suscribir.ts', '/api/suscribir', {}],
    ['api/hormiguear/poema/[id].ts', '/api/hormiguear/poema/12', { id: '12' }],
    ['api/index.ts', '/api', {}],
  ])('%s serves %s', (file, path, params) => {
    const route = routeOf(file);
    const match = route.pattern.exec(path);
    expect(match).not.toBeNull();
    expect(Object.fromEntries(route.params.map((p, i) => [p, match![i + 1]]))).toEqual(params);
  });
  it('does not serve other paths', () => {
    expect(routeOf('api/hormiguear/poema/[id].ts').pattern.test('/api/hormiguear/poema/12/x')).toBe(false);
  });
});
