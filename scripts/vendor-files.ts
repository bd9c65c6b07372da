import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts the browser-image-compression script its web worker loads (options.libURL) in public/vendor/,
 * so the worker loads it from us and never from a CDN (blocked in China and by our CSP).
 */
export function vendorFiles(): Plugin {
  return {
    name: 'vendor-files',
    buildStart() {
      const require = createRequire(join(process.cwd(), 'package.json'));
      const source = join(dirname(require.resolve('browser-image-compression')), 'browser-image-compression.js');
      const target = join(process.cwd(), 'public', 'vendor', 'browser-image-compression.js');
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(source, target);
    },
  };
}
