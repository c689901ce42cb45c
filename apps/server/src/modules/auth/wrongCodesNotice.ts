import { mailCopy } from '@meshwork/contracts';
import type { MemberRow } from '../users/index.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';

/**
 * Mailed once when the wrong codes of an hour run out: a code is only asked after the right
 * password, so whoever typed them knows it.
 */
export function wrongCodesNotice(member: MemberRow, publicUrl: string): OutgoingMail {
  return actionMail(member.email, mailCopy.wrongCodes.subject, mailCopy.greeting(member.nickname), mailCopy.wrongCodes.body, {
    label: mailCopy.wrongCodes.action,
    url: `${publicUrl}/forgot-password`,
  });
}
