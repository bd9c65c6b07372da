import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_CIPHER_PREFIX } from '../domain/api/auth';
import { sm4EncryptText } from '../domain/crypto';
import { DEMO_AGENT } from '../server/demo/seed';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-process-'));
const port = 18_000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;

// The bundle `npm start` runs (decision 032), built from the current sources.
execFileSync(process.execPath, ['scripts/build-server.mjs']);

const started: ChildProcess[] = [];

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['dist/node/server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DIST_DIR: '/nonexistent', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  return child;
}

// A first start migrates and seeds the embedded database: on a 2-core machine other work keeps busy, that took over 30 s.
async function waitForHealth(): Promise<Response> {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

function stop(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, ms: Date.now() - started }));
    child.kill('SIGTERM');
  });
}

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/b2bCustomerWebuser/verificationUserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: sm4EncryptText(DEMO_AGENT.password, LOGIN_CIPHER_PREFIX) }),
  });
  return (await res.json()).returnCode;
}

describe('the server process on the embedded database', () => {
  afterAll(async () => {
    // A server left running by a failed step would still be writing the folder.
    await Promise.all(started.filter((child) => child.exitCode === null && child.signalCode === null).map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with demo data, stops cleanly on SIGTERM, and keeps its data across restarts', async () => {
    const first = startServer();
    let errors = '';
    first.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    const health = await waitForHealth().catch((error: Error) => {
      throw new Error(`${error.message}: ${errors}`);
    });
    expect((await health.json()).database).toBe('pglite');
    expect(await login()).toBe('00');
    const stopped = await stop(first);
    expect(stopped.code).toBe(0);

    const second = startServer();
    await waitForHealth();
    // The demo account is there once: the same login works and no duplicate broke the unique login name.
    expect(await login()).toBe('00');
    expect((await stop(second)).code).toBe(0);
  }, 240_000);
});
