import { roomChannelOf, roomLimits, roomsCopy, type RoomEntry, type RoomMessage, type RoomPerson } from '@meshwork/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { roomAdmissions, roomRemovals, rooms } from '../../db/schema/rooms.js';
import { conflict, forbidden, invalidFields } from '../../http/errors.js';
import type { RealtimeRelay } from '../../relay/realtimeRelay.js';
import { members, notLeaving, personColumns, presentPerson } from '../users/index.js';
import { mayBeInRoom } from './policies.js';
import { presentRoom, type RoomListing } from './presenters.js';
import type { RoomDirectory } from './roomDirectory.js';

export interface RoomVisitsDependencies {
  db: Db;
  directory: RoomDirectory;
  realtime: Pick<RealtimeRelay, 'publish' | 'accessChanged' | 'occupantsOf'>;
  /** A member's current avatar's GLB, or null. */
  avatarUrlOf(memberId: string): Promise<string | null>;
}

const removedFor = sql`make_interval(mins => ${roomLimits.removalMinutes})`;

/**
 * Who is in which room. Entering admits the member to the room's channel (the realtime service
 * asks `channelsOf`) and tells the room; the service's presence says who is inside now. Leaving
 * and the host's removal end the admission, and the realtime service ends the member's held
 * subscribes at once.
 */
export class RoomVisits {
  constructor(private readonly deps: RoomVisitsDependencies) {}

  /** The room as its page shows it: who is inside now, with their avatars. */
  async present(viewerId: string, listing: RoomListing) {
    const people = await this.peopleIn(listing.room.id);
    return presentRoom(listing, people, await this.deps.directory.hosts(viewerId, listing.room));
  }

  /** Who is inside: present on the room's channel and not gone (a page closed without leaving stays present a minute). */
  private async peopleIn(roomId: string): Promise<RoomPerson[]> {
    const ids = await this.deps.realtime.occupantsOf(roomChannelOf(roomId));
    return ids.length ? this.people(ids, roomId) : [];
  }

  /** The members as a room shows them; with a room, only those admitted to it now. */
  private async people(memberIds: string[], admittedTo?: string): Promise<RoomPerson[]> {
    const admitted = admittedTo
      ? sql`exists (select 1 from ${roomAdmissions} where ${roomAdmissions.roomId} = ${admittedTo} and ${roomAdmissions.memberId} = ${qualified(members.id)})`
      : undefined;
    const rows = await this.deps.db
      .select(personColumns)
      .from(members)
      .where(and(inArray(members.id, memberIds), notLeaving(), admitted));
    return Promise.all(rows.map(async (row) => ({ ...presentPerson(row), avatar_url: await this.deps.avatarUrlOf(row.id) })));
  }

  async enter(viewerId: string, roomId: string): Promise<RoomEntry> {
    const { db, directory, realtime } = this.deps;
    const listing = await directory.roomFor(viewerId, roomId);
    const [removal] = await db
      .select({ at: roomRemovals.at })
      .from(roomRemovals)
      .where(
        and(eq(roomRemovals.roomId, roomId), eq(roomRemovals.memberId, viewerId), gt(sql`${roomRemovals.at} + ${removedFor}`, sql`now()`)),
      );
    if (removal) throw forbidden('removed_from_room', roomsCopy.removed);
    const inside = await realtime.occupantsOf(roomChannelOf(roomId));
    if (inside.filter((id) => id !== viewerId).length >= roomLimits.peopleMax) throw conflict('room_full', roomsCopy.full);
    await db
      .insert(roomAdmissions)
      .values({ roomId, memberId: viewerId })
      .onConflictDoUpdate({ target: [roomAdmissions.roomId, roomAdmissions.memberId], set: { at: sql`now()` } });
    await realtime.accessChanged([viewerId]);
    const [me] = await this.people([viewerId]);
    await this.tell(roomId, { room: 'joined', person: me! });
    return { room: await this.present(viewerId, listing), me: me! };
  }

  async leave(viewerId: string, roomId: string): Promise<void> {
    const left = await this.endAdmission(roomId, viewerId);
    if (left) await this.tell(roomId, { room: 'left', member_id: viewerId });
  }

  /** The host's removal: the member's admission ends, their subscriptions with it, and they may not come back for a while. */
  async remove(listing: RoomListing, memberId: string): Promise<void> {
    if (listing.room.hostId === memberId) throw invalidFields({ user_id: [roomsCopy.cannotRemoveHost] }, roomsCopy.cannotRemoveHost);
    const roomId = listing.room.id;
    await this.deps.db
      .insert(roomRemovals)
      .values({ roomId, memberId })
      .onConflictDoUpdate({ target: [roomRemovals.roomId, roomRemovals.memberId], set: { at: sql`now()` } });
    // Told first, so the removed member's page hears why before the service refuses its next poll.
    await this.tell(roomId, { room: 'removed', member_id: memberId });
    await this.endAdmission(roomId, memberId);
  }

  /** The host mutes someone: their page stops sending their voice, and they may unmute when ready. */
  mute(roomId: string, memberId: string): Promise<void> {
    return this.tell(roomId, { room: 'host-muted', member_id: memberId });
  }

  /** The host brings someone to a place: their page moves them there. */
  move(roomId: string, memberId: string, place: { x: number; z: number }): Promise<void> {
    return this.tell(roomId, { room: 'moved', member_id: memberId, ...place });
  }

  /** The room channels a member may use now: the rooms they entered and may still be in. */
  async channelsOf(memberId: string): Promise<Set<string>> {
    const rows = await this.deps.db
      .select({ roomId: roomAdmissions.roomId })
      .from(roomAdmissions)
      .innerJoin(rooms, eq(rooms.id, roomAdmissions.roomId))
      .where(and(eq(roomAdmissions.memberId, memberId), mayBeInRoom(memberId)));
    return new Set(rows.map((row) => roomChannelOf(row.roomId)));
  }

  private async endAdmission(roomId: string, memberId: string): Promise<boolean> {
    const ended = await this.deps.db
      .delete(roomAdmissions)
      .where(and(eq(roomAdmissions.roomId, roomId), eq(roomAdmissions.memberId, memberId)))
      .returning({ memberId: roomAdmissions.memberId });
    await this.deps.realtime.accessChanged([memberId]);
    return ended.length > 0;
  }

  /** News of the room for those inside now; not stored, as it matters only now. */
  private tell(roomId: string, message: RoomMessage): Promise<void> {
    return this.deps.realtime.publish(roomChannelOf(roomId), message, { store: false });
  }
}
