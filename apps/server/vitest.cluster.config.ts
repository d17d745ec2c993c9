import { defineProject } from 'vitest/config';

// `npm run test:cluster`: the production-shape rehearsal (issue 34), apart from the unit suites: it starts
// nginx and three server processes on this machine's PostgreSQL and needs the machine to itself.
export default defineProject({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['src/test/cluster/*.rehearsal.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
