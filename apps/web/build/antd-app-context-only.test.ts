import { describe, expect, it } from 'vitest';
import { antdAppContextOnly, LIGHT_APP } from './antd-app-context-only';

const resolve = (source: string, importer: string | undefined) => {
  const hook = antdAppContextOnly().resolveId as (source: string, importer?: string) => string | null;
  return hook(source, importer);
};

describe("antd's App in the build", () => {
  it("answers antd's index's './app' with the context reader, and nothing else", () => {
    expect(resolve('./app', '/x/node_modules/antd/es/index.js')).toBe(LIGHT_APP);
    expect(resolve('../app/context', '/x/node_modules/antd/es/message/index.js')).toBeNull();
    expect(resolve('./app', '/x/apps/web/src/index.js')).toBeNull();
    expect(resolve('./app', undefined)).toBeNull();
  });
});
