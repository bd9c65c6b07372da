// `npm test`: every check a change must pass, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npx', ['tsc', '-b']],
  // Biome, then the layout's boundaries (.dependency-cruiser.cjs, docs/decisions/012).
  ['lint', 'npm', ['run', '--silent', 'lint']],
  // The build (the PWA and the server's prerender in dist/server) comes first: the server tests render with it.
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['browser', 'node', ['scripts/ensure-browser.mjs']],
  // Real page loads in Chromium: the JavaScript each page needs before it is interactive must stay within budget.
  ['script budgets', 'node', ['--import', 'tsx', 'bench/first-load.bench.ts', '--budgets']],
  // Lighthouse CI on the two customer pages, best of 3: script bytes and files, layout shift and LCP fail the run;
  // score and blocking time only warn (they follow this shared machine's load, decision 014).
  ['Lighthouse CI', 'npm', ['run', '--silent', 'lighthouse']],
  ['end-to-end journeys', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
