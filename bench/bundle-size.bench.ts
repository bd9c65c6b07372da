// Prints what each route makes a phone download (gzip and brotli bytes of its JS and CSS, the shell included).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const DIST = 'dist';
if (!existsSync(join(DIST, 'index.html'))) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string }
>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(dependency, seen);
  return seen;
}

function files(keys: Set<string>): string[] {
  return [...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
}

function sizes(list: string[]) {
  const bodies = list.map((file) => readFileSync(join(DIST, file)));
  const sum = (f: (body: Buffer) => number) => bodies.reduce((total, body) => total + f(body), 0);
  return { raw: sum((b) => b.length), gzip: sum((b) => gzipSync(b, { level: 9 }).length), brotli: sum((b) => brotliCompressSync(b).length) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const shell = closure(entry);
const rows: Array<[string, ReturnType<typeof sizes>]> = [['(shell)', sizes(files(shell))]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.src?.startsWith('src/features/') || chunk.isEntry) continue;
  const route = closure(key, new Set(shell));
  rows.push([chunk.src.replace('src/features/', ''), sizes(files(route))]);
}
console.log('route (shell + its own chunks)'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const [name, size] of rows) {
  console.log(name.padEnd(48), kb(size.raw).padStart(10), kb(size.gzip).padStart(10), kb(size.brotli).padStart(10));
}
