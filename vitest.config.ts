import { defineConfig } from 'vitest/config';

// React's production build breaks `act`, so unlike the library build nothing defines NODE_ENV here.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://store.test/cart' } },
    setupFiles: ['test/setup.ts'],
    // The demo store's tests start from copies of one data directory migrated and seeded per run.
    globalSetup: ['examples/server/test-support/seeded-data-dir.global.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'examples/**/*.test.ts', 'stories/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'cli/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**', 'dist/**'],
    restoreMocks: true,
    // Vitest runs one worker fewer than there are cores: one worker on a 2-core machine. Most of a
    // test file's time is waiting on PGlite, timers or React, and in `npm test` a lane of lint, tsc
    // and browsers shares the cores: three workers keep both cores busy while files wait.
    maxWorkers: 3,
    // A test that waits this long is stuck, not slow: scrypt and PGlite on a busy 2-core machine
    // can take several seconds where they usually take a few hundred milliseconds, and `npm test`
    // runs these beside the browsers and lint.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
