import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite; each workspace is a project.
export default defineConfig({
  test: {
    // Two cores: each server test file opens its own database, so two files at a time.
    maxWorkers: 2,
    // Under CI, the list of tests that passed only on a retry (the web suite's one retry).
    reporters: process.env.CI ? ['default', './scripts/vitest-flaky-reporter.ts'] : ['default'],
    projects: [
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'catalogue', root: './packages/catalogue', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A worker imports the server once and runs file after file with it, rather than
          // importing it again for each file: on PostgreSQL this suite took 297 s with isolation
          // (178 s of it importing) and 155 s without. Every file builds its own app and
          // database, and no suite mocks a module, so nothing one file sets up is seen by the next.
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
