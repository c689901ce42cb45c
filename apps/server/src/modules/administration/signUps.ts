import { type Page, type PendingSignUp, instanceCopy } from '@meshwork/contracts';
import { and, asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newerThan, timestampKey } from '../../db/keyset.js';
import { timestampAndId } from '../../http/cursorKeys.js';
import { decodeCursor, pageSize, toPage } from '../../http/pageCursor.js';
import type { Actor, AuditLog } from '../moderation/index.js';
import { members, type MemberRow, type UsersService } from '../users/index.js';
import type { MemberMail } from './memberMail.js';

const present = (member: MemberRow): PendingSignUp => ({
  user_id: member.id,
  username: member.username,
  fullname: member.fullname,
  email: member.email,
  email_verified: member.emailVerifiedAt !== null,
  answer: member.signUpAnswer,
  signed_up_at: member.awaitingApprovalSince!.toISOString(),
});

export interface SignUpDeps {
  db: Db;
  users: UsersService;
  auditLog: AuditLog;
  mail: MemberMail;
}

/**
 * Sign-ups awaiting an administrator in approval mode. Approving lets the member log in; rejecting
 * erases the account through the users module's erasure, so the address and name are free again.
 * Either way the member is mailed and the decision logged (docs/moderation.md, "Pending sign-ups").
 */
export class SignUpDecisions {
  constructor(private readonly deps: SignUpDeps) {}

  /** The oldest waiting sign-ups first, a page at a time: they are decided in the order they came. */
  async pending(query: { cursor?: string; limit?: number }): Promise<Page<PendingSignUp>> {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor, timestampAndId);
    const rows = await this.deps.db
      .select({ member: members, waitingKey: timestampKey(members.awaitingApprovalSince) })
      .from(members)
      .where(and(isNotNull(members.awaitingApprovalSince), newerThan(members.awaitingApprovalSince, members.id, after)))
      .orderBy(asc(members.awaitingApprovalSince), asc(members.id))
      .limit(limit + 1);
    return toPage(
      rows,
      limit,
      (row) => [row.waitingKey, row.member.id],
      (row) => present(row.member),
    );
  }

  /** The member still awaiting approval, or undefined. */
  async waiting(memberId: string): Promise<MemberRow | undefined> {
    const member = await this.deps.users.find(memberId);
    return member?.awaitingApprovalSince ? member : undefined;
  }

  async approve(actor: Actor, member: MemberRow): Promise<void> {
    await this.deps.users.update(member.id, { awaitingApprovalSince: null });
    await this.deps.auditLog.record({
      actor,
      action: 'approve_sign_up',
      targetType: 'member',
      targetId: member.id,
      subjectMemberId: member.id,
    });
    await this.deps.mail.send(member, instanceCopy.mail.approvedSubject, instanceCopy.mail.approvedBody, {
      label: instanceCopy.mail.approvedAction,
      page: '/login',
    });
  }

  async reject(actor: Actor, member: MemberRow): Promise<void> {
    await this.deps.users.erase(member);
    // The member is gone: the entry keeps the username, as the row it named no longer exists.
    await this.deps.auditLog.record({
      actor,
      action: 'reject_sign_up',
      targetType: 'member',
      targetId: member.id,
      details: { username: member.username },
    });
    await this.deps.mail.send(member, instanceCopy.mail.rejectedSubject, instanceCopy.mail.rejectedBody, {
      label: instanceCopy.mail.rejectedAction,
      page: '/about',
    });
  }
}
