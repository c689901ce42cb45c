import { roomsCopy, type RoomEntry } from '@meshwork/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TabSubscription } from '../../realtime/tabSubscription';
import { leaveRoom, roomQuery } from './roomQueries';
import { RoomSession } from './roomSession';

/**
 * The visit while the room's page shows it: running while mounted, and the server told the
 * viewer left when the page goes or closes. `ended` says why the room closed on them.
 */
export function useRoomSession(entry: RoomEntry, tab: TabSubscription, microphone: MediaStream | null) {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<string | null>(null);
  const [hostMuted, setHostMuted] = useState(0);
  const [moveTo, setMoveTo] = useState<{ x: number; z: number; key: number } | null>(null);
  const [session] = useState(
    () =>
      new RoomSession(entry, tab, microphone, {
        ended: (reason) => setEnded((current) => current ?? (reason === 'removed' ? roomsCopy.youWereRemoved : roomsCopy.roomGone)),
        hostMuted: () => setHostMuted((count) => count + 1),
        movedByHost: (x, z) => setMoveTo({ x, z, key: performance.now() }),
        // Asked again at most every two seconds however many unknown poses arrive.
        whoIsInside: async () => (await queryClient.fetchQuery({ ...roomQuery(entry.room.id), staleTime: 2000 })).people,
        left: () => void leaveRoom(entry.room.id),
      }),
  );

  useEffect(() => {
    session.start();
    const leave = () => void leaveRoom(entry.room.id);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      session.stop();
    };
  }, [session, entry.room.id]);
  return { session, ended, hostMuted, moveTo };
}
