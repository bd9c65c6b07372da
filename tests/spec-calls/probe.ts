import type { FastifyInstance } from 'fastify';

/** The route pattern a call reaches: the spec's client adds /api unless the path already names an api area. */
export function routePattern(path: string): string {
  const pattern = path.replace(/\{([^}]+)\}/g, ':$1');
  return pattern.startsWith('/api_') ? pattern : `/api${pattern}`;
}

/** Whether the server registers a call (parameter names need not match the spec's). */
export function isRegistered(app: FastifyInstance, method: 'GET' | 'POST', path: string): boolean {
  return app.hasRoute({ method, url: routePattern(path) });
}
