// Bundles the server into dist/node/server.mjs, so that `npm start` runs plain JavaScript with no TypeScript
// loader in the process (decision 032). Packages stay external; each source file keeps its own location for the
// files it reads beside itself (migrations, locales, workers), and the product files are compiled in.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { build } from 'esbuild';

export const SERVER_BUNDLE = resolve('dist/node/server.mjs');
const PRODUCTS = resolve('server/catalog/products');
const PRODUCT_FILE_MODULE = resolve('server/catalog/product-file.ts');

// The module that reads product files at run time, replaced by the product files themselves.
function compiledProductFiles() {
  const files = readdirSync(PRODUCTS).filter((name) => /^[A-Za-z][A-Za-z0-9]*\.(ts|json)$/.test(name)).sort();
  return [
    ...files.map((name, index) => `import product${index} from ${JSON.stringify(resolve(PRODUCTS, name))};`),
    `const COMPILED = new Map([${files.map((name, index) => `[${JSON.stringify(name)}, product${index}]`).join(', ')}]);`,
    'export async function readProductFile(path) {',
    "  const name = path.slice(path.lastIndexOf('/') + 1);",
    "  if (!COMPILED.has(name)) throw new Error('it is not in the server bundle: build it again (npm start does)');",
    '  return COMPILED.get(name);',
    '}',
  ].join('\n');
}

const ownLocation = {
  name: 'own-location',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path === PRODUCT_FILE_MODULE) return { contents: compiledProductFiles(), loader: 'js', resolveDir: PRODUCTS };
      const source = relative(dirname(SERVER_BUNDLE), path);
      const contents = (await readFile(path, 'utf8')).replaceAll('import.meta.url', `new URL(${JSON.stringify(source)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
};

await build({
  entryPoints: ['server/server.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  plugins: [ownLocation],
});
