// The layout's boundaries as rules (docs/decisions/012): `npm run lint` and `npm test` fail on a violation.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-sibling-feature',
      comment: 'A feature never imports another feature: shared pieces live in src/components/ or src/lib/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-client-imports-app-or-feature',
      comment: 'src/lib/ and src/components/ serve the app and the features; they never reach up into them.',
      severity: 'error',
      from: { path: '^src/(lib|components)/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'http-outside-api-file',
      comment: 'Components and hooks never call the HTTP client: each call is a file in an api/ folder (fetcher + query options).',
      severity: 'error',
      from: { path: '^src/', pathNot: '/api/[^/]+\\.ts$' },
      to: { path: '^src/lib/api/client\\.ts$' },
    },
    {
      name: 'browser-imports-server',
      comment: 'The PWA, the service worker and the domain never import the server.',
      severity: 'error',
      from: { path: '^(src|sw|domain)/' },
      to: { path: '^server/' },
    },
    {
      name: 'domain-imports-a-runtime',
      comment: 'domain/ is the isomorphic core: it imports none of the runtimes.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(src|sw|server)/' },
    },
    {
      name: 'server-lower-layer-imports-module',
      comment: 'Jobs, adapters, plugins, the database, server/lib and the sales core sit below the modules.',
      severity: 'error',
      from: { path: '^server/(jobs|adapters|plugins|db|lib|sales)/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'module-imports-module-internals',
      comment: 'A module reaches another module only through its index.ts (or through the sales core).',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-imports-app',
      comment: 'app.ts composes the modules; a module never imports it back.',
      severity: 'error',
      from: { path: '^server/modules/' },
      to: { path: '^server/app\\.ts$' },
    },
    {
      name: 'import-cycle',
      comment: 'No import cycles in the server or the PWA.',
      severity: 'error',
      from: { path: '^(server|src)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.tsbuild|\\.worktrees)/' },
    // Type-only imports count: a type that crosses a boundary couples the two sides as much as a value.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
