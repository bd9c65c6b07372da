import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptAllowance } from './security';

/** What src/entry-server.tsx exports (built by `vite build --ssr` into dist/server). */
interface PrerenderModule {
  render(request: {
    url: string;
    languageCookie: string | undefined;
    acceptLanguage: string | undefined;
    userAgent: string;
    host: string;
    fetcher: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; language: string; stateTag: string; module: string } | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * A page's HTML drawn with its content, or null when the plain shell must do (no prerender for it, or it failed). A
 * drawn page carries its inline loader, which its reply's CSP allows by hash.
 */
export type Prerender = (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>;

/** The server's prerender of the customer's first screens, when the build has one (decision 014). */
export async function loadPrerender(app: FastifyInstance, root: string): Promise<Prerender | null> {
  const entry = resolve(root, 'server/entry-server.js');
  const manifestFile = resolve(root, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const { render } = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  const styleOf = inlineStyles(root);
  // The shell's own stylesheet too: the first paint waits for no request (decision 014, 2026-11-26).
  const template = readFileSync(resolve(root, 'index.html'), 'utf8')
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_, file: string) => styleOf(file))
    // The page's scripts are asked for after its first paint (src/paint-first.js), not found in its head.
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const loader = readFileSync(resolve(root, 'server/paint-first.js'), 'utf8');
  const allowLoader = inlineScriptAllowance(createHash('sha256').update(loader).digest('base64'));
  // Each page module's styles and scripts, worked out from the manifest on its first request.
  const assets = new Map<string, string>();
  const assetsOf = (module: string) => {
    if (!assets.has(module)) assets.set(module, pageAssets(manifest, module, styleOf, loader));
    return assets.get(module) as string;
  };
  // The page's data calls go to our own routes, in process.
  const fetcher = async (url: string, init: RequestInit) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const headers = Object.entries(answer.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)] as [string, string]]));
    return new Response(answer.rawPayload, { status: answer.statusCode, headers });
  };
  return async (request, reply) => {
    try {
      const page = await render({
        url: `http://${request.host}${request.url}`,
        languageCookie: request.cookies?.lang,
        acceptLanguage: request.headers['accept-language'],
        userAgent: request.headers['user-agent'] ?? '',
        host: request.host,
        fetcher,
      });
      if (!page) return null;
      allowLoader(reply);
      return fillShell(template, page, assetsOf(page.module));
    } catch (error) {
      // A page the server cannot draw is still drawn by the browser.
      request.log.error({ err: error }, 'prerender failed: sending the plain shell');
      return null;
    }
  };
}

/**
 * A stylesheet drawn into the page, so the first paint waits for no request, and its link kept `disabled`: a disabled
 * link is not fetched, and Vite's loader of lazy chunks, which looks for the link, does not load the file again.
 */
function inlineStyles(root: string): (file: string) => string {
  const styles = new Map<string, string>();
  return (file) => {
    if (!styles.has(file)) styles.set(file, readFileSync(resolve(root, file), 'utf8').replaceAll('</style', '<\\/style'));
    return `<style>${styles.get(file)}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  };
}

/**
 * The page's styles (with its shared chunks'), drawn in so it paints styled, and its scripts: the entry's imports and
 * the page chunk's, each after the modules it imports, so the inline loader (src/paint-first.js) can evaluate them one
 * per task once the page has painted. On a slow line the page's bytes then go before the scripts' (decision 014).
 */
function pageAssets(manifest: Record<string, ManifestChunk>, module: string, styleOf: (file: string) => string, loader: string): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  // The entry's own imports' styles are in the shell already (index.html).
  const visit = (key: string, withStyles: boolean) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, withStyles);
    if (withStyles) for (const file of chunk.css ?? []) styles.add(file);
    scripts.add(chunk.file);
  };
  for (const key of entry?.imports ?? []) visit(key, false);
  visit(module, true);
  const modules = [...scripts].map((file) => `/${file}`).join(' ');
  return `${[...styles].map(styleOf).join('')}<script data-entry="/${entry?.file}" data-modules="${modules}">${loader}</script>`;
}

function fillShell(template: string, page: { html: string; language: string; stateTag: string }, assets: string): string {
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.language}">`)
    .replace('</head>', () => `${assets}</head>`)
    .replace(/<div id="root">[\s\S]*?<\/noscript>/, () => `<div id="root">${page.html}</div>${page.stateTag}`);
}
