import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdMobileReact19Render } from './scripts/antd-mobile-imports.ts';

export default defineConfig({
  plugins: [antdMobileReact19Render(), react()],
  // The same ES build of antd-mobile the app bundles, so its React 19 render hook is one module instance.
  resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
  test: {
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
  },
});
