import { appealableActions, limits, mailCopy, moderationCopy } from '@meshwork/contracts';
import type { Mailer } from '../../mail/mailer.js';
import { actionMail } from '../../mail/templates.js';
import type { NotificationService } from '../notifications/index.js';
import type { UsersService } from '../users/index.js';
import type { AuditEntry } from './auditLog.js';

type ToldAction = keyof typeof moderationCopy.told;
const isTold = (action: string): action is ToldAction => action in moderationCopy.told;

/**
 * Tells a member what moderators decided about them or their content, with the reason: a
 * notification that leads to their notices page, and a mail (a suspended member reads only the
 * mail and the suspension page). The notification names the member as its own actor, so the
 * moderator who decided stays unnamed.
 */
export class Told {
  constructor(private readonly deps: { users: UsersService; notifications: NotificationService; mailer: Mailer; publicUrl: string }) {}

  async about(entry: AuditEntry, excerpt: string): Promise<void> {
    const memberId = entry.subjectMemberId;
    if (!memberId || !isTold(entry.action)) return;
    const member = await this.deps.users.find(memberId);
    if (!member) return;
    await this.deps.notifications.notify({ recipientId: memberId, actorId: memberId, type: 'moderation', subjectId: entry.id });
    const suspended = member.suspendedAt !== null;
    const lines = [
      excerpt && `It is about: “${excerpt}”`,
      `The moderators’ reason: ${entry.reason}`,
      appealableActions.includes(entry.action) && `You may appeal this decision once, within ${limits.deactivatedRetentionDays} days.`,
    ].filter(Boolean);
    await this.deps.mailer.send(
      actionMail(member.email, moderationCopy.told[entry.action], mailCopy.greeting(member.nickname), lines.join('\n\n'), {
        label: suspended ? 'Read why and appeal' : 'Read the decision',
        url: `${this.deps.publicUrl}${suspended ? '/suspended' : '/moderation/notices'}`,
      }),
    );
  }
}
