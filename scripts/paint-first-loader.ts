import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The prerendered pages' inline loader (src/paint-first.js, decision 014), minified into the server's build as
 * dist/server/paint-first.js: the server draws it into the page and allows it by its hash, browsers never fetch it.
 */
export function paintFirstLoader(): Plugin {
  return {
    name: 'paint-first-loader',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('../src/paint-first.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'paint-first.js', source: transformSync(source, { minify: true, target: 'es2020' }).code.trim() });
    },
  };
}
