import { type CreatorRequestView, type Page, instanceCopy } from '@meshwork/contracts';
import type { CreatorRequestStore } from '../instance/index.js';
import type { AuditLog } from '../moderation/index.js';
import type { UsersService } from '../users/index.js';
import type { MemberMail } from './memberMail.js';

type Staff = { id: string; username: string };

/**
 * Creator requests decided by administrators (docs/moderation.md, "Creator requests"): approving
 * makes the member a creator as the old upgrade did; either way the member is mailed and the
 * decision logged.
 */
export class CreatorDecisions {
  constructor(
    private readonly requests: CreatorRequestStore,
    private readonly users: UsersService,
    private readonly auditLog: AuditLog,
    private readonly mail: MemberMail,
  ) {}

  /** A page of the pending requests with who asked; a member gone since is left out. */
  async pending(query: { cursor?: string; limit?: number }): Promise<Page<CreatorRequestView>> {
    const page = await this.requests.pending(query);
    const listed = await Promise.all(
      page.items.map(async (row) => {
        const member = await this.users.find(row.memberId);
        return (
          member && {
            id: row.id,
            user_id: member.id,
            username: member.username,
            fullname: member.fullname,
            requested_at: row.createdAt.toISOString(),
          }
        );
      }),
    );
    return { items: listed.filter((item) => item !== undefined), next_cursor: page.next_cursor };
  }

  /** Decides the request; the member's name, or undefined when no such request is pending. */
  async decide(actor: Staff, id: string, decision: 'approve' | 'decline'): Promise<string | undefined> {
    const decided = await this.requests.decide(id, decision === 'approve' ? 'approved' : 'declined', actor.id);
    const member = decided && (await this.users.find(decided.memberId));
    if (!member) return undefined;
    if (decision === 'approve') await this.users.update(member.id, { isCreator: true });
    await this.auditLog.record({
      actor,
      action: decision === 'approve' ? 'approve_creator' : 'decline_creator',
      targetType: 'member',
      targetId: member.id,
      subjectMemberId: member.id,
      details: { request_id: id },
    });
    const { mail } = instanceCopy;
    const [subject, body] =
      decision === 'approve'
        ? [mail.creatorApprovedSubject, mail.creatorApprovedBody]
        : [mail.creatorDeclinedSubject, mail.creatorDeclinedBody];
    await this.mail.send(member, subject, body, { label: mail.creatorAction, page: '/settings' });
    return member.nickname;
  }
}
