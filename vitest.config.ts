import { configDefaults, defineConfig } from 'vitest/config';

// The web app's `*.test.tsx` are component tests: Testing Library in a happy-dom document (packages/web/src/testing/).
// The prerender's renders to strings in Node, as the build does.
const PRERENDER = 'packages/web/src/prerender/**';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is one in-process database per test file; two cores run two files at a time well.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit and server',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/{server,shared}/src/**/*.test.tsx',
            `${PRERENDER}/*.test.tsx`,
          ],
          environment: 'node',
          globalSetup: ['packages/server/src/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web components',
          include: ['packages/web/src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, PRERENDER],
          environment: 'happy-dom',
          // The signed-in app's own path, so the cookies it keeps on /app (lib/cookies.ts) are read as in a browser.
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/app' } },
          setupFiles: ['packages/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
