import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SchemaErrorFormatter } from 'fastify/types/schema';
import { Type } from 'typebox';
import {
  RateCardPreview,
  RateCardRestoreBody,
  RateCardVersion,
  RateCardVersionDetail,
  StaffRateCard,
} from '@dostavka/shared-kernel/contract';
import { ErrorResponse, errorResponses } from '../../schemas/error-response';
import { RateCard } from '../../tariffs/rate-card';
import { ProviderParams } from './schemas';
import { httpError } from '../../http-error';
import { staffModuleGuard } from '../../flags/staff-access';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';

const Errors = errorResponses(400, 401, 403, 404);
const VersionParams = Type.Object({
  ...ProviderParams.properties,
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

/** '/consolidated/zones/0/minimumRub' -> 'consolidated.zones[0].minimumRub', as a form names its fields. */
const fieldPath = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');

/** A card the schema refuses: a 400 whose `problems` name each field (the console shows them beside it). */
const cardSchemaErrors: SchemaErrorFormatter = (errors, dataVar) => {
  const problems = errors.map((error) => {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
    const path = fieldPath(error.instancePath);
    return {
      path: missing ? (path ? `${path}.${missing}` : missing) : path,
      message: error.message ?? 'is invalid',
    };
  });
  const text = errors.map((error) => `${dataVar}${error.instancePath} ${error.message ?? 'is invalid'}`);
  return httpError(400, text.join(', '), { problems });
};

/**
 * Staff (the rate-card module's lowest role and above) read and replace providers' rate cards;
 * prices follow at once. The staff console's module (its flag on for them) also previews a draft,
 * lists the versions and restores one. Every change is a new version, written to the audit log
 * (entity `rate-card`).
 */
const rateCards: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.requireRole(STAFF_MODULES.rateCards.minRole);
  const module = staffModuleGuard(
    app,
    STAFF_MODULES.rateCards,
    'The rate-card module is switched off for you',
  );
  const who = `${STAFF_MODULES.rateCards.minRole}+, flag ${STAFF_MODULES.rateCards.flag}`;
  const common = { tags: ['calculator'], security: [{ bearer: [] }] };
  const live = async (provider: string) => {
    const found = await app.rateCardConsole.live(provider);
    if (!found) throw httpError(404, `No provider ${provider}`);
    return found;
  };

  app.get(
    '/rate-cards',
    {
      preHandler: staff,
      schema: {
        ...common,
        summary: 'Every provider with its rate card, its version and who changed it last',
        response: { 200: Type.Array(StaffRateCard), ...Errors },
      },
    },
    async () => app.rateCardConsole.list(),
  );

  app.get(
    '/rate-cards/:provider',
    {
      preHandler: staff,
      schema: {
        ...common,
        summary: "A provider's rate card",
        params: ProviderParams,
        response: { 200: StaffRateCard, ...Errors },
      },
    },
    async (request) => live(request.params.provider),
  );

  app.put(
    '/rate-cards/:provider',
    {
      preHandler: staff,
      schema: {
        ...common,
        summary:
          "Replaces a provider's rate card (checked: bands in order, farther and heavier never cheaper, known cities and vehicles); a 400 lists the broken rules by field in `problems`",
        params: ProviderParams,
        body: RateCard,
        response: { 200: StaffRateCard, ...Errors },
      },
      schemaErrorFormatter: cardSchemaErrors,
    },
    async (request) => {
      const { provider } = request.params;
      await app.replaceRateCard(provider, request.body, request.user);
      return live(provider);
    },
  );

  app.post(
    '/rate-cards/:provider/preview',
    {
      preHandler: module,
      schema: {
        ...common,
        summary: `Prices sample routes with a draft card beside the live one, saving nothing (${who})`,
        params: ProviderParams,
        body: RateCard,
        response: { 200: RateCardPreview, ...Errors },
      },
      schemaErrorFormatter: cardSchemaErrors,
    },
    async (request) => {
      const current = await live(request.params.provider);
      app.assertRateCard(request.body);
      return app.rateCardConsole.preview(current, request.body);
    },
  );

  app.get(
    '/rate-cards/:provider/versions',
    {
      preHandler: module,
      schema: {
        ...common,
        summary: `A card's versions, newest first: when, by whom, which fields (${who})`,
        params: ProviderParams,
        response: { 200: Type.Array(RateCardVersion), ...Errors },
      },
    },
    async (request) => app.rateCardConsole.versions(await live(request.params.provider)),
  );

  app.get(
    '/rate-cards/:provider/versions/:version',
    {
      preHandler: module,
      schema: {
        ...common,
        summary: `One version of a card, whole (${who})`,
        params: VersionParams,
        response: { 200: RateCardVersionDetail, ...Errors },
      },
    },
    async (request) => {
      const { provider, version } = request.params;
      const found = await app.rateCardConsole.version(await live(provider), version);
      if (!found) throw httpError(404, `No version ${version} of ${provider}`);
      return found;
    },
  );

  app.post(
    '/rate-cards/:provider/restore',
    {
      preHandler: module,
      schema: {
        ...common,
        summary: `Makes an earlier version live again, as a new version equal to it (audited; ${who})`,
        params: ProviderParams,
        body: RateCardRestoreBody,
        response: { 200: StaffRateCard, ...Errors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const current = await live(provider);
      const { version } = request.body;
      if (version === current.version) throw httpError(409, `Version ${version} is the live one already`);
      const found = await app.rateCardConsole.version(current, version);
      if (!found) throw httpError(404, `No version ${version} of ${provider}`);
      await app.replaceRateCard(provider, found.card, request.user, version);
      return live(provider);
    },
  );
};

export default rateCards;
