import type { FastifyInstance } from 'fastify';
import type { CallbackRequest } from '@dostavka/shared-kernel/contract';
import { formatPhone, isValidPhone, normalizePhone } from '@dostavka/shared-kernel/domain';
import { httpError } from '../../../http-error';
import type { StoredResponse } from '../idempotency';
import type { InboxRepository } from './inbox-repository';

/** A feedback message or a callback request as the form sends it (a callback has no message). */
export type FeedbackBody = CallbackRequest & { message?: string };

const SUBJECTS = { message: 'Сообщение с сайта', callback: 'Заказ обратного звонка' } as const;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Requests of one kind from one client address, besides the captcha each needs. */
export const FEEDBACK_PER_ADDRESS = [
  { limit: 3, windowMs: MINUTE_MS },
  { limit: 10, windowMs: HOUR_MS },
] as const;
/** Requests of one kind for one phone number (counted once the captcha is solved). */
export const FEEDBACK_PER_PHONE = [
  { limit: 3, windowMs: HOUR_MS },
  { limit: 6, windowMs: 24 * HOUR_MS },
] as const;

/**
 * Checks the captcha and the phone, mails the request to the company's inbox, then stores it
 * with the key's answer. Mail first: when it cannot be sent nothing is stored and the same key
 * can be tried again.
 */
export function receiveFeedback(
  app: FastifyInstance,
  repository: InboxRepository,
  companyInbox: string,
  kind: 'message' | 'callback',
  body: FeedbackBody,
  ip: string,
): Promise<StoredResponse> {
  return app.idempotency.run(
    { scope: `feedback/${kind}`, key: body.idempotencyKey, body },
    async ({ complete }) => {
      if (!isValidPhone(body.phone)) {
        throw httpError(400, 'The phone number is not valid: +7 and 10 digits');
      }
      // The address first (the sender's own), the phone only once the captcha is solved: a flood
      // without captchas cannot use up the quota of someone else's number.
      await app.rateLimiter.enforce(
        FEEDBACK_PER_ADDRESS.map((limit) => ({ key: `feedback:${kind}:ip:${ip}`, ...limit })),
        'Too many requests from your address',
      );
      await app.captcha.verify(body.token);
      const phone = normalizePhone(body.phone);
      await app.rateLimiter.enforce(
        FEEDBACK_PER_PHONE.map((limit) => ({ key: `feedback:${kind}:phone:${phone}`, ...limit })),
        'Several requests for this phone number were already received',
      );
      const lines = [
        `Телефон: ${formatPhone(phone)}`,
        ...(body.message ? ['', body.message] : []),
        '',
        `roistat: ${body.roistat || '—'}`,
      ];
      try {
        await app.mailer.send({
          to: companyInbox,
          subject: `${SUBJECTS[kind]}: ${formatPhone(phone)}`,
          text: lines.join('\n'),
        });
      } catch (error) {
        app.log.error({ err: error }, 'feedback not mailed');
        throw httpError(503, 'Your request could not be sent just now: try again in a minute', {
          expose: true,
        });
      }
      return app.db.transaction(async (tx) => {
        const id = await repository.create(tx, {
          kind,
          phone,
          message: body.message ?? null,
          roistat: body.roistat,
          at: app.now(),
        });
        const response = { statusCode: 201, body: { id } };
        await complete(tx, response);
        return response;
      });
    },
  );
}
