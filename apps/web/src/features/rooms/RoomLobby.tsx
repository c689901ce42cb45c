import { roomsCopy, type Room } from '@meshwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { Mic, MicOff, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { AvatarViewer } from '../avatars/AvatarViewer';
import { avatarsQuery } from '../avatars/avatarQueries';
import type { MicrophoneCheck } from './useMicrophoneCheck';

interface RoomLobbyProps {
  room: Room;
  microphone: MicrophoneCheck;
  entering: boolean;
  onEnter: (withVoice: boolean) => void;
}

/** Before entering: who is inside, the microphone heard, the avatar others will see. */
export function RoomLobby({ room, microphone, entering, onEnter }: RoomLobbyProps) {
  const avatars = useQuery(avatarsQuery());
  const current = avatars.data?.find((avatar) => avatar.is_default);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card as="section" aria-label={roomsCopy.lobbyTitle} className="flex flex-col gap-4 p-5">
        <header>
          <h1 className="text-xl font-semibold">{room.name}</h1>
          <p className="text-sm text-fg-muted">
            {roomsCopy.sceneNames[room.scene]} · {roomsCopy.accessNames[room.access]}
          </p>
        </header>
        <div>
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <Users size={16} aria-hidden /> {roomsCopy.inside(room.people.length)}
          </h2>
          {room.people.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={roomsCopy.people}>
              {room.people.map((person) => (
                <li key={person.user_id} className="flex items-center gap-2 rounded-full bg-muted py-1 pr-3 pl-1 text-sm">
                  <Avatar name={person.nickname} src={person.user_image} size={24} />
                  {person.nickname}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            {microphone.state === 'blocked' ? <MicOff size={16} aria-hidden /> : <Mic size={16} aria-hidden />} {roomsCopy.microphone}
          </h2>
          {microphone.state === 'checking' && <p className="mt-1 text-sm text-fg-muted">{roomsCopy.micChecking}</p>}
          {microphone.state === 'blocked' && (
            <InlineAlert tone="info" className="mt-2">
              {roomsCopy.micBlocked}
            </InlineAlert>
          )}
          {microphone.state === 'ready' && (
            <>
              <p className="mt-1 text-sm text-fg-muted">{roomsCopy.micReady}</p>
              <meter aria-label={roomsCopy.microphone} min={0} max={1} value={microphone.level} className="mt-2 h-3 w-full" />
            </>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          {microphone.state === 'ready' && (
            <Button loading={entering} onClick={() => onEnter(true)}>
              {roomsCopy.enterWithVoice}
            </Button>
          )}
          <Button variant={microphone.state === 'ready' ? 'secondary' : 'primary'} loading={entering} onClick={() => onEnter(false)}>
            {roomsCopy.enterWithoutVoice}
          </Button>
        </div>
      </Card>
      <Card as="section" aria-label={roomsCopy.yourAvatar} className="flex flex-col gap-3 p-5">
        <h2 className="text-sm font-semibold">{roomsCopy.yourAvatar}</h2>
        {avatars.isPending ? (
          <Skeleton className="h-72 w-full" />
        ) : current ? (
          <AvatarViewer className="h-72 w-full" source={{ glbUrl: current.glb_url }} label={current.name} />
        ) : (
          <>
            <p className="text-sm text-fg-muted">{roomsCopy.noAvatar}</p>
            <Link to="/avatars" className={buttonClasses('secondary', 'md', 'self-start')}>
              {roomsCopy.makeAvatar}
            </Link>
          </>
        )}
      </Card>
    </div>
  );
}
