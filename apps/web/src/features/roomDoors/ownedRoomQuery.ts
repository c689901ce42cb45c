import { queryOptions } from '@tanstack/react-query';
import { api, outputOf } from '../../api/client';

export type OwnedRoomKind = 'home' | 'group' | 'event';

/** Under the rooms feature's own key, so that what changes its rooms fetches these again. */
const roomDoorKeys = { owned: (kind: OwnedRoomKind, ownerId: string) => ['rooms', kind, ownerId] as const };
const ownedRoomPaths = { home: '/rooms/home/{id}', group: '/rooms/group/{id}', event: '/rooms/event/{id}' } as const;

/** A member's home room, a group's or an event's: opening it makes it the first time. */
export const ownedRoomQuery = (kind: OwnedRoomKind, ownerId: string) =>
  queryOptions({
    queryKey: roomDoorKeys.owned(kind, ownerId),
    queryFn: ({ signal }) => outputOf(api.GET(ownedRoomPaths[kind], { params: { path: { id: ownerId } }, signal })),
  });
