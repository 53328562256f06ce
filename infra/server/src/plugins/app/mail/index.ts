import fp from 'fastify-plugin';
import { outboxMailer, smtpMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
}

/** `app.mailer`: SMTP when SMTP_URL is set, the local outbox otherwise. */
export default fp<MailPluginOptions>(
  async (app, { smtpUrl, from }) => {
    if (smtpUrl) {
      const mailer = smtpMailer(smtpUrl, from);
      app.addHook('onClose', () => mailer.close());
      app.decorate('mailer', mailer);
    } else {
      app.decorate('mailer', outboxMailer(app.db, from, app.log));
    }
    app.log.info({ mail: app.mailer.kind }, 'mail ready');
  },
  { name: 'mail', dependencies: ['db'] },
);
