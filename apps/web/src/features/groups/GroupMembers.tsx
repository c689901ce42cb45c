import { useQuery } from '@tanstack/react-query';
import { groupLimits, groupsCopy, type Group } from '@meshwork/contracts';
import { UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { TextField } from '../../ui/TextField';
import { socialFeedQuery } from '../../api/socialFeed';
import { messagesPath } from '../../paths/messagesPath';
import { FriendPicker, useChosen } from './FriendPicker';
import { useAddMembers, useChangeGroupImage, useRemoveMember, useRenameGroup } from './useGroupChanges';

/** The group's members; its admins add friends, remove members, rename it and change its image; anyone leaves. */
export function GroupMembers({ group, myId }: { group: Group; myId: string }) {
  const isAdmin = group.members.some((member) => member.user_id === myId && member.role === 'admin');
  const navigate = useNavigate();
  const remove = useRemoveMember(group.id);
  const leave = () =>
    remove.mutate(myId, {
      onSuccess: () => void navigate(messagesPath()),
    });

  return (
    <section aria-label={groupsCopy.membersTitle} className="flex flex-col gap-3 p-3">
      <h2 className="text-sm font-semibold">
        {groupsCopy.membersTitle} · {groupsCopy.members(group.members.length)}
      </h2>
      <ul className="flex flex-col gap-1">
        {group.members.map((member) => (
          <li key={member.user_id} className="flex min-h-11 items-center gap-2">
            <Avatar name={member.nickname} src={member.user_image} colour={member.colour} size={32} />
            <span className="min-w-0 flex-1 truncate text-sm">
              {member.nickname}
              {member.role === 'admin' && <span className="ml-1 text-xs text-fg-muted">({groupsCopy.admin})</span>}
            </span>
            {isAdmin && member.user_id !== myId && (
              <ConfirmDialog
                trigger={
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={groupsCopy.remove(member.nickname)}
                    loading={remove.isPending && remove.variables === member.user_id}
                  >
                    <UserMinus size={16} aria-hidden />
                  </Button>
                }
                title={groupsCopy.removeConfirmTitle(member.nickname)}
                description={groupsCopy.removeConfirm}
                confirmLabel={groupsCopy.removeLabel}
                confirmVariant="danger"
                onConfirm={() => remove.mutate(member.user_id)}
              />
            )}
          </li>
        ))}
      </ul>
      {remove.error && <InlineAlert tone="error">{remove.error.message}</InlineAlert>}
      {isAdmin && <AdminTools group={group} />}
      <ConfirmDialog
        trigger={<Button variant="secondary">{groupsCopy.leave}</Button>}
        title={groupsCopy.leave}
        description={groupsCopy.leaveConfirm}
        confirmLabel={groupsCopy.leave}
        confirmVariant="danger"
        onConfirm={leave}
      />
    </section>
  );
}

function AdminTools({ group }: { group: Group }) {
  const friends = useQuery(socialFeedQuery).data?.friends ?? [];
  const outside = friends.filter((friend) => !group.members.some((member) => member.user_id === friend.user_id));
  const { chosen, toggle, reset } = useChosen();
  const [name, setName] = useState(group.name);
  const add = useAddMembers(group.id);
  const rename = useRenameGroup(group.id);
  const image = useChangeGroupImage(group.id);
  const room = groupLimits.membersMax - group.members.length;
  const error = add.error ?? rename.error ?? image.error;

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.trim() !== group.name) rename.mutate(name.trim());
  };

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <form onSubmit={submitRename} className="flex items-end gap-2">
        <TextField
          label={groupsCopy.renameLabel}
          value={name}
          maxLength={groupLimits.nameMaxLength}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={rename.isPending}>
          {groupsCopy.rename}
        </Button>
      </form>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {groupsCopy.changeImage}
        <input type="file" accept="image/*" onChange={(event) => event.target.files?.[0] && image.mutate(event.target.files[0])} />
      </label>
      {room > 0 && outside.length > 0 && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen.size) add.mutate([...chosen], { onSuccess: reset });
          }}
        >
          <FriendPicker friends={outside} chosen={chosen} onToggle={toggle} />
          <Button type="submit" loading={add.isPending} disabled={chosen.size === 0 || chosen.size > room}>
            {groupsCopy.addMembers}
          </Button>
        </form>
      )}
      {error && <InlineAlert tone="error">{error.message}</InlineAlert>}
    </div>
  );
}
