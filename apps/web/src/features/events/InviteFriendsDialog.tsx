import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { eventsCopy, limits } from '@meshwork/contracts';
import { Avatar } from '../../ui/Avatar';
import { Button, buttonClasses } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SearchInput } from '../../ui/SearchInput';
import { Skeleton } from '../../ui/Skeleton';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { invitableFriendsQuery } from './eventQueries';
import { useInviteFriends } from './useEventActions';

/** The creator picks friends not yet invited and sends the invitations in one batch. */
export function InviteFriendsDialog({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <UserPlus size={16} aria-hidden /> {eventsCopy.inviteFriends}
        </>
      }
      triggerClassName={buttonClasses('secondary')}
      title={eventsCopy.inviteFriends}
      closeLabel={eventsCopy.cancel}
    >
      {open && <FriendPicker eventId={eventId} onDone={() => setOpen(false)} />}
    </Modal>
  );
}

function FriendPicker({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const settled = useDebouncedValue(search.trim(), limits.searchDebounceMs);
  const friends = useQuery(invitableFriendsQuery(eventId, settled));
  const invite = useInviteFriends(eventId, onDone);
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id) && next.size < limits.eventInvitesPerRequest) next.add(id);
      return next;
    });
  return (
    <div className="flex flex-col gap-3">
      <SearchInput label={eventsCopy.searchFriends} value={search} onValueChange={setSearch} placeholder={eventsCopy.searchFriends} />
      {friends.isPending ? (
        <Skeleton className="h-24" />
      ) : friends.isError ? (
        <p className="text-sm text-danger">{eventsCopy.loadFailed}</p>
      ) : friends.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{eventsCopy.noFriendsToInvite}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
          {friends.data.map((friend) => (
            <li key={friend.user_id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted">
                <input type="checkbox" className="size-4" checked={chosen.has(friend.user_id)} onChange={() => toggle(friend.user_id)} />
                <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} size={32} />
                <span className="min-w-0 truncate">
                  {friend.nickname} <span className="text-sm text-fg-muted">@{friend.username}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Button className="self-end" disabled={chosen.size === 0} loading={invite.isPending} onClick={() => invite.mutate([...chosen])}>
        {eventsCopy.inviteSelected}
      </Button>
    </div>
  );
}
