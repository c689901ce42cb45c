import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoomCreateBody } from '@meshwork/contracts';
import { api, envelopeOf, outputOf } from '../../api/client';
import { toast } from '../../ui/toast';

const roomKeys = {
  all: ['rooms'] as const,
  one: (roomId: string) => ['rooms', 'one', roomId] as const,
};

/** The member's home room, the rooms they made and those they are invited to. */
export const roomsQuery = queryOptions({
  queryKey: roomKeys.all,
  queryFn: ({ signal }) => outputOf(api.GET('/rooms', { signal })),
});

/** A room and who is inside, fetched again every few seconds while the lobby shows it. */
export const roomQuery = (roomId: string) =>
  queryOptions({
    queryKey: roomKeys.one(roomId),
    queryFn: ({ signal }) => outputOf(api.GET('/rooms/{id}', { params: { path: { id: roomId } }, signal })),
    retry: false,
  });

export function useMakeRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows a failure above its button.
    meta: { failureMessage: () => null },
    mutationFn: (body: RoomCreateBody) => envelopeOf(api.POST('/rooms', { body })),
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
      return queryClient.invalidateQueries({ queryKey: roomKeys.all });
    },
  });
}

export const enterRoom = (roomId: string) => outputOf(api.POST('/rooms/{id}/enter', { params: { path: { id: roomId } } }));

/** Leaving survives the page closing: the request is kept alive. */
export const leaveRoom = (roomId: string) =>
  api.POST('/rooms/{id}/leave', { params: { path: { id: roomId } }, keepalive: true }).catch(() => undefined);

/** What the host does to someone in the room: mute them for everyone, bring them to a place, remove them. */
export type HostAction =
  { action: 'mute' | 'remove'; memberId: string } | { action: 'move'; memberId: string; place: { x: number; z: number } };
const hostActionPaths = {
  mute: '/rooms/{id}/people/{user_id}/mute',
  remove: '/rooms/{id}/people/{user_id}/remove',
  move: '/rooms/{id}/people/{user_id}/move',
} as const;

/** The host's actions; the server's answer is the toast, a failure too. */
export function useHostAction(roomId: string) {
  return useMutation({
    mutationFn: (host: HostAction) => {
      const params = { path: { id: roomId, user_id: host.memberId } };
      return envelopeOf(
        host.action === 'move'
          ? api.POST(hostActionPaths.move, { params, body: host.place })
          : api.POST(hostActionPaths[host.action], { params }),
      );
    },
    onSuccess: (envelope) => envelope.message && toast.success(envelope.message),
  });
}
