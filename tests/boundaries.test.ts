import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = resolve('.dependency-cruiser.cjs');

/** A tiny project with one planted violation per rule, beside imports the rules allow. */
const FIXTURE: Record<string, string> = {
  // A feature imports a sibling feature (forbidden) and its own api/ file (allowed).
  'src/features/cart/CartPage.ts': "export { price } from '../catalog/price';\nexport { prices } from './api/query-prices';\n",
  'src/features/cart/api/query-prices.ts': "export { http as prices } from '../../../lib/api/client';\n",
  'src/features/catalog/price.ts': 'export const price = 1;\n',
  // A component calls the HTTP client itself instead of through an api/ file.
  'src/features/catalog/PricePanel.ts': "export { http } from '../../lib/api/client';\n",
  'src/lib/api/client.ts': 'export const http = {};\n',
  // Shared client code reaches up into a feature.
  'src/lib/format.ts': "export { price as shown } from '../features/catalog/price';\n",
  // The browser side imports the server.
  'src/lib/server-peek.ts': "export { expire } from '../../server/jobs/expire';\n",
  // The domain imports a runtime.
  'domain/rules.ts': "export { shown } from '../src/lib/format';\n",
  // A module imports another module's internals (forbidden) and its index.ts (allowed).
  'server/modules/orders/service.ts': "export { charge } from '../payment/gateway';\nexport { pay } from '../payment/index';\n",
  'server/modules/payment/gateway.ts': 'export const charge = 1;\n',
  'server/modules/payment/index.ts': "export { charge as pay } from './gateway';\n",
  // A lower layer imports a module.
  'server/jobs/expire.ts': "export { charge as expire } from '../modules/orders/service';\n",
  // A module imports app.ts, which imports the module: also a cycle.
  'server/modules/payment/routes.ts': "export { app } from '../../app';\n",
  'server/app.ts': "export const app = 1;\nexport { app as routes } from './modules/payment/routes';\n",
};

async function violationsIn(baseDir: string, roots: string[]) {
  const options = await extractDepcruiseOptions(CONFIG);
  const { output } = await cruise(roots, { ...options, baseDir });
  return (output as ICruiseResult).summary.violations.map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
}

describe('the boundary rules (.dependency-cruiser.cjs)', () => {
  let fixture: string;
  beforeAll(async () => {
    fixture = await mkdtemp(join(tmpdir(), 'boundaries-'));
    for (const [path, text] of Object.entries(FIXTURE)) {
      await mkdir(dirname(join(fixture, path)), { recursive: true });
      await writeFile(join(fixture, path), text);
    }
  });
  afterAll(() => rm(fixture, { recursive: true, force: true }));

  it('report every planted violation, and nothing the layout allows', async () => {
    const violations = await violationsIn(fixture, ['src', 'domain', 'server']);
    expect(violations).toEqual(
      expect.arrayContaining([
        { rule: 'feature-imports-sibling-feature', from: 'src/features/cart/CartPage.ts', to: 'src/features/catalog/price.ts' },
        { rule: 'http-outside-api-file', from: 'src/features/catalog/PricePanel.ts', to: 'src/lib/api/client.ts' },
        { rule: 'shared-client-imports-app-or-feature', from: 'src/lib/format.ts', to: 'src/features/catalog/price.ts' },
        { rule: 'browser-imports-server', from: 'src/lib/server-peek.ts', to: 'server/jobs/expire.ts' },
        { rule: 'domain-imports-a-runtime', from: 'domain/rules.ts', to: 'src/lib/format.ts' },
        { rule: 'module-imports-module-internals', from: 'server/modules/orders/service.ts', to: 'server/modules/payment/gateway.ts' },
        { rule: 'server-lower-layer-imports-module', from: 'server/jobs/expire.ts', to: 'server/modules/orders/service.ts' },
        { rule: 'module-imports-app', from: 'server/modules/payment/routes.ts', to: 'server/app.ts' },
        { rule: 'import-cycle', from: 'server/app.ts', to: 'server/modules/payment/routes.ts' },
      ]),
    );
    expect(violations).toHaveLength(9);
  });

  it('find no violation in the real tree', async () => {
    expect(await violationsIn(process.cwd(), ['src', 'sw', 'domain', 'server'])).toEqual([]);
    // Cruising the whole tree (900 modules) takes 10-20 s on two busy cores.
  }, 90_000);
});
