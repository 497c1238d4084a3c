import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Each file renders the whole app, whose modules (Ant Design, every page) took most of the
      // run to import again per file. A worker keeps them between files; every test starts from a
      // fresh query cache, router and storage (testing/render-app.tsx, testing/setup.ts).
      isolate: false,
      // Under CI a failed test runs once more, so the flaky-test reporter (scripts/vitest-flaky-
      // reporter.ts) can tell a flake from a failure and print its first error; either fails the run.
      retry: process.env.CI ? 1 : 0,
      // Each test renders the whole app (router, Ant Design) in jsdom: about a second alone, several
      // on a busy machine. npm run test:unit runs this suite after the others, not beside them.
      testTimeout: process.env.CI ? 30_000 : 15_000,
    },
  }),
);
