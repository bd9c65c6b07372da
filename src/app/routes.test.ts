// @vitest-environment happy-dom
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouter, placeOf, routes } from './routes';

/** The router a prerendered page hydrates with, started at that page. */
function hydratingRouterAt(path: string) {
  window.history.replaceState(null, '', path);
  return createRouter(placeOf(matchRoutes(routes, path) ?? []));
}

const pathOf = (router: ReturnType<typeof createRouter>) => router.state.matches.at(-1)?.route.path;

describe('the router of a prerendered page', () => {
  it('starts with the page’s own route only', () => {
    const router = hydratingRouterAt('/astp/home');
    expect(router.routes[0].children?.map((route) => route.path)).toEqual(['/astp/home']);
    expect(pathOf(router)).toBe('/astp/home');
  });

  it('finds every other page on the first navigation', async () => {
    const router = hydratingRouterAt('/astp/home');
    await router.navigate('/error');
    expect(pathOf(router)).toBe('/error');
    await router.navigate('/astp/home');
    expect(pathOf(router)).toBe('/astp/home');
  });

  it('prefers a named page over the product page it started on, whose path takes any name', async () => {
    const router = hydratingRouterAt('/aszxty');
    expect(pathOf(router)).toBe('/:productName');
    await router.navigate('/error');
    expect(pathOf(router)).toBe('/error');
  });
});
