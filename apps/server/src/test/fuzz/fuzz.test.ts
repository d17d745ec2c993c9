import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  COLUMNS,
  type Fixture,
  type MatrixRow,
  openMatrixApp,
  urlOf,
} from '../access-matrix/matrix';
import { bearer, type TestApp } from '../app';

/**
 * Fuzzing as a test (issue 14 item 6): for every route of the OpenAPI document, fast-check sends bad
 * input built from the route's own schema (the document is generated from the zod schemas): wrong types,
 * missing fields, huge strings, out-of-range numbers, control characters, malformed JSON, wrong content
 * types, and odd path ids (0, -1, a 20-digit number, abc, %00, 0x10, %201). The caller is the first one
 * the authorization matrix allows, so the input reaches validation and the use case. Any 5xx fails.
 *
 * `npm test` runs a fixed seed and FUZZ_RUNS (default 12) inputs per route; `npm run fuzz` runs 300 per
 * route with a random seed, printed in the test name (FUZZ_SEED=<seed> replays it).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RANDOM_SEED
    ? Math.floor(Math.random() * 2 ** 31)
    : 20261123;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A plausible value for a schema, the base that one mutation then spoils. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x';
    default:
      return null;
  }
}

const HUGE = 'x'.repeat(300_000);
/** Values no field of ours takes as they are. */
const badValue = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    HUGE,
    -1,
    0,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 1,
    0.000001,
    '0x10',
    ' 1',
    '1e3',
    'NaN',
    '99999999999999999999',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    { __proto__: { polluted: true } },
    [[[[[[[[[[[]]]]]]]]]]],
    '2026-02-30T25:61:00Z',
  ),
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 50, unit: 'binary' }),
  fc.double(),
  fc.bigInt().map(String),
);

const ODD_IDS = ['0', '-1', '12345678901234567890', 'abc', '%00', '0x10', '%201', '1.5', '1e3', '%2e%2e', ''];

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; value: string; contentType: string }
  | { kind: 'none' };

/** A bad request for one operation: spoiled body and/or odd path parameters. */
function badRequest(operation: Operation, validBody: unknown) {
  const schema =
    operation.requestBody?.content?.['application/json']?.schema ??
    operation.requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
  // The matrix row's valid body when it has one, so a single spoiled field is the only fault.
  const base = validBody ?? sample(schema);
  const keys = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  const body: fc.Arbitrary<Body> = fc.oneof(
    // One field spoiled.
    keys.length
      ? fc.tuple(fc.constantFrom(...keys), badValue).map(
          ([key, value]): Body => ({
            kind: 'json',
            value: { ...(base as object), [key]: value },
          }),
        )
      : badValue.map((value): Body => ({ kind: 'json', value })),
    // One field missing.
    keys.length
      ? fc.constantFrom(...keys).map((key): Body => {
          const { [key]: _dropped, ...rest } = base as Record<string, unknown>;
          return { kind: 'json', value: rest };
        })
      : fc.constant<Body>({ kind: 'json', value: {} }),
    // A NUL byte in every text field at once.
    fc.constant<Body>({
      kind: 'json',
      value: keys.length
        ? Object.fromEntries(
            Object.entries(base as Record<string, unknown>).map(([key, value]) => [
              key,
              typeof value === 'string' ? `${value}\u0000` : value,
            ]),
          )
        : 'a\u0000',
    }),
    // The whole body wrong.
    badValue.map((value): Body => ({ kind: 'json', value })),
    fc.json({ maxDepth: 3 }).map((value): Body => ({ kind: 'raw', value, contentType: 'application/json' })),
    // Malformed JSON and wrong content types.
    fc
      .constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '"\\u0000"', '\u0000', '{"__proto__":{"x":1}}')
      .map((value): Body => ({ kind: 'raw', value, contentType: 'application/json' })),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      )
      .map((contentType): Body => ({ kind: 'raw', value: 'a=1&b=%00', contentType })),
    fc.constant<Body>({ kind: 'none' }),
  );
  const pathNames = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const oddParams = fc.record(
    Object.fromEntries(
      pathNames.map((name) => [name, fc.option(fc.constantFrom(...ODD_IDS), { nil: undefined })]),
    ),
  ) as fc.Arbitrary<Record<string, string | undefined>>;
  return fc.record({ body, oddParams });
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let fixture: Fixture;
  let tokens: Partial<Record<Caller, string>>;
  let rows: MatrixRow[];

  beforeAll(async () => {
    ({ t, fixture, tokens, rows } = await openMatrixApp());
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it(
    `answers no bad input with a 5xx (seed ${SEED}, ${RUNS} inputs per route)`,
    async () => {
      const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const ordered = rows;
      for (const matrixRow of ordered) {
        const [method, path] = matrixRow.route.split(' ') as [string, string];
        const operation = document.paths[path]?.[method.toLowerCase()];
        if (!operation) continue; // the matrix's coverage test reports it
        const caller = COLUMNS.find((column) => matrixRow.expected[column] === 'ok') ?? 'anonymous';
        const token = tokens[caller];
        const validUrl = await urlOf({ ...matrixRow, query: undefined }, fixture);
        const validBody = typeof matrixRow.body === 'function' ? matrixRow.body(fixture) : matrixRow.body;
        await fc
          .assert(
            fc.asyncProperty(badRequest(operation, validBody), async ({ body, oddParams }) => {
              let url = validUrl;
              for (const [name, odd] of Object.entries(oddParams)) {
                if (odd === undefined) continue;
                // Replace the segment that holds this parameter in the route template.
                const segments = path.split('/');
                const index = segments.indexOf(`{${name}}`);
                const parts = url.split('/');
                parts[index] = odd;
                url = parts.join('/');
              }
              const headers: Record<string, string> = token ? bearer(token) : {};
              const response = await t.app.inject({
                method: method as 'GET',
                url,
                headers: body.kind === 'raw' ? { ...headers, 'content-type': body.contentType } : headers,
                ...(body.kind === 'json' && method !== 'GET'
                  ? {
                      payload: JSON.stringify(body.value),
                      headers: { ...headers, 'content-type': 'application/json' },
                    }
                  : body.kind === 'raw' && method !== 'GET'
                    ? { payload: body.value }
                    : {}),
              });
              statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
              if (response.statusCode >= 500) {
                failures.push(
                  `${method} ${url} as ${caller}: ${response.statusCode} ${JSON.stringify(body).slice(0, 300)}`,
                );
                return false;
              }
              return true;
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          )
          .catch(() => undefined);
      }
      console.log(`fuzz: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(failures).toEqual([]);
      // Every route was really called RUNS times (a property that stops early would hide routes).
      expect([...statuses.values()].reduce((sum, n) => sum + n, 0)).toBe(ordered.length * RUNS);
    },
    120_000 + RUNS * 20_000,
  );
});
