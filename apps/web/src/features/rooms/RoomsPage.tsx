import { roomsCopy, type Room } from '@meshwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { Rotate3d, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { roomPath } from '../../paths/roomPaths';
import { NewRoomDialog } from './NewRoomDialog';
import { roomsQuery } from './roomQueries';
import { sceneBackdrops } from './sceneBackdrops';

function RoomCard({ room }: { room: Room }) {
  return (
    <li>
      <Card className="h-full overflow-hidden">
        <Link to={roomPath(room.id)} className="flex flex-col focus-visible:outline-2 focus-visible:outline-brand">
          <span aria-hidden className={`flex h-24 items-end p-3 ${sceneBackdrops[room.scene]}`}>
            <span className="rounded-full bg-black/40 px-2 py-0.5 text-xs text-white">{roomsCopy.sceneNames[room.scene]}</span>
          </span>
          <span className="flex flex-col gap-1 p-3">
            <span className="truncate font-semibold">{room.name}</span>
            <span className="flex items-center gap-1 text-xs text-fg-muted">
              <Users size={14} aria-hidden /> {roomsCopy.inside(room.people.length)} · {roomsCopy.accessNames[room.access]}
            </span>
          </span>
        </Link>
      </Card>
    </li>
  );
}

/** `/rooms`: the member's home room, the rooms they made and those they are invited to. */
export function RoomsPage() {
  const rooms = useQuery(roomsQuery);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{roomsCopy.rooms}</h1>
        <NewRoomDialog />
      </header>
      {rooms.isPending && <Skeleton className="h-40" />}
      {rooms.isError && <InlineAlert tone="error">{roomsCopy.loadFailed}</InlineAlert>}
      {rooms.data && rooms.data.items.length === 0 && (
        <EmptyState icon={Rotate3d} title={roomsCopy.rooms}>
          {roomsCopy.noRooms}
        </EmptyState>
      )}
      {rooms.data && rooms.data.items.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {rooms.data.items.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </ul>
      )}
    </div>
  );
}
