import type { TSchema } from 'typebox';
import {
  AuthTokens,
  City,
  CreateOrderBody,
  OrderDetail,
  SavedContactBody,
  SavedContactImport,
  SavedContactImportAnswer,
  SavedContactList,
  TariffOfferList,
  TariffSearchData,
  Waybill,
} from '@dostavka/shared-kernel/contract';
import { testServer } from '../../test/test-app';

const server = testServer({}, (app) => {
  // A handler that breaks the contract (no expiresAt), to see that the serializer refuses it. The
  // compiler refuses it too, so the answer comes untyped, as a bug's would from a database row.
  app.get('/api/test/broken-waybill', { schema: { response: { 200: Waybill } } }, async () =>
    JSON.parse('{ "url": "/api/user/order/waybill/1/x" }'),
  );
});

interface Operation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const operation = async (path: string, method: string) => {
  const document = (await server.app.inject({ url: '/api/docs/json' })).json<Document>();
  return document.paths[path]?.[method];
};
/**
 * The schema as the OpenAPI document publishes it: as JSON, with TypeBox's record of any key
 * (`patternProperties: { '^.*$': X }`) in OpenAPI's words (`additionalProperties: X`).
 */
const json = (schema: TSchema) =>
  JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    const record = (value as { patternProperties?: Record<string, unknown> } | null)?.patternProperties;
    if (!record?.['^.*$']) return value;
    const { patternProperties: _, ...rest } = value as Record<string, unknown>;
    return { ...rest, additionalProperties: record['^.*$'] };
  }) as unknown;

describe('the server speaks the kernel contract', () => {
  test.each([
    ['/api/user/order/create', 'post', CreateOrderBody],
    ['/api/calculator/consolidated', 'post', TariffSearchData],
    ['/api/user/auth/token/refresh', 'post', undefined],
    ['/api/user/profile/contacts/', 'put', SavedContactBody],
    ['/api/user/profile/contacts/import', 'post', SavedContactImport],
  ])('the OpenAPI document publishes the body of %s as the contract has it', async (path, method, schema) => {
    const body = (await operation(path, method))?.requestBody?.content['application/json']?.schema;
    if (schema) expect(body).toEqual(json(schema));
    else expect(body).toBeDefined();
  });

  test.each([
    ['/api/user/order/{id}', 'get', OrderDetail],
    ['/api/calculator/consolidated', 'post', TariffOfferList],
    ['/api/content/city/{id}', 'get', City],
    ['/api/user/auth/code/confirm', 'post', AuthTokens],
    ['/api/user/profile/contacts/', 'get', SavedContactList],
    ['/api/user/profile/contacts/import', 'post', SavedContactImportAnswer],
  ])(
    'the OpenAPI document publishes the answer of %s as the contract has it',
    async (path, method, schema) => {
      const answer = (await operation(path, method))?.responses['200']?.content?.['application/json']?.schema;
      expect(answer).toEqual(json(schema));
    },
  );

  test('an answer that breaks the contract is refused by the serializer, not sent', async () => {
    const response = await server.app.inject({ url: '/api/test/broken-waybill' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
    });
  });
});
