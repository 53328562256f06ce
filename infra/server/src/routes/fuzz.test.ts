/**
 * Every operation of the OpenAPI document, called with requests built from its own schemas plus
 * hostile strings and numbers (NUL bytes, lone surrogates, huge, infinite and negative numbers,
 * long texts, keys named like inherited properties such as `constructor` or `__proto__` in every
 * object): whatever comes in, the answer is never a 5xx. Runs on PGlite and, in the second
 * jest pass, on PostgreSQL (and Redis).
 */
import fc from 'fast-check';
import { INHERITED_KEYS, withKeyEverywhere } from '../../test/inherited-keys';
import { signInAs, startUserApi, stopUserApi, type UserApiContext } from '../../test/user-api';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  examples?: unknown[];
  additionalProperties?: JsonSchema | boolean;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Cases per run over all operations (a few thousand). */
const CASES = 4000;

/** Strings as they travel in a URL, already percent-encoded: NUL, a lone surrogate as WTF-8, overlong NUL, bad bytes. */
const HOSTILE_URL = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  'x%ED%BF%BF',
  '%C0%80',
  '%FF%FE',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '99999999999999999999',
  '-99999999999999999999',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '0x10',
  '',
  '%20',
  encodeURIComponent('../../etc/passwd'),
  'x'.repeat(5000),
];
/** Strings as they travel in a JSON body. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '',
  ' ',
  'x'.repeat(20_000),
  '٣',
];
/** Numbers a JSON body can carry. */
const HOSTILE_NUMBERS = [
  0,
  -1,
  -0.5,
  1.5,
  1e20,
  -1e20,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
];

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'bad';
  }
};
const urlValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_URL),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encode),
  fc.integer().map(String),
);

function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(null, true, [], {}),
  );
  if (!schema || depth > 6) return hostile;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => valueOf(v, depth + 1)));
  const own = ownValue(schema, depth);
  // Mostly what the schema describes (so requests reach the handlers), sometimes something hostile.
  return fc.oneof({ arbitrary: own, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

function ownValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(
        fc.constantFrom(...HOSTILE_TEXT),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        ...(schema.examples?.length ? [fc.constantFrom(...schema.examples)] : []),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom(...HOSTILE_NUMBERS),
        fc.integer({
          min: Math.ceil(Math.max(schema.minimum ?? -10, -1e9)),
          max: Math.floor(Math.min(schema.maximum ?? 1000, 1e9)),
        }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0)
        return fc.dictionary(
          fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom(...INHERITED_KEYS)),
          valueOf(undefined),
        );
      const record = fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, valueOf(property, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]) },
      );
      // One object in three also carries an inherited name, beside the keys it describes.
      return fc
        .tuple(record, fc.option(fc.constantFrom(...INHERITED_KEYS), { freq: 2 }), valueOf(undefined))
        .map(([object, key, item]) => (key === null ? object : withKey(object, key, item)));
    }
    default:
      return valueOf(undefined);
  }
}

/** A copy of an object with one more own key (`__proto__` too, as JSON.parse makes it). */
function withKey(object: object, key: string, item: unknown): object {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
  return copy;
}

interface Case {
  method: string;
  url: string;
  body?: unknown;
  headers: Record<string, string>;
}

function requestsOf(path: string, method: string, operation: Operation, token: string): fc.Arbitrary<Case> {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const inQuery = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      path: fc.record(Object.fromEntries(inPath.map((name) => [name, urlValue]))),
      query: fc.dictionary(fc.constantFrom(...inQuery, 'extra'), urlValue, { maxKeys: inQuery.length + 1 }),
      body: bodySchema ? valueOf(bodySchema) : fc.constant(undefined),
      signedIn: fc.boolean(),
      idempotencyKey: fc.option(fc.constantFrom('k-1', 'ÿÿÿ', 'x'.repeat(500)), { nil: undefined }),
    })
    .map(({ path: values, query, body, signedIn, idempotencyKey }) => {
      let url = path.replace(
        /\{(\w+)\}/g,
        (_all, name: string) => (values as Record<string, string>)[name] ?? '1',
      );
      const search = Object.entries(query as Record<string, string>)
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
      if (search) url += `?${search}`;
      const headers: Record<string, string> = {};
      if (signedIn) headers.authorization = `Bearer ${token}`;
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      return { method: method.toUpperCase(), url, body, headers };
    });
}

let context: UserApiContext;
let token: string;

beforeAll(async () => {
  context = await startUserApi();
  ({ accessToken: token } = await signInAs(context.app, 'fuzz-admin@mail.ru', 'ADMIN'));
}, 180_000);
afterAll(() => stopUserApi(context));

test(`${CASES} requests built from the OpenAPI document: no 5xx`, async () => {
  const { app } = context;
  const document = (await app.inject({ url: '/api/docs/json' })).json<Document>();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  expect(operations.length).toBeGreaterThan(30);
  const perOperation = Math.ceil(CASES / operations.length);
  const seed = Date.now() % 1_000_000;
  const failures: string[] = [];
  let sent = 0;
  for (const { path, method, operation } of operations) {
    const cases = fc.sample(requestsOf(path, method, operation, token), { numRuns: perOperation, seed });
    for (const [index, { method: verb, url, body: sampled, headers }] of cases.entries()) {
      // Every fourth body carries one of the inherited names in every object it has.
      const body =
        index % 4 === 0 && sampled !== undefined
          ? withKeyEverywhere(sampled, INHERITED_KEYS[(index / 4) % INHERITED_KEYS.length]!)
          : sampled;
      const response = await app.inject({
        method: verb as 'GET',
        url,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      });
      sent += 1;
      if (response.statusCode >= 500)
        failures.push(
          `${verb} ${url.slice(0, 200)} ${JSON.stringify(body)?.slice(0, 300)} -> ${response.statusCode}`,
        );
    }
  }
  expect(sent).toBeGreaterThanOrEqual(CASES);
  expect({ seed, failures: failures.slice(0, 40), count: failures.length }).toEqual({
    seed,
    failures: [],
    count: 0,
  });
}, 300_000);
