import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FlagPreview, FlagPreviewQuery, StaffFlag, StaffFlagBody } from '@dostavka/shared-kernel/contract';
import { STAFF_MODULES } from '@dostavka/shared-kernel/routing';
import { isValidEmail } from '@dostavka/shared-kernel/domain';
import type { FeatureFlagRow } from '../../../db/schema';
import { evaluateFlag, minRoleProblem } from '../../../flags/evaluate';
import { staffModuleGuard } from '../../../flags/staff-access';
import { httpError } from '../../../http-error';
import type { RequestUser } from '../../../plugins/app/auth';
import { errorResponses } from '../../../schemas/error-response';
import { RequiredText, requiredParameterErrors } from '../../../schemas/required-parameter';
import { toDefinition } from '../flags';

const errors = errorResponses(400, 401, 403, 404);
const KeyParams = Type.Object({ key: RequiredText({ maxLength: 100 }) });
const AUDIT_SHOWN = 10;

/**
 * The staff flags page (issue 19): every flag with its rules and listed users (by e-mail), edits
 * (audited, entity 'flag', before and after) and "what would this user see". ADMIN while the flag
 * `staff-flags` is on for them (the plain definitions API, /flags/definitions, stays ADMIN-only
 * without the flag: the way back when somebody switches this page off).
 */
const staffFlags: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = staffModuleGuard(app, STAFF_MODULES.flags, 'The flags page is switched off for you');
  const security = [{ bearer: [] }];

  const staffFlag = async (row: FeatureFlagRow, emails: Map<string, string>) => ({
    ...toDefinition(row),
    users: row.userIds.flatMap((id) => {
      const email = emails.get(id);
      return email ? [{ id, email }] : [];
    }),
    updatedAt: row.updatedAt.toISOString(),
    audit: (await app.audit.of('flag', row.key)).reverse().slice(0, AUDIT_SHOWN),
  });

  app.get(
    '/',
    {
      preHandler,
      schema: {
        operationId: 'staffFlags',
        tags: ['staff'],
        summary:
          'Every feature flag with its rules, listed users and latest changes (ADMIN, flag staff-flags)',
        security,
        response: { 200: Type.Array(StaffFlag), ...errors },
      },
    },
    async () => {
      const rows = await app.featureFlags.all();
      const emails = await app.users.emailsOf([...new Set(rows.flatMap((row) => row.userIds))]);
      return Promise.all(rows.map((row) => staffFlag(row, emails)));
    },
  );

  app.put(
    '/:key',
    {
      preHandler,
      schema: {
        operationId: 'staffUpdateFlag',
        tags: ['staff'],
        summary:
          'Change a flag: description (Russian, and English in en), on/off, lowest role, percentage, listed users by e-mail (audited, entity flag)',
        security,
        params: KeyParams,
        body: StaffFlagBody,
        response: { 200: StaffFlag, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffUpdateFlag'),
    },
    async (request) => {
      const { userEmails, description, en, ...rules } = request.body;
      const problem = minRoleProblem(request.params.key, rules.minRole);
      if (problem) throw httpError(400, problem);
      const wanted = [...new Set(userEmails.map((email) => email.trim().toLowerCase()))];
      const invalid = wanted.find((email) => !isValidEmail(email));
      if (invalid) throw httpError(400, `userEmails: ${invalid} is not an e-mail address`);
      const found = await app.users.withEmails(wanted);
      const unknown = wanted.find((email) => !found.some((row) => row.email.toLowerCase() === email));
      if (unknown) throw httpError(400, `userEmails: nobody has signed in as ${unknown}`);
      const row = await app.featureFlags.update(
        request.params.key,
        {
          ...rules,
          description: description.trim(),
          // The English description, when it is given (left out, it stays as it is).
          ...(en ? { en: { description: en.description.trim() } } : {}),
          userIds: found.map((user) => user.id),
        },
        { actor: request.user as RequestUser, at: app.now() },
      );
      if (!row) throw httpError(404, `No feature flag ${request.params.key}`);
      return staffFlag(row, new Map(found.map((user) => [user.id, user.email])));
    },
  );

  app.get(
    '/preview',
    {
      preHandler,
      schema: {
        operationId: 'staffFlagPreview',
        tags: ['staff'],
        summary: 'What would this user see: every flag evaluated for the account with this e-mail',
        security,
        querystring: FlagPreviewQuery,
        response: { 200: FlagPreview, ...errors },
      },
      schemaErrorFormatter: requiredParameterErrors('staffFlagPreview'),
    },
    async (request) => {
      const email = request.query.email.trim().toLowerCase();
      if (!isValidEmail(email)) throw httpError(400, 'email: this is not an e-mail address');
      const user = await app.users.withEmail(email);
      if (!user) throw httpError(404, `Nobody has signed in as ${email}`);
      const visitor = { targetingKey: user.id, userId: user.id, role: user.role };
      const rows = await app.featureFlags.all();
      return { user, flags: Object.fromEntries(rows.map((row) => [row.key, evaluateFlag(row, visitor)])) };
    },
  );
};

export default staffFlags;
