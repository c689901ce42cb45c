import { roomsCopy } from '@meshwork/contracts';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified.js';
import { roomInvitations, rooms } from '../../db/schema/rooms.js';
import { notFound } from '../../http/errors.js';
import { eventShownTo } from '../events/index.js';
import { graphConditions } from '../friends/index.js';
import { inGroup } from '../groups/index.js';

// One answer for a room that does not exist and one the viewer may not enter: its existence is not revealed.
export const roomNotFound = () => notFound('room_not_found', roomsCopy.roomNotFound);

// Columns of the outer row, named with their table: the subqueries' own tables have columns of the same names.
const [roomId, groupId, eventId] = [qualified(rooms.id), qualified(rooms.groupId), qualified(rooms.eventId)];

const invitedTo = (viewerId: string): SQL =>
  sql`exists (select 1 from ${roomInvitations} where ${roomInvitations.roomId} = ${roomId} and ${roomInvitations.memberId} = ${viewerId})`;

/**
 * The SQL form of "the viewer may be in the room of the outer `rooms` row": no block stands
 * between them and its host, and they host it or its rule admits them (the host's friends, the
 * group's members, the invited, anyone with the link, whoever may see the event). Entering, the
 * room's page and the realtime service's access to its channel all ask this one rule.
 */
export function mayBeInRoom(viewerId: string): SQL {
  return and(
    or(isNull(rooms.hostId), sql`not ${graphConditions.blocked(viewerId, rooms.hostId)}`),
    or(
      eq(rooms.hostId, viewerId),
      and(eq(rooms.access, 'friends'), graphConditions.friends(viewerId, rooms.hostId)),
      and(eq(rooms.access, 'group'), inGroup(viewerId, groupId)),
      and(eq(rooms.access, 'invited'), invitedTo(viewerId)),
      eq(rooms.access, 'link'),
      and(eq(rooms.access, 'event'), eventShownTo(viewerId, eventId)),
    ),
  )!;
}
