import { describe, expect, it } from 'vitest';
import { packageCopies } from './one-copy-per-package';

describe('packageCopies', () => {
  it('names each bundled package with the installed folders it came from', () => {
    const copies = packageCopies([
      '/repo/node_modules/dayjs/esm/index.js',
      '/repo/node_modules/dayjs/esm/plugin/utc/index.js',
      '/repo/node_modules/@rc-component/util/es/ref.js',
      '/repo/node_modules/antd/node_modules/@rc-component/util/es/ref.js',
      '/repo/apps/web/src/main.tsx',
      '\0vite/preload-helper.js',
    ]);
    expect(copies.get('dayjs')).toEqual(new Set(['/repo/node_modules/dayjs']));
    expect(copies.get('@rc-component/util')).toEqual(
      new Set([
        '/repo/node_modules/@rc-component/util',
        '/repo/node_modules/antd/node_modules/@rc-component/util',
      ]),
    );
    expect(copies.size).toBe(2);
  });
});
