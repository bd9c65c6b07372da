// `npm run lighthouse`: Lighthouse CI on the built portal with Debian's Chromium, offline; reports go to lighthouse-reports/.
// Besides lighthouserc.json's assertions, a customer page scoring under issue 18's goal fails the run, judged on the runs
// whose host was as fast as Lighthouse's 4x slowdown assumes (bench/first-load/reference-host.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { median, REFERENCE_BENCHMARK_INDEX, SCORE_GOAL, scoreVerdict } from '../bench/first-load/reference-host';

const env = { ...process.env, CHROME_PATH: '/usr/bin/chromium', PORT: '8282', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' };
const run = (args: string[]) => {
  const result = spawnSync('npx', ['lhci', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('dist/index.html')) spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
run(['collect']);
run(['upload']);
// An `error` level assertion broken fails the command (and so `npm test`).
const verdict = spawnSync('npx', ['lhci', 'assert'], { stdio: 'inherit', env });

interface ManifestEntry {
  url: string;
  jsonPath: string;
}
interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  environment: { benchmarkIndex: number };
  audits: Record<'total-blocking-time' | 'largest-contentful-paint', { numericValue: number }>;
}

const pages = new Map<string, Report[]>();
for (const entry of JSON.parse(readFileSync('lighthouse-reports/manifest.json', 'utf8')) as ManifestEntry[]) {
  const report = JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as Report;
  pages.set(entry.url, [...(pages.get(entry.url) ?? []), report]);
}
const missed: string[] = [];
for (const [url, reports] of pages) {
  const runs = reports.map((report) => ({ score: Math.round(report.categories.performance.score * 100), benchmarkIndex: report.environment.benchmarkIndex }));
  const tbt = reports.map((report) => Math.round(report.audits['total-blocking-time'].numericValue));
  const lcp = reports.map((report) => Math.round(report.audits['largest-contentful-paint'].numericValue));
  const { judged, score, met } = scoreVerdict(runs, SCORE_GOAL);
  console.log(`${new URL(url).pathname}: performance ${runs.map((r) => r.score).join(', ')}; TBT ${tbt.join(', ')} ms (median ${median(tbt)}); LCP ${lcp.join(', ')} ms; host index ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`);
  const others = (['accessibility', 'best-practices', 'seo'] as const).map((name) => `${name} ${median(reports.map((report) => Math.round(report.categories[name].score * 100)))}`);
  console.log(`  ${others.join(', ')}`);
  if (!judged) console.log(`  score goal ${SCORE_GOAL} only reported: fewer than two runs on a host at index ${REFERENCE_BENCHMARK_INDEX} or more; below it 4x simulates a slower phone than the goal's`);
  else if (met) console.log(`  score goal ${SCORE_GOAL} met (median ${score}) on a host at Lighthouse's reference speed`);
  else missed.push(`${new URL(url).pathname}: median score ${score} < ${SCORE_GOAL} on a host at Lighthouse's reference speed`);
}
if (missed.length) console.error(`✗ issue 18's score goal missed:\n  ${missed.join('\n  ')}`);
process.exit(missed.length ? 1 : (verdict.status ?? 1));
