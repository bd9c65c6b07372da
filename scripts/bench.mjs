// `npm run bench [name...] [--full]`: runs every benchmark in bench/ (or the named ones); each prints its own figures.
// Without --full the long ones (the crash drill) are left out unless named, so the run stays under five minutes;
// flags are handed on to each benchmark (`--full` makes theirs the long version too, e.g. OCR over every photo).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const LONG = ['crash-under-load'];
const args = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
const wanted = args.filter((arg) => !arg.startsWith('--'));
const full = flags.includes('--full');
const benches = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => (wanted.length === 0 ? full || !LONG.some((name) => file.startsWith(`${name}.`)) : wanted.some((name) => file.startsWith(name))));

const started = Date.now();
let failed = 0;
for (const file of benches) {
  console.log(`\n## ${file}`);
  const begun = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`, ...flags], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
  console.log(`(${file}: ${Math.round((Date.now() - begun) / 1000)} s)`);
}
console.log(`\n${benches.length} benchmarks in ${Math.round((Date.now() - started) / 1000)} s${full ? '' : ` (long ones left out: ${LONG.join(', ')}; --full runs them)`}`);
process.exit(failed ? 1 : 0);
