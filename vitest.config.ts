import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setup.ts'],
    // isolated-vm (the bot sandbox) requires V8's startup snapshot off on Node 20 and later.
    execArgv: ['--no-node-snapshot'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
