import { createTransport } from 'nodemailer';
import type { OutboxRepository } from './outbox-repository';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part; always present. */
  text: string;
  /** An HTML alternative of the text. */
  html?: string;
  attachments?: MailAttachment[];
  /** The reader's language: the company's signature follows it (Russian when not given). */
  lang?: 'ru' | 'en';
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Delivers the mail (SMTP) or keeps it in the local outbox; throws when it cannot. */
  send(mail: Mail): Promise<void>;
}

export interface MailLog {
  info(data: object, message: string): void;
}

/** nodemailer over SMTP; the URL carries host, port, TLS and credentials. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, attachments = [] }) {
      await transport.sendMail({ from, to, subject, text, html, attachments });
    },
    close: () => transport.close(),
  };
}

/**
 * No SMTP server: the mail is a row of `mail_outbox` and a log line that names only the row:
 * addresses, subjects (a sign-in code is in its subject) and texts stay out of the log; the outbox
 * is read where it is meant to be (`OUTBOX_HTTP`).
 */
export function outboxMailer(outbox: OutboxRepository, from: string, log: MailLog): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, attachments = [] }) {
      const stored = attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: content.toString('base64'),
      }));
      const id = await outbox.keep({ from, to, subject, text, html: html ?? null, attachments: stored });
      log.info({ outboxId: id }, 'mail kept in the local outbox');
    },
  };
}
