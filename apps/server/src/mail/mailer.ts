import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/mail.js';
import type { JobQueue } from '../jobs/queue.js';

export type { MailRow } from '../db/schema/mail.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const deliverTask = 'deliver-mail';

function createTransport(config: Config['mail']): Transporter {
  // The outbox keeps the mail in the database; nodemailer still builds the real MIME message.
  return config.transport === 'smtp' && config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
}

/**
 * Every mail is stored first, then delivered by a job, so a slow or failing SMTP server never
 * blocks a request and nothing is lost on restart.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    private readonly config: Config['mail'],
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = createTransport(config);
    jobs.define<{ id: string }>(deliverTask, (payload) => this.deliver(payload.id));
  }

  async send(mail: OutgoingMail): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ ...mail, to: mail.to.toLowerCase() })
      .returning({ id: mailOutbox.id });
    this.log.info({ to: mail.to, subject: mail.subject, transport: this.config.transport }, 'mail queued');
    await this.jobs.add(deliverTask, { id: row!.id }, { maxAttempts: 10 });
  }

  private async deliver(id: string): Promise<void> {
    const [mail] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.status === 'sent') return;
    try {
      await this.transport.sendMail({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await this.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
    } catch (error) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'failed', error: String(error) })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
  }

  /** Deletes every mail kept for an address: a purged member leaves none behind. */
  async forgetMailTo(address: string): Promise<void> {
    await this.db.delete(mailOutbox).where(eq(mailOutbox.to, address.toLowerCase()));
  }

  /** Newest first, for the dev mailbox. */
  list(to?: string, limit = 50) {
    const query = this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    return to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query;
  }
}
