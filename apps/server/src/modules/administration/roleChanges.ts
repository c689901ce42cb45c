import type { MemberRole } from '@meshwork/contracts';
import type { Actor, AuditLog } from '../moderation/index.js';
import type { RoleChangeOutcome, UsersService } from '../users/index.js';

/**
 * Promotions and demotions, from the members list or the command line: the change and its
 * `change_role` audit entry are written together, and the last administrator stays one.
 */
export class RoleChanges {
  constructor(
    private readonly users: UsersService,
    private readonly auditLog: AuditLog,
  ) {}

  async change(actor: Actor, memberId: string, role: MemberRole): Promise<RoleChangeOutcome> {
    let written: Awaited<ReturnType<AuditLog['record']>> | undefined;
    const outcome = await this.users.changeRole(memberId, role, async (tx, from) => {
      written = await this.auditLog.record(
        { actor, action: 'change_role', targetType: 'member', targetId: memberId, subjectMemberId: memberId, details: { from, to: role } },
        tx,
      );
    });
    if (written) await this.auditLog.tell(written);
    return outcome;
  }
}
