import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS = '/api/docs';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  summary?: string;
}

/**
 * An OpenAPI 3.1 description of every route, generated from the routes' zod schemas: JSON at /api/docs/openapi.json
 * and a page listing the operations at /api/docs. Registered before the routes, so it sees each of them.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Loaded only where the description is served.
  const { default: fastifySwagger } = await import('@fastify/swagger');
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '保险服务门户 API · Insurance service portal API',
        version: '1.0.0',
        description: 'Every JSON answer is the envelope { returnCode, returnMsg, content } (portal-spec 7); the legacy .action calls answer { success, message, data }.',
      },
    },
    transform: jsonSchemaTransform,
    // Schemas the routes share go to components; their $refs point there.
    transformObject: jsonSchemaTransformObject,
  });

  app.get(`${DOCS}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  app.get(DOCS, { schema: { hide: true } }, async (_request, reply) => {
    const document = app.swagger() as { paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
    const rows = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => `<tr><td>${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td></tr>`),
    );
    return reply.type('text/html; charset=utf-8').send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>API</title></head><body>` +
        `<h1>API</h1><p><a href="${DOCS}/openapi.json">openapi.json</a> · ${rows.length} operations</p><table>${rows.join('')}</table></body></html>`,
    );
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
