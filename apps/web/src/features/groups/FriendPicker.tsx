import { groupsCopy, type Friend } from '@meshwork/contracts';
import { useState } from 'react';
import { Avatar } from '../../ui/Avatar';
import { SearchInput } from '../../ui/SearchInput';

interface FriendPickerProps {
  friends: Friend[];
  chosen: ReadonlySet<string>;
  onToggle: (friendId: string) => void;
}

const matches = (friend: Friend, search: string) =>
  [friend.nickname, friend.fullname, friend.username].some((name) => name.toLocaleLowerCase().includes(search));

/** A searchable checklist of friends: checking one adds it, unchecking takes it back. */
export function FriendPicker({ friends, chosen, onToggle }: FriendPickerProps) {
  const [search, setSearch] = useState('');
  const shown = friends.filter((friend) => matches(friend, search.trim().toLocaleLowerCase()));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{groupsCopy.pickFriends}</legend>
      <SearchInput label={groupsCopy.searchFriends} placeholder={groupsCopy.searchFriends} value={search} onValueChange={setSearch} />
      {shown.length === 0 ? (
        <p className="py-2 text-sm text-fg-muted">{groupsCopy.noFriendMatches}</p>
      ) : (
        <ul className="flex max-h-64 flex-col gap-0.5 overflow-y-auto">
          {shown.map((friend) => (
            <li key={friend.user_id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-muted">
                <input type="checkbox" className="size-4" checked={chosen.has(friend.user_id)} onChange={() => onToggle(friend.user_id)} />
                <Avatar name={friend.nickname} src={friend.user_image} colour={friend.colour} size={32} />
                <span className="truncate text-sm">{friend.nickname}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The chosen ids of a picker, toggled one at a time. */
export function useChosen() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { chosen, toggle, reset: () => setChosen(new Set()) };
}
