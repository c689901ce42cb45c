import { roomsCopy, type RoomEntry } from '@meshwork/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, DoorOpen, Rotate3d } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { roomsPath } from '../../paths/roomPaths';
import { useTabSubscription } from '../../realtime/useTabSubscription';
import { RoomInside } from './RoomInside';
import { RoomLobby } from './RoomLobby';
import { enterRoom, roomQuery } from './roomQueries';
import { useMicrophoneCheck } from './useMicrophoneCheck';

const lobbyRefreshMs = 5000;

/** `/rooms/:id`: the lobby, then the room itself; the link is what members share. */
export function RoomPage() {
  const { roomId = '' } = useParams();
  const [entry, setEntry] = useState<{ entry: RoomEntry; microphone: MediaStream | null } | null>(null);
  const room = useQuery({ ...roomQuery(roomId), refetchInterval: entry ? false : lobbyRefreshMs });
  const microphone = useMicrophoneCheck();
  const tab = useTabSubscription();
  const stream = microphone.state === 'ready' ? microphone.stream : null;
  const enter = useMutation({
    mutationFn: (withVoice: boolean) => enterRoom(roomId).then((answer) => ({ entry: answer, microphone: withVoice ? stream : null })),
    onSuccess: setEntry,
  });
  // The microphone is the page's: it stops when the page goes.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);

  const copyLink = async () => {
    await navigator.clipboard.writeText(window.location.href).then(
      () => toast.success(roomsCopy.linkCopied),
      () => undefined,
    );
  };

  if (room.isPending) return <Skeleton className="h-96" />;
  if (room.isError || !room.data)
    return (
      <EmptyState
        icon={Rotate3d}
        title={roomsCopy.roomNotFound}
        headingLevel="h1"
        action={
          <Link to={roomsPath} className={buttonClasses('secondary')}>
            {roomsCopy.rooms}
          </Link>
        }
      />
    );

  const shown = entry?.entry.room ?? room.data;
  return (
    <div className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-2">
        {entry && <h1 className="mr-auto truncate text-lg font-semibold">{shown.name}</h1>}
        <Button variant="ghost" className={entry ? undefined : 'ml-auto'} onClick={() => void copyLink()}>
          <Copy size={16} aria-hidden /> {roomsCopy.copyLink}
        </Button>
        {entry && (
          <Link to={roomsPath} className={buttonClasses('secondary')}>
            <DoorOpen size={16} aria-hidden /> {roomsCopy.leave}
          </Link>
        )}
      </header>
      {entry && tab ? (
        <RoomInside entry={entry.entry} tab={tab} microphone={entry.microphone} />
      ) : (
        <RoomLobby room={room.data} microphone={microphone} entering={enter.isPending} onEnter={(withVoice) => enter.mutate(withVoice)} />
      )}
    </div>
  );
}
