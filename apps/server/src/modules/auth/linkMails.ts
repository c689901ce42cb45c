import { limits, mailCopy } from '@meshwork/contracts';
import type { JobQueue } from '../../jobs/queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';
import type { MemberRow, UsersService } from '../users/index.js';
import type { EmailTokenStore } from './emailTokens.js';

type LinkPurpose = 'verify_email' | 'reset_password';

const linkMailTask = 'link-mail';

/** Each link: how long it works, the page it opens, and the mail that carries it. */
const links: Record<
  LinkPurpose,
  { ttlMs: number; page: string; mail: (nickname: string) => { subject: string; greeting: string; body: string; action: string } }
> = {
  verify_email: {
    ttlMs: 48 * 60 * 60 * 1000,
    page: '/auth/verify-email',
    mail: (nickname) => ({ ...mailCopy.verifyEmail, greeting: mailCopy.verifyEmail.greeting(nickname) }),
  },
  reset_password: {
    ttlMs: limits.resetLinkTtlMinutes * 60_000,
    page: '/reset-password',
    mail: (nickname) => ({ ...mailCopy.resetPassword, greeting: mailCopy.greeting(nickname) }),
  },
};

export interface LinkMailDeps {
  users: UsersService;
  emailTokens: EmailTokenStore;
  mailer: Mailer;
  jobs: JobQueue;
  publicUrl: string;
}

/**
 * The mailed links of an account: email verification and password reset, single-use tokens
 * stored hashed. A request that names an address (forgot password, a new verification link) only
 * queues a job with it, whoever has it: the answer does the same work for an address with an
 * account and for one without, and never waits on the mail, so neither its text nor its time
 * tells whether the address has an account. The job finds the member and mails the link.
 */
export class LinkMails {
  constructor(private readonly deps: LinkMailDeps) {
    deps.jobs.define<{ purpose: LinkPurpose; email: string }>(linkMailTask, ({ purpose, email }) => this.mailToAddress(purpose, email));
  }

  /** Queues the link for whoever has this address: the reset link, or a new verification link while the address is unverified. */
  async requestFor(purpose: LinkPurpose, email: string): Promise<void> {
    await this.deps.jobs.add(linkMailTask, { purpose, email }, { maxAttempts: 5 });
  }

  /** Mails the link to a member at once (a new registration, which already told that the address is taken). */
  async mailTo(member: MemberRow, purpose: LinkPurpose): Promise<void> {
    const link = links[purpose];
    const token = await this.deps.emailTokens.issue(member.id, purpose, link.ttlMs);
    const { subject, greeting, body, action } = link.mail(member.nickname);
    const url = `${this.deps.publicUrl}${link.page}?token=${token}`;
    await this.deps.mailer.send(actionMail(member.email, subject, greeting, body, { label: action, url }));
  }

  private async mailToAddress(purpose: LinkPurpose, email: string): Promise<void> {
    const member = await this.deps.users.memberByLogin(email);
    if (!member || (purpose === 'verify_email' && member.emailVerifiedAt)) return;
    await this.mailTo(member, purpose);
  }
}
