import { moderationCopy, type ContentActionName, type MemberActionName, type ModerationAction } from '@meshwork/contracts';
import type { Db, Transaction } from '../../db/client.js';
import { authorize } from '../../http/authorize.js';
import { conflict, notFound } from '../../http/errors.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import type { UsersService } from '../users/index.js';
import type { AuditEntry, AuditLog } from './auditLog.js';
import type { StaffPolicies } from './policies.js';
import type { ContentKind, ContentState, ModeratedContent } from './moderatedContent.js';
import type { Told } from './told.js';

export type StaffActor = { id: string; username: string };

export interface ModerationActionsDeps {
  db: Db;
  content: ModeratedContent;
  auditLog: AuditLog;
  policies: StaffPolicies;
  users: UsersService;
  told: Told;
  realtime: Pick<RealtimeRelay, 'accessChanged'>;
  scheduleSuspendedPurge(memberId: string, suspendedAt: Date): Promise<void>;
}

interface Decision {
  reason: string;
  caseId?: string;
}

const contentTarget = () => notFound('target_not_found', moderationCopy.targetNotFound);
const alreadySo = () => conflict('nothing_to_do', moderationCopy.nothingToDo);

/** What an action changed, written in its transaction; what follows the commit. */
interface Applied {
  action: ModerationAction;
  afterCommit?: () => Promise<void>;
}

/**
 * What staff do to content and members (docs/moderation.md, "Actions"). Each action asks
 * `actOn` of the member it concerns, changes one thing and writes its audit entry in one
 * transaction (naming the case it resolves: the reports module closes the case when it hears it),
 * then tells the member why.
 */
export class ModerationActions {
  constructor(private readonly deps: ModerationActionsDeps) {}

  async onContent(actor: StaffActor, type: ContentKind, id: string, action: ContentActionName, decision: Decision): Promise<AuditEntry> {
    const target = await this.deps.content.of(type)?.find(id);
    if (!target) throw contentTarget();
    await authorize(this.deps.policies.actOn, actor.id, target.memberId);
    return this.record(
      actor,
      (tx) => this.applyToContent(type, id, target, action, tx),
      { targetType: type, targetId: id, memberId: target.memberId, excerpt: target.excerpt },
      decision,
    );
  }

  private async applyToContent(
    type: ContentKind,
    id: string,
    target: ContentState,
    action: ContentActionName,
    tx: Transaction,
  ): Promise<Applied> {
    const subject = this.deps.content.of(type)!;
    const removing = action === 'remove' || action === 'restore';
    const wanted = action === 'remove' || action === 'mark-sensitive';
    const current = removing ? target.removed : target.sensitive;
    const setter = removing ? subject.setRemoved : subject.setSensitive;
    if (!setter) throw contentTarget();
    if (current === wanted) throw alreadySo();
    await setter.call(subject, id, wanted, tx);
    return { action: removing ? (wanted ? 'remove_content' : 'restore_content') : 'mark_sensitive' };
  }

  async onMember(actor: StaffActor, memberId: string, action: MemberActionName, decision: Decision): Promise<AuditEntry> {
    const member = await this.deps.users.find(memberId);
    if (!member) throw notFound('member_not_found', moderationCopy.targetNotFound);
    await authorize(this.deps.policies.actOn, actor.id, memberId);
    const state = { limited: member.limitedAt !== null, suspended: member.suspendedAt !== null };
    return this.record(
      actor,
      (tx) => this.applyToMember(memberId, action, state, tx),
      { targetType: 'member', targetId: memberId, memberId, excerpt: '' },
      decision,
    );
  }

  private async applyToMember(
    memberId: string,
    action: MemberActionName,
    state: { limited: boolean; suspended: boolean },
    tx: Transaction,
  ): Promise<Applied> {
    const { users, realtime } = this.deps;
    switch (action) {
      case 'warn':
        return { action };
      case 'limit':
      case 'unlimit':
        if (state.limited === (action === 'limit')) throw alreadySo();
        await users.update(memberId, { limitedAt: action === 'limit' ? new Date() : null }, tx);
        return { action };
      case 'suspend':
      case 'unsuspend': {
        if (state.suspended === (action === 'suspend')) throw alreadySo();
        const suspendedAt = action === 'suspend' ? new Date() : null;
        await users.update(memberId, { suspendedAt }, tx);
        const afterCommit = async () => {
          if (suspendedAt) await this.deps.scheduleSuspendedPurge(memberId, suspendedAt);
          // Their realtime clients lose (or regain) every channel at once.
          await realtime.accessChanged([memberId]);
        };
        return { action, afterCommit };
      }
    }
  }

  /** Undoes an action whose appeal was granted, in the decision's transaction; answers what follows the commit. */
  async reverse(entry: AuditEntry, tx: Transaction): Promise<(() => Promise<void>) | undefined> {
    const memberId = entry.subjectMemberId!;
    if (entry.action === 'remove_content' || entry.action === 'mark_sensitive') {
      const subject = this.deps.content.of(entry.targetType as ContentKind);
      await (entry.action === 'remove_content' ? subject?.setRemoved : subject?.setSensitive)?.call(subject, entry.targetId, false, tx);
    } else if (entry.action === 'limit') {
      await this.deps.users.update(memberId, { limitedAt: null }, tx);
    } else if (entry.action === 'suspend') {
      await this.deps.users.update(memberId, { suspendedAt: null }, tx);
      return () => this.deps.realtime.accessChanged([memberId]);
    }
    return undefined;
  }

  private async record(
    actor: StaffActor,
    apply: (tx: Transaction) => Promise<Applied>,
    target: { targetType: string; targetId: string; memberId: string; excerpt: string },
    decision: Decision,
  ): Promise<AuditEntry> {
    const { entry, afterCommit } = await this.deps.db.transaction(async (tx) => {
      const applied = await apply(tx);
      const written = await this.deps.auditLog.record(
        {
          actor,
          action: applied.action,
          targetType: target.targetType,
          targetId: target.targetId,
          subjectMemberId: target.memberId,
          reason: decision.reason,
          caseId: decision.caseId ?? null,
          details: target.excerpt ? { excerpt: target.excerpt } : {},
        },
        tx,
      );
      return { entry: written, afterCommit: applied.afterCommit };
    });
    await afterCommit?.();
    await this.deps.auditLog.tell(entry);
    await this.deps.told.about(entry, target.excerpt);
    return entry;
  }
}
