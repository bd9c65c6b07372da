import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ONE_YEAR = 31_536_000;

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated,
 * brotli/gzip files picked by Accept-Encoding. Returns how to answer an app route, or null without a build.
 */
export async function registerAppShell(
  app: FastifyInstance,
  distDir: string,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = path.includes(`${resolve(root, 'assets')}/`);
      reply.header('Cache-Control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
    },
  });
  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  // The root is a directory to the static handler; it is the app's entry for us.
  app.get('/', (_request, reply) => sendShell(reply));
  return sendShell;
}
