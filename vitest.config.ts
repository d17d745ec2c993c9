import { defineConfig } from 'vitest/config';

// One Vitest run covers domain, server and web; each workspace keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Two cores; server test files each start their own database.
    maxWorkers: 2,
  },
});
