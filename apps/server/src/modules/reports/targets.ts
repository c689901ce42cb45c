import {
  directMembersOfChannel,
  groupIdOfChannel,
  memberIdOfRealtimeUuid,
  reportsCopy,
  type ReportEvidence,
  type ReportTarget,
} from '@meshwork/contracts';
import { storedMessagesAt } from '@meshwork/realtime-server';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalidFields, notFound } from '../../http/errors.js';
import { reportableEvents } from '../events/index.js';
import type { remoteReportsOf } from '../federation/index.js';
import { reportableGroups, type GroupMembership } from '../groups/index.js';
import { reportablePosts } from '../posts/index.js';
import { profilePolicies } from '../profiles/index.js';
import { members, notLeaving } from '../users/index.js';

/** What a reporter may report: whose it is, and for messages the evidence. */
export interface SeenTarget {
  ownerId: string | null;
  evidence: ReportEvidence[];
}

/** A reported target as staff see it, whatever became of it. */
export interface StaffTarget {
  ownerId: string | null;
  text: string;
  details: string | null;
  createdAt: Date | null;
  removed: boolean;
  link: string | null;
}

// The same answer as for a target that does not exist: what a member may not see is not revealed.
const targetNotFound = () => notFound('report_target_not_found', reportsCopy.targetNotFound);

/**
 * The reportable targets, each read through its owning module with that module's own rules of who
 * sees what (docs/moderation.md, "What can be reported").
 */
export class ReportTargets {
  private readonly posts;
  private readonly events;
  private readonly groups;
  private readonly profiles;

  constructor(
    private readonly db: Db,
    private readonly membership: Pick<GroupMembership, 'roleOf'>,
    private readonly remoteNotes: Pick<ReturnType<typeof remoteReportsOf>, 'seenBy' | 'asStaffSee'>,
  ) {
    this.posts = reportablePosts(db);
    this.events = reportableEvents(db);
    this.groups = reportableGroups(db);
    this.profiles = profilePolicies(db);
  }

  /** The target as the reporter sees it; 404 when they may not see it or it does not exist. */
  async seenBy(reporterId: string, type: ReportTarget, id: string, timetokens: string[] = []): Promise<SeenTarget> {
    if (type === 'message') return this.messagesSeenBy(reporterId, id, timetokens);
    const seen = await this.ownerSeenBy(reporterId, type, id);
    if (!seen) throw targetNotFound();
    return { ownerId: seen.ownerId, evidence: [] };
  }

  private async ownerSeenBy(reporterId: string, type: Exclude<ReportTarget, 'message'>, id: string) {
    if (!isUuid(id)) return undefined;
    switch (type) {
      case 'post':
        return this.posts.postSeenBy(reporterId, id);
      case 'comment':
        return this.posts.commentSeenBy(reporterId, id);
      case 'event':
        return this.events.eventSeenBy(reporterId, id);
      case 'group':
        return this.groups.groupSeenBy(reporterId, id);
      // A remote note belongs to no member here.
      case 'remote_note':
        return (await this.remoteNotes.seenBy(reporterId, id)) ? { ownerId: null } : undefined;
      case 'member': {
        const [member] = await this.db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, id), notLeaving()));
        return member && (await this.profiles.viewHeader.may(reporterId, id)) ? { ownerId: id } : undefined;
      }
    }
  }

  /** Messages of a conversation the reporter is in, all sent by one other member. */
  private async messagesSeenBy(reporterId: string, channel: string, timetokens: string[]): Promise<SeenTarget> {
    if (!(await this.inConversation(reporterId, channel))) throw targetNotFound();
    const wanted = [...new Set(timetokens)];
    const stored = await storedMessagesAt(this.db, channel, wanted);
    if (stored.length !== wanted.length) throw invalidFields({ message_timetokens: [reportsCopy.messagesNotFound] });
    const senders = new Set(stored.map((message) => memberIdOfRealtimeUuid(message.publisherUuid)));
    const [sender] = [...senders];
    if (senders.size !== 1 || !sender) throw invalidFields({ message_timetokens: [reportsCopy.messagesOfOneMember] });
    return {
      ownerId: sender,
      evidence: stored.map((message) => ({ sender_id: sender, timetoken: message.timetoken, text: message.text })),
    };
  }

  private async inConversation(memberId: string, channel: string): Promise<boolean> {
    const pair = directMembersOfChannel(channel);
    if (pair) return pair.includes(memberId);
    const groupId = groupIdOfChannel(channel);
    return groupId !== null && isUuid(groupId) && (await this.membership.roleOf(memberId, groupId)) !== undefined;
  }

  /** The target as it is now, for staff; undefined when it no longer exists at all. */
  async asStaffSee(type: ReportTarget, id: string): Promise<StaffTarget | undefined> {
    switch (type) {
      case 'post':
        return this.posts.postAsStaffSee(id);
      case 'comment':
        return this.posts.commentAsStaffSee(id);
      case 'event':
        return this.events.eventAsStaffSee(id);
      case 'group':
        return this.groups.groupAsStaffSee(id);
      case 'remote_note': {
        const note = await this.remoteNotes.asStaffSee(id);
        return note && { ownerId: null, ...note, removed: false };
      }
      case 'member': {
        const [member] = await this.db
          .select({
            nickname: members.nickname,
            username: members.username,
            createdAt: members.createdAt,
            suspendedAt: members.suspendedAt,
          })
          .from(members)
          .where(eq(members.id, id));
        return (
          member && {
            ownerId: id,
            text: member.nickname,
            details: `@${member.username}`,
            createdAt: member.createdAt,
            removed: member.suspendedAt !== null,
            link: `/profile/${member.username}`,
          }
        );
      }
      case 'message': {
        const groupId = groupIdOfChannel(id);
        return {
          ownerId: null,
          text: groupId ? 'Group conversation' : 'Direct conversation',
          details: id,
          createdAt: null,
          removed: false,
          link: null,
        };
      }
    }
  }
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
