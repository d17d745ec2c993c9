import { defineConfig } from 'vitest/config';

// One Vitest run covers domain, server and web; each workspace keeps its own project config.
export default defineConfig({
  test: {
    // The web's tests that replace modules run apart, each file in a fresh module graph (apps/web/vitest.shared.ts).
    projects: [
      'packages/domain',
      'packages/record-verify',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Two cores; server test files each start their own database.
    maxWorkers: 2,
  },
});
