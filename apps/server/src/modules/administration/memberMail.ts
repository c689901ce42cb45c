import { mailCopy } from '@meshwork/contracts';
import type { Mailer } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';
import type { MemberRow } from '../users/index.js';

/** Tells a member an administrator's decision by mail, with a link to the page that follows from it. */
export class MemberMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  send(member: MemberRow, subject: string, body: string, link: { label: string; page: string }): Promise<void> {
    const action = { label: link.label, url: `${this.publicUrl}${link.page}` };
    return this.mailer.send(actionMail(member.email, subject, mailCopy.greeting(member.nickname), body, action));
  }
}
