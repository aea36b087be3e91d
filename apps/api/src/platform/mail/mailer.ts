import { createTransport } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/index';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (a delivered lead); most e-mails are text only. */
  html?: string;
  /** Files sent with the e-mail (a monthly statement's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /** `smtp`: sent through SMTP_URL; `outbox`: kept in `mail_outbox` (docs/product.md §11). */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send({ attachments, ...mail }) {
      const files = attachments?.map(({ fileName, contentType, content }) => ({
        filename: fileName,
        contentType,
        content,
      }));
      await transport.sendMail({ from, ...mail, ...(files ? { attachments: files } : {}) });
    },
  };
}

function outboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send({ attachments, ...mail }) {
      // The outbox keeps what was attached, not the bytes.
      const attached = attachments?.map(({ fileName, contentType, content }) => ({
        fileName,
        contentType,
        sizeBytes: content.length,
      }));
      await db.insert(mailOutbox).values({ ...mail, attachments: attached ?? null });
    },
  };
}

/** SMTP when `SMTP_URL` is set, otherwise the local outbox. */
export function createMailer(config: Config, db: Database): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db);
}
