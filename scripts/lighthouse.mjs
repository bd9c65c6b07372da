// `npm run lighthouse`: Lighthouse CI on the built portal with Debian's Chromium, offline; reports go to lighthouse-reports/.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const env = { ...process.env, CHROME_PATH: '/usr/bin/chromium', PORT: '8282', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' };
const run = (args) => {
  const result = spawnSync('npx', ['lhci', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('dist/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
run(['collect']);
run(['upload']);
// The assertions' verdict is the command's: an `error` level assertion broken fails it (and so `npm test`).
const verdict = spawnSync('npx', ['lhci', 'assert'], { stdio: 'inherit', env });

const manifest = 'lighthouse-reports/manifest.json';
if (existsSync(manifest)) {
  for (const entry of JSON.parse(readFileSync(manifest, 'utf8'))) {
    const scores = Object.entries(entry.summary).map(([name, score]) => `${name} ${Math.round(score * 100)}`);
    console.log(`${entry.url}: ${scores.join(', ')}`);
  }
}
process.exit(verdict.status ?? 1);
