import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { InboxItem, InboxState } from '@dostavka/shared-kernel/contract';
import type { RequestUser } from '../auth';
import type { StoredResponse } from '../idempotency';
import { createInboxRepository, type FeedbackRow, type InboxRepository } from './inbox-repository';
import { receiveFeedback, type FeedbackBody } from './receive-feedback';

export interface Inbox extends Pick<InboxRepository, 'list' | 'countNew' | 'find'> {
  /**
   * A feedback message or callback request from the site: captcha, rate limits, mailed to the
   * company's inbox, then stored (once per idempotency key).
   */
  receive(kind: 'message' | 'callback', body: FeedbackBody, ip: string): Promise<StoredResponse>;
  /**
   * Takes an item, marks it done with the outcome, or returns it to new; audited (entity
   * 'inbox'). The item after, or null when none has this id.
   */
  changeState(
    actor: Pick<RequestUser, 'id' | 'role'>,
    id: string,
    state: InboxState,
    outcome: string | null,
  ): Promise<InboxItem | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inbox: Inbox;
  }
}

export interface InboxOptions {
  /** Where feedback is mailed (COMPANY_INBOX). */
  companyInbox: string;
}

/** What the audit log keeps of an item. */
const handling = (row: FeedbackRow) => ({ state: row.state, takenBy: row.takenBy, outcome: row.outcome });

function createInbox(app: FastifyInstance, companyInbox: string): Inbox {
  const repository = createInboxRepository(app.db);
  return {
    list: repository.list,
    countNew: repository.countNew,
    find: repository.find,
    receive: (kind, body, ip) => receiveFeedback(app, repository, companyInbox, kind, body, ip),
    async changeState(actor, id, state, outcome) {
      const now = app.now();
      const changed = await app.db.transaction(async (tx) => {
        const before = await repository.lock(tx, id);
        if (!before) return false;
        const back = state === 'new';
        const takes = !back && !before.takenBy;
        const after = await repository.handle(tx, id, {
          state,
          takenBy: back ? null : (before.takenBy ?? actor.id),
          takenAt: back ? null : takes ? now : before.takenAt,
          outcome: outcome ?? before.outcome,
          doneAt: state === 'done' ? now : null,
        });
        if (!after) return false;
        await app.audit.record(
          {
            actor,
            action: 'inbox.state',
            entity: 'inbox',
            entityId: id,
            before: handling(before),
            after: handling(after),
            comment: outcome,
            at: now,
          },
          tx,
        );
        return true;
      });
      return changed ? repository.find(id) : null;
    },
  };
}

/** `app.inbox`: the staff inbox's requests, received from the site and handled by staff. */
export default fp<InboxOptions>(
  async (app, { companyInbox }) => {
    app.decorate('inbox', createInbox(app, companyInbox));
  },
  { name: 'inbox', dependencies: ['db', 'audit', 'mail', 'rate-limiter', 'idempotency', 'captcha', 'clock'] },
);
