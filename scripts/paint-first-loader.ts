import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The prerendered pages' classic loader (src/paint-first.js, decision 014), minified, as /paint-first.js: emitted in
 * the bundle, so the service worker's precache lists it with the bytes it really serves.
 */
export function paintFirstLoader(): Plugin {
  return {
    name: 'paint-first-loader',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('../src/paint-first.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'paint-first.js', source: transformSync(source, { minify: true, target: 'es2020' }).code });
    },
  };
}
