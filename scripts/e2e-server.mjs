// The server for the end-to-end journeys: the fresh build, on a database of its own that starts empty each run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
await import('./start.mjs');
