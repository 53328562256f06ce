import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  SavedContactBody,
  SavedContactEntry,
  SavedContactImport,
  SavedContactImportAnswer,
  SavedContactList,
  SavedContactParams,
} from '@dostavka/shared-kernel/contract';
import { SAVED_CONTACTS_LIMIT, savedContactProblem } from '@dostavka/shared-kernel/domain';
import { httpError } from '../../../http-error';
import type { RequestUser } from '../../../plugins/app/auth';
import type { ContactToSave } from '../../../plugins/app/saved-contacts';
import { ErrorResponse, errorResponses } from '../../../schemas/error-response';

const errors = errorResponses(400, 401);
const security = [{ bearer: [] }];

/** The checked contact, or the problem in the answer's words (field: reason). */
function checked(body: SavedContactBody): ContactToSave {
  const problem = savedContactProblem(body, body.city);
  if (problem) throw httpError(400, `${problem.field}: ${problem.message}`);
  return { name: body.name, phone: body.phone, city: body.city };
}

/**
 * The signed-in user's address book (issue 38, item 10): their own entries only, whoever asks
 * (staff included) and whatever signature they name. Guests keep theirs in the browser.
 */
const contacts: FastifyPluginAsyncTypebox = async (app) => {
  const userOf = (request: { user: unknown }) => (request.user as RequestUser).id;

  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getSavedContacts',
        tags: ['user'],
        summary: 'The user’s saved contacts, oldest first',
        security,
        response: { 200: SavedContactList, ...errors },
      },
    },
    async (request) => ({ contacts: await app.savedContacts.list(userOf(request)) }),
  );

  app.put(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'saveContact',
        tags: ['user'],
        summary: `Saves a contact (the same name and phone replace the entry); at most ${SAVED_CONTACTS_LIMIT}`,
        security,
        body: SavedContactBody,
        response: { 200: SavedContactEntry, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const saved = await app.savedContacts.save(userOf(request), checked(request.body));
      if (!saved)
        throw httpError(
          409,
          `The address book holds at most ${SAVED_CONTACTS_LIMIT} contacts: delete some to save new ones`,
        );
      return saved;
    },
  );

  app.delete(
    '/:signature',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'deleteSavedContact',
        tags: ['user'],
        summary: 'Deletes a saved contact by its signature (nothing happens when there is none)',
        security,
        params: SavedContactParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.savedContacts.remove(userOf(request), request.params.signature);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/import',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'importSavedContacts',
        tags: ['user'],
        summary:
          'Moves the browser’s contacts into the account at sign-in: merged by person, the newer entry wins',
        security,
        body: SavedContactImport,
        response: { 200: SavedContactImportAnswer, ...errors },
      },
    },
    async (request) => {
      const valid = request.body.contacts.filter((entry) => !savedContactProblem(entry, entry.city));
      const userId = userOf(request);
      const notTaken = await app.savedContacts.merge(
        userId,
        valid.map((entry) => ({
          name: entry.name,
          phone: entry.phone,
          city: entry.city,
          ...(entry.savedAt && !Number.isNaN(Date.parse(entry.savedAt))
            ? // A time ahead of the server's would keep the entry above every later save.
              { savedAt: new Date(Math.min(Date.parse(entry.savedAt), app.now().getTime())) }
            : {}),
        })),
      );
      return {
        contacts: await app.savedContacts.list(userId),
        skipped: request.body.contacts.length - valid.length + notTaken,
      };
    },
  );
};

export default contacts;
