// The two servers a first-load run compares: the built portal, and the bare baseline page built by Vite in the same run.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface Running {
  origin: string;
  stop(): Promise<void>;
}

/** The portal exactly as the journeys run it: the fresh build, an empty database of its own, demo data seeded. */
export async function startPortal(port: number): Promise<Running> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal server exited (${child.exitCode})`);
    if (Date.now() - started > 120_000) throw new Error('the portal server did not start within 2 minutes');
    const healthy = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 300));
  }
  return {
    origin,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds bench/baseline and serves it gzipped, as the portal serves its files. */
export async function startBaseline(outDir: string): Promise<Running> {
  const root = resolve('bench/baseline');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: resolve(outDir), emptyOutDir: true, target: 'es2020' },
  });
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Encoding': 'gzip' });
    response.end(gzipSync(readFileSync(file), { level: 9 }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done())) };
}
