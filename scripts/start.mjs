// `npm start`: build the PWA if there is no build yet, then run the server in this same process
// (so a signal sent to it reaches the server's graceful shutdown directly).
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

if (!existsSync('dist/index.html')) {
  console.log('No build found: building the portal once (vite build)…');
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  await build({ logLevel: 'warn' });
  // Vite sets NODE_ENV=production for its build; the server must see the user's own setting.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
register();
await import('../server/server.ts');
