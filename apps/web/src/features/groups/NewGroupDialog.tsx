import { useQuery } from '@tanstack/react-query';
import { groupLimits, groupsCopy } from '@meshwork/contracts';
import { Users } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { TextField } from '../../ui/TextField';
import { socialFeedQuery } from '../../api/socialFeed';
import { FriendPicker, useChosen } from './FriendPicker';
import { groupPath } from '../../paths/groupPaths';
import { useCreateGroup } from './useGroupChanges';

/** "New group": a name, an optional image and at least two friends picked from a searchable checklist. */
export function NewGroupDialog() {
  const [open, setOpen] = useState(false);
  const friends = useQuery(socialFeedQuery).data?.friends ?? [];
  const { chosen, toggle, reset } = useChosen();
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const navigate = useNavigate();
  const create = useCreateGroup();
  const enough = chosen.size >= groupLimits.startFriendsMin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !enough) return;
    create.mutate(
      { name: name.trim(), memberIds: [...chosen], image },
      {
        onSuccess: (group) => {
          setOpen(false);
          setName('');
          setImage(null);
          reset();
          if (group) void navigate(groupPath(group.id));
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Users size={16} aria-hidden /> {groupsCopy.newGroup}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-pop-in fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl border border-line bg-surface p-4 shadow-xl"
        >
          <Dialog.Title className="mb-3 text-base font-semibold">{groupsCopy.newGroup}</Dialog.Title>
          <form onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label={groupsCopy.nameLabel}
              value={name}
              maxLength={groupLimits.nameMaxLength}
              required
              onChange={(event) => setName(event.target.value)}
            />
            <label className="flex flex-col gap-1 text-sm font-medium">
              {groupsCopy.imageLabel}
              <input type="file" accept="image/*" onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
            </label>
            <FriendPicker friends={friends} chosen={chosen} onToggle={toggle} />
            {!enough && <p className="text-xs text-fg-muted">{groupsCopy.pickAtLeast}</p>}
            {create.error && <InlineAlert tone="error">{create.error.message}</InlineAlert>}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{groupsCopy.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" loading={create.isPending} disabled={!name.trim() || !enough}>
                {groupsCopy.create}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
