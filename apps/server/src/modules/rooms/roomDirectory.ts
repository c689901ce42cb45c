import { roomLimits, roomsCopy, type RoomCreateBody, type RoomScene } from '@meshwork/contracts';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { roomInvitations, rooms, type RoomRow } from '../../db/schema/rooms.js';
import { forbidden, invalidFields } from '../../http/errors.js';
import { eventTitleShownTo } from '../events/index.js';
import { graphConditions } from '../friends/index.js';
import { groupNameShownTo, type GroupMembership } from '../groups/index.js';
import { members, notLeaving, personColumns, presentPerson } from '../users/index.js';
import { mayBeInRoom, roomNotFound } from './policies.js';
import type { RoomListing } from './presenters.js';

/** Rooms opened for the first time get a scene of their own kind. */
const firstScenes = { home: 'lounge', group: 'rooftop', event: 'park' } as const satisfies Record<string, RoomScene>;
type OwnedKind = keyof typeof firstScenes;

/**
 * Which rooms exist and who may be in them (PostgreSQL, the source of truth): a member's home,
 * a group's and an event's room are made the first time someone who may enter opens them.
 */
export class RoomDirectory {
  constructor(
    private readonly db: Db,
    private readonly groups: Pick<GroupMembership, 'roleOf'>,
    /** The creator of an event the viewer may see. */
    private readonly eventCreatorFor: (viewerId: string, eventId: string) => Promise<string | undefined>,
  ) {}

  /** Rooms with what names them, which the viewer may be in. */
  private listings(viewerId: string, where: SQL | undefined) {
    return this.db
      .select({
        room: rooms,
        host: personColumns,
        groupName: groupNameShownTo(viewerId, qualified(rooms.groupId)),
        eventTitle: eventTitleShownTo(viewerId, qualified(rooms.eventId)),
      })
      .from(rooms)
      .leftJoin(members, eq(members.id, rooms.hostId))
      .where(and(where, mayBeInRoom(viewerId), or(sql`${rooms.hostId} is null`, notLeaving())))
      .orderBy(desc(rooms.createdAt))
      .then((rows) => rows.map(({ host, ...row }): RoomListing => ({ ...row, host: host ? presentPerson(host) : null })));
  }

  /** The room when the viewer may be in it; else the one answer for missing and closed rooms (404). */
  async roomFor(viewerId: string, roomId: string): Promise<RoomListing> {
    const [listing] = await this.listings(viewerId, eq(rooms.id, roomId));
    if (!listing) throw roomNotFound();
    return listing;
  }

  /** The home room of a member, a group's or an event's room, made now if it is the first visit. */
  async roomOf(viewerId: string, kind: OwnedKind, ownerId: string): Promise<RoomListing> {
    const roomId = (await this.ownedRoomId(kind, ownerId)) ?? (await this.makeOwned(viewerId, kind, ownerId));
    return this.roomFor(viewerId, roomId);
  }

  private async ownedRoomId(kind: OwnedKind, ownerId: string): Promise<string | undefined> {
    const owner = { home: rooms.hostId, group: rooms.groupId, event: rooms.eventId }[kind];
    const [row] = await this.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.kind, kind), eq(owner, ownerId)));
    return row?.id;
  }

  /** Makes an owned room once the viewer shows they may open it; a unique index keeps one per owner when two open it at once. */
  private async makeOwned(viewerId: string, kind: OwnedKind, ownerId: string): Promise<string> {
    await this.db
      .insert(rooms)
      .values(await this.ownedRoomValues(viewerId, kind, ownerId))
      .onConflictDoNothing();
    return (await this.ownedRoomId(kind, ownerId))!;
  }

  private async ownedRoomValues(viewerId: string, kind: OwnedKind, ownerId: string): Promise<typeof rooms.$inferInsert> {
    const base = { kind, name: '', scene: firstScenes[kind] };
    if (kind === 'home') {
      const [member] = await this.db
        .select({ id: members.id })
        .from(members)
        .where(
          and(eq(members.id, ownerId), notLeaving(), viewerId === ownerId ? undefined : graphConditions.friends(viewerId, members.id)),
        );
      if (!member) throw roomNotFound();
      return { ...base, access: 'friends', hostId: ownerId };
    }
    if (kind === 'group') {
      if (!(await this.groups.roleOf(viewerId, ownerId))) throw roomNotFound();
      return { ...base, access: 'group', groupId: ownerId };
    }
    const creatorId = await this.eventCreatorFor(viewerId, ownerId);
    if (!creatorId) throw roomNotFound();
    return { ...base, access: 'event', eventId: ownerId, hostId: creatorId };
  }

  /** The viewer's home room, the rooms they made and those they are invited to, newest first. */
  async listFor(viewerId: string): Promise<RoomListing[]> {
    await this.roomOf(viewerId, 'home', viewerId);
    const invited = sql`exists (select 1 from ${roomInvitations} where ${roomInvitations.roomId} = ${rooms.id} and ${roomInvitations.memberId} = ${viewerId})`;
    return this.listings(viewerId, or(and(eq(rooms.hostId, viewerId), inArray(rooms.kind, ['home', 'made'])), invited));
  }

  async make(hostId: string, body: RoomCreateBody): Promise<string> {
    const [made] = await this.db
      .select({ count: count() })
      .from(rooms)
      .where(and(eq(rooms.hostId, hostId), eq(rooms.kind, 'made')));
    if ((made?.count ?? 0) >= roomLimits.roomsPerMember) throw forbidden('too_many_rooms', roomsCopy.tooManyRooms);
    const groupId = body.access === 'group' ? body.group_id! : null;
    if (groupId && !(await this.groups.roleOf(hostId, groupId)))
      throw invalidFields({ group_id: [roomsCopy.groupOnly] }, roomsCopy.groupOnly);
    const invitees = [...new Set(body.access === 'invited' ? (body.invitee_ids ?? []) : [])];
    await this.assertFriends(hostId, invitees);
    return this.db.transaction(async (tx) => {
      const [room] = await tx
        .insert(rooms)
        .values({ kind: 'made', name: body.name, scene: body.scene, access: body.access, hostId, groupId })
        .returning({ id: rooms.id });
      if (invitees.length) await tx.insert(roomInvitations).values(invitees.map((memberId) => ({ roomId: room!.id, memberId })));
      return room!.id;
    });
  }

  private async assertFriends(hostId: string, memberIds: string[]): Promise<void> {
    if (!memberIds.length) return;
    const friends = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(inArray(members.id, memberIds), notLeaving(), graphConditions.friends(hostId, members.id)));
    if (friends.length !== memberIds.length)
      throw invalidFields({ invitee_ids: [roomsCopy.inviteFriendsOnly] }, roomsCopy.inviteFriendsOnly);
  }

  async update(room: RoomRow, changes: { name?: string; scene?: RoomScene }): Promise<void> {
    if (changes.name !== undefined && room.kind !== 'made')
      throw invalidFields({ name: [roomsCopy.homeOnlyScene] }, roomsCopy.homeOnlyScene);
    if (changes.name === undefined && changes.scene === undefined) return;
    await this.db.update(rooms).set(changes).where(eq(rooms.id, room.id));
  }

  async remove(room: RoomRow): Promise<void> {
    if (room.kind !== 'made') throw forbidden('only_made_rooms', roomsCopy.onlyMadeDeleted);
    await this.db.delete(rooms).where(eq(rooms.id, room.id));
  }

  /** Whether the viewer hosts the room: its host, or an admin of the group whose room it is. */
  async hosts(viewerId: string, room: RoomRow): Promise<boolean> {
    if (room.hostId) return room.hostId === viewerId;
    return room.groupId !== null && (await this.groups.roleOf(viewerId, room.groupId)) === 'admin';
  }
}
