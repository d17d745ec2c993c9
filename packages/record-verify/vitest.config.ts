import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'record-verify', include: ['src/**/*.test.ts'], environment: 'node' },
});
