import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * One product file's content: a JSON file as parsed, a TypeScript file by its default export. The server bundle
 * replaces this module with one that has the product files compiled in (scripts/build-server.mjs).
 */
export async function readProductFile(path: string): Promise<unknown> {
  if (path.endsWith('.json')) return JSON.parse(readFileSync(path, 'utf8'));
  const module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  if (module.default === undefined) throw new Error('it has no default export');
  return module.default;
}
