import {
  groupChannelOf,
  groupLimits,
  groupsCopy,
  liveGroupsChange,
  realtimeUuidOf,
  userChannelOf,
  type GroupEvent,
} from '@meshwork/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatGroupMembers, chatGroups } from '../../db/schema/groups.js';
import { badRequest, invalidFields } from '../../http/errors.js';
import type { MediaLinks } from '../../media/mediaLinks.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import type { FriendsPolicies } from '../friends/index.js';
import { members, personColumns } from '../users/index.js';
import type { GroupMembership } from './membership.js';
import { groupImageUrlOf, presentGroup } from './presenters.js';

export interface GroupsDependencies {
  db: Db;
  membership: GroupMembership;
  friends: Pick<FriendsPolicies, 'presenceVisibleTo'>;
  realtime: Pick<RealtimeRelay, 'publish' | 'accessChanged' | 'mirrorChannel'>;
  links: MediaLinks;
}

const tooMany = () => invalidFields({ member_ids: [groupsCopy.tooMany] });

/**
 * Group conversations. Membership lives in PostgreSQL; after each change the realtime service
 * hears whose access changed (a removed member's held subscribes end at once), the channel's
 * objects data is written to match (name, image, memberships), and the conversation gets a
 * message saying what happened. Changes to one group run one at a time (its row is locked).
 */
export class GroupsService {
  constructor(private readonly deps: GroupsDependencies) {}

  async create(creatorId: string, name: string, friendIds: string[]) {
    const invited = [...new Set(friendIds)].filter((id) => id !== creatorId);
    if (invited.length < groupLimits.startFriendsMin) throw invalidFields({ member_ids: [groupsCopy.pickAtLeast] });
    await this.assertFriends(creatorId, invited);
    const group = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(chatGroups).values({ name }).returning();
      await tx
        .insert(chatGroupMembers)
        .values([
          { groupId: row!.id, memberId: creatorId, role: 'admin' as const },
          ...invited.map((memberId) => ({ groupId: row!.id, memberId })),
        ]);
      return row!;
    });
    const everyone = [creatorId, ...invited];
    await this.deps.realtime.accessChanged(everyone);
    await this.deps.realtime.mirrorChannel(groupChannelOf(group.id), { name, custom: {}, addUuids: everyone.map(realtimeUuidOf) });
    await this.announce(group.id, { group_event: 'created', by: creatorId, name, members: invited });
    await this.tellGroupLists(everyone);
    return this.get(group.id);
  }

  /** The member's groups, newest first. */
  async listOf(memberId: string) {
    const rows = await this.deps.db
      .select({ group: chatGroups })
      .from(chatGroups)
      .innerJoin(chatGroupMembers, eq(chatGroupMembers.groupId, chatGroups.id))
      .where(eq(chatGroupMembers.memberId, memberId))
      .orderBy(asc(chatGroups.createdAt));
    const membersByGroup = await this.membersOf(rows.map((row) => row.group.id));
    return rows.reverse().map(({ group }) => presentGroup(group, membersByGroup.get(group.id) ?? [], this.deps.links));
  }

  async get(groupId: string) {
    const [group] = await this.deps.db.select().from(chatGroups).where(eq(chatGroups.id, groupId));
    return presentGroup(group!, (await this.membersOf([groupId])).get(groupId) ?? [], this.deps.links);
  }

  async rename(byId: string, groupId: string, name: string) {
    await this.deps.db.update(chatGroups).set({ name }).where(eq(chatGroups.id, groupId));
    await this.deps.realtime.mirrorChannel(groupChannelOf(groupId), { name });
    await this.announce(groupId, { group_event: 'renamed', by: byId, name });
    return this.get(groupId);
  }

  /** Sets the image's storage key; answers the previous key, for the caller to delete. */
  async setImage(byId: string, groupId: string, imageKey: string): Promise<string | null> {
    const previous = await this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(chatGroups).where(eq(chatGroups.id, groupId)).for('update');
      await tx.update(chatGroups).set({ imageKey }).where(eq(chatGroups.id, groupId));
      return current?.imageKey ?? null;
    });
    const image = groupImageUrlOf({ id: groupId, imageKey });
    await this.deps.realtime.mirrorChannel(groupChannelOf(groupId), { custom: image ? { image } : {} });
    await this.announce(groupId, { group_event: 'image', by: byId });
    return previous;
  }

  async imageKeyOf(groupId: string): Promise<string | null> {
    const [row] = await this.deps.db.select({ imageKey: chatGroups.imageKey }).from(chatGroups).where(eq(chatGroups.id, groupId));
    return row?.imageKey ?? null;
  }

  /** An admin adds friends of theirs, up to the cap. */
  async add(byId: string, groupId: string, friendIds: string[]) {
    const wanted = [...new Set(friendIds)];
    await this.assertFriends(byId, wanted);
    await this.deps.db.transaction(async (tx) => {
      const current = new Set((await this.deps.membership.lockedMembersOf(tx, groupId)).map((row) => row.memberId));
      if (wanted.some((id) => current.has(id))) throw invalidFields({ member_ids: [groupsCopy.alreadyMember] });
      if (current.size + wanted.length > groupLimits.membersMax) throw tooMany();
      await tx.insert(chatGroupMembers).values(wanted.map((memberId) => ({ groupId, memberId })));
    });
    await this.deps.realtime.accessChanged(wanted);
    await this.deps.realtime.mirrorChannel(groupChannelOf(groupId), { addUuids: wanted.map(realtimeUuidOf) });
    await this.announce(groupId, { group_event: 'added', by: byId, members: wanted });
    await this.tellGroupLists(wanted);
    return this.get(groupId);
  }

  /**
   * A member leaves, or an admin removes another. The group keeps an admin (its longest member
   * becomes one when the last admin goes) and ends with its last member (the answer says so).
   */
  async remove(byId: string, groupId: string, memberId: string): Promise<{ ended: boolean }> {
    // Named as they were in the event: the conversation keeps calling them so once they are gone.
    const nickname = (await this.membersOf([groupId])).get(groupId)?.find((row) => row.id === memberId)?.nickname;
    const names = nickname ? { names: { [memberId]: nickname } } : {};
    const remaining = await this.deps.db.transaction(async (tx) => {
      const current = await this.deps.membership.lockedMembersOf(tx, groupId);
      if (!current.some((row) => row.memberId === memberId)) throw badRequest('not_group_member', groupsCopy.notMember);
      await this.deps.membership.remove(tx, groupId, [memberId]);
      const rest = current.filter((row) => row.memberId !== memberId);
      if (rest.length === 0) await tx.delete(chatGroups).where(eq(chatGroups.id, groupId));
      else if (!rest.some((row) => row.role === 'admin'))
        await tx
          .update(chatGroupMembers)
          .set({ role: 'admin' })
          .where(and(eq(chatGroupMembers.groupId, groupId), eq(chatGroupMembers.memberId, rest[0]!.memberId)));
      return rest.length;
    });
    // Cut off first: nothing said in the conversation after this reaches the member who is out.
    await this.deps.realtime.accessChanged([memberId]);
    await this.deps.realtime.mirrorChannel(groupChannelOf(groupId), { removeUuids: [realtimeUuidOf(memberId)] });
    if (remaining > 0)
      await this.announce(
        groupId,
        byId === memberId
          ? { group_event: 'left', by: byId, ...names }
          : { group_event: 'removed', by: byId, members: [memberId], ...names },
      );
    await this.tellGroupLists([memberId]);
    return { ended: remaining === 0 };
  }

  /** Members who joined or left a group hear it on their own channel, so every tab's group list follows without asking. */
  private async tellGroupLists(memberIds: string[]): Promise<void> {
    await Promise.all(memberIds.map((memberId) => this.deps.realtime.publish(userChannelOf(memberId), liveGroupsChange)));
  }

  private async assertFriends(memberId: string, others: string[]): Promise<void> {
    const friends = await this.deps.friends.presenceVisibleTo(memberId);
    if (others.some((id) => !friends.has(id))) throw invalidFields({ member_ids: [groupsCopy.notFriends] });
  }

  private async membersOf(groupIds: string[]) {
    const byGroup = new Map<string, Array<(typeof rows)[number]>>();
    if (groupIds.length === 0) return byGroup;
    const rows = await this.deps.db
      .select({ ...personColumns, groupId: chatGroupMembers.groupId, role: chatGroupMembers.role })
      .from(chatGroupMembers)
      .innerJoin(members, eq(members.id, chatGroupMembers.memberId))
      .where(inArray(chatGroupMembers.groupId, groupIds))
      .orderBy(asc(chatGroupMembers.joinedAt), asc(members.nickname));
    for (const row of rows) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
    return byGroup;
  }

  private announce(groupId: string, event: GroupEvent): Promise<void> {
    return this.deps.realtime.publish(groupChannelOf(groupId), event);
  }
}
