import { Type, type Static } from 'typebox';

/** A mail of the local outbox as `GET /api/user/outbox` gives it (development and tests). */
export const OutboxMail = Type.Object({
  id: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** The outbox's answer: the newest mails first. The end-to-end tests read it with this type. */
export const OutboxMails = Type.Object({ mails: Type.Array(OutboxMail) });

export type OutboxMail = Static<typeof OutboxMail>;
export type OutboxMails = Static<typeof OutboxMails>;
