// `npm start`: build the PWA if there is no build yet, bundle the server (always: it takes about a second and never
// runs stale code), then run the bundle in this same process, so a signal sent to it reaches the server's graceful
// shutdown directly. Both builds run in child processes and leave nothing in the server's memory (decision 032).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const build = (script, ...args) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

if (!existsSync('dist/index.html')) {
  console.log('No build found: building the portal once (vite build)…');
  build('node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn');
}
build('scripts/build-server.mjs');
await import(pathToFileURL('dist/node/server.mjs').href);
