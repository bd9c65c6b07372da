// The server for the end-to-end journeys: the fresh build, on a database of its own that starts empty each run
// and is removed when the server exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.DATA_DIR = dataDir;
// Every journey queries policies from the one loopback address; the per-phone and per-ID limits still apply.
process.env.POLICY_QUERY_PER_ADDRESS ??= '100';
process.env.SIGN_IN_PER_ADDRESS ??= '100';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import('./start.mjs');
