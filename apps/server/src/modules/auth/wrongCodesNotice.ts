import { limits } from '@meshwork/contracts';
import type { MemberRow } from '../users/index.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';

/**
 * Mailed once when the wrong codes of an hour run out: a code is only asked after the right
 * password, so whoever typed them knows it.
 */
export function wrongCodesNotice(member: MemberRow, publicUrl: string): OutgoingMail {
  return actionMail(
    member.email,
    'Someone is trying to log in to your Meshwork account',
    `Hi ${member.nickname},`,
    `Someone typed your password and then ${limits.wrongCodesPerHour} wrong codes from our emails within an hour, so we stopped them. If it was not you, someone else knows your password: choose a new one now.`,
    { label: 'Choose a new password', url: `${publicUrl}/forgot-password` },
  );
}
