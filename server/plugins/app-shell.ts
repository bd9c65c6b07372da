import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPrerender } from './prerender';

const ONE_YEAR = 31_536_000;

export type SendAppShell = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated,
 * brotli/gzip files picked by Accept-Encoding. Returns how to answer an app route (prerendered when the build
 * can draw it, else the shell), or null without a build.
 */
export async function registerAppShell(app: FastifyInstance, distDir: string): Promise<SendAppShell | null> {
  const root = resolve(distDir);
  if (!existsSync(resolve(root, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    // The prerender's server bundle is not for browsers.
    allowedPath: (path) => !path.startsWith('/server/'),
    setHeaders: (reply, path) => {
      const hashed = path.includes(`${resolve(root, 'assets')}/`);
      reply.header('Cache-Control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
    },
  });
  const prerender = await loadPrerender(app, root);
  const sendShell: SendAppShell = async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const page = prerender ? await prerender(request, reply) : null;
    return page ? sendCompressed(request, reply, page) : reply.sendFile('index.html');
  };
  // The root is a directory to the static handler; it is the app's entry for us.
  app.get('/', (request, reply) => sendShell(request, reply));
  return sendShell;
}

/**
 * A prerendered page leaves compressed as the static files do (brotli, else gzip): it is answered from the not-found
 * handler, which @fastify/compress's per-route hooks never reach (the home's 30 KB of HTML went uncompressed).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  // Quality 5: a fraction of a millisecond for a page, within a few per cent of the best size.
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
