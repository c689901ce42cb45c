import { roomChannelOf, roomsCopy, type Person, type Room, type RoomPerson } from '@meshwork/contracts';
import type { RoomRow } from '../../db/schema/rooms.js';

/** A room's row with what names it: its host, its group's name, its event's title. */
export interface RoomListing {
  room: RoomRow;
  host: Person | null;
  groupName: string | null;
  eventTitle: string | null;
}

/** A home room is named after its host, a group's or an event's after them, a made one by its maker. */
function nameOf({ room, host, groupName, eventTitle }: RoomListing): string {
  if (room.kind === 'home') return roomsCopy.homeName(host?.nickname ?? '');
  if (room.kind === 'group') return groupName ?? room.name;
  if (room.kind === 'event') return eventTitle ?? room.name;
  return room.name;
}

export function presentRoom(listing: RoomListing, people: RoomPerson[], isHost: boolean): Room {
  const { room } = listing;
  return {
    id: room.id,
    kind: room.kind,
    name: nameOf(listing),
    scene: room.scene,
    access: room.access,
    host: listing.host,
    channel: roomChannelOf(room.id),
    group_id: room.groupId,
    event_id: room.eventId,
    people,
    is_host: isHost,
    created_at: room.createdAt.toISOString(),
  };
}
