import fp from 'fastify-plugin';
import type { Counter } from 'prom-client';
import { companySignature } from '../../../content/company-facts';
import { outboxMailer, smtpMailer, type Mailer } from './mailer';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The local outbox: what the mailer keeps without SMTP, read where OUTBOX_HTTP allows. */
    outbox: OutboxRepository;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
}

/** `app.mailer`: SMTP when SMTP_URL is set, the local outbox (`app.outbox`) otherwise. */
export default fp<MailPluginOptions>(
  async (app, { smtpUrl, from }) => {
    const outbox = createOutboxRepository(app.db);
    app.decorate('outbox', outbox);
    let mailer: Mailer;
    if (smtpUrl) {
      const smtp = smtpMailer(smtpUrl, from);
      app.addHook('onClose', () => smtp.close());
      mailer = smtp;
    } else {
      mailer = outboxMailer(outbox, from, app.log);
    }
    app.decorate('mailer', signed(counted(mailer, app.metrics.mails)));
    app.log.info({ mail: app.mailer.kind }, 'mail ready');
  },
  { name: 'mail', dependencies: ['db', 'metrics'] },
);

/** Every mail counted by transport and outcome. */
function counted(mailer: Mailer, mails: Counter<'transport' | 'outcome'>): Mailer {
  return {
    kind: mailer.kind,
    async send(mail) {
      try {
        await mailer.send(mail);
        mails.inc({ transport: mailer.kind, outcome: 'sent' });
      } catch (error) {
        mails.inc({ transport: mailer.kind, outcome: 'failed' });
        throw error;
      }
    },
  };
}

/** Every mail ends with the company's signature (name, phone, e-mail, hours, legal name), from `COMPANY`. */
export function signed(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    send(mail) {
      const signature = companySignature(mail.lang ?? 'ru');
      const { lang: _lang, ...rest } = mail;
      return mailer.send({
        ...rest,
        text: mail.text + signature.text,
        ...(mail.html === undefined ? {} : { html: mail.html + signature.html }),
      });
    },
  };
}
