import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Test files share their worker's loaded modules instead of importing the server afresh each: importing
    // took most of a file's time. Every file builds its own app, database and clock (test/app.ts), so no state
    // lives in a module (issue 39).
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
