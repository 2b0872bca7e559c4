import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { randomToken } from '../../lib/tokens.js';
import { writePrivateFile } from '../../lib/private-files.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for an image the HTML shows inline (`<img src="cid:...">`). */
  cid?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Replaces the product's sender (MAIL_FROM), e.g. with a company's verified white-label address. */
  from?: string;
  /** The Message-ID header (`<left@right>`); one of nodemailer's own when not given. */
  messageId?: string;
  /** Signs the message with the sender domain's DKIM key (a white-label sender's). */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Well inside the report job's heartbeat and expiry: a mail server that stops
 * answering fails the attempt (which is retried) rather than outlive the job
 * and have it retried while this attempt still waits.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

function smtpMailer(smtpUrl: string, from: string, log: { info(obj: object, msg: string): void }): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

/** Without SMTP every message becomes an .eml file a developer can open (or a test can read). */
function fileMailer(mailDir: string, from: string, log: { info(obj: object, msg: string): void }): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4)}.eml`);
      await writePrivateFile(mailDir, file, info.message as Buffer);
      log.info({ file, subject: message.subject }, 'mail written to a file (SMTP_URL is not set)');
    },
    close: () => transport.close(),
  };
}

/** `app.mailer.send(...)`: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/mail. */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const mailer = smtpUrl ? smtpMailer(smtpUrl, mailFrom, app.log) : fileMailer(path.join(dataDir, 'mail'), mailFrom, app.log);
    app.decorate('mailer', { send: (message: MailMessage) => mailer.send(message) });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
