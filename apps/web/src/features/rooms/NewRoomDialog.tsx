import { madeRoomAccessModes, roomLimits, roomScenes, roomsCopy, type RoomCreateBody } from '@meshwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { socialFeedQuery } from '../../api/socialFeed';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { FriendPicker, useChosen } from '../groups/FriendPicker';
import { groupsQuery } from '../groups/groupQueries';
import { roomPath } from '../../paths/roomPaths';
import { useMakeRoom } from './roomQueries';

type Access = RoomCreateBody['access'];
const selectClasses = 'h-11 rounded-lg border border-line bg-surface px-3 text-sm';

/** "New room": a name, a scene, and who may enter (friends, a group, invited friends, anyone with the link). */
export function NewRoomDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [scene, setScene] = useState<RoomCreateBody['scene']>('lounge');
  const [access, setAccess] = useState<Access>('friends');
  const [groupId, setGroupId] = useState('');
  const { chosen, toggle, reset } = useChosen();
  const friends = useQuery({ ...socialFeedQuery, enabled: open && access === 'invited' }).data?.friends ?? [];
  const groups = useQuery({ ...groupsQuery, enabled: open && access === 'group' }).data ?? [];
  const make = useMakeRoom();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: RoomCreateBody = {
      name: name.trim(),
      scene,
      access,
      ...(access === 'group' ? { group_id: groupId } : {}),
      ...(access === 'invited' ? { invitee_ids: [...chosen] } : {}),
    };
    make.mutate(body, {
      onSuccess: (envelope) => {
        setOpen(false);
        setName('');
        reset();
        void navigate(roomPath(envelope.output.id));
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={
        <>
          <Plus size={16} aria-hidden /> {roomsCopy.newRoom}
        </>
      }
      triggerClassName="inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-medium text-white shadow-soft hover:bg-brand-hover"
      title={roomsCopy.newRoom}
      closeLabel={roomsCopy.cancel}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={roomsCopy.nameLabel}
          value={name}
          maxLength={roomLimits.nameMaxLength}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{roomsCopy.sceneLabel}</legend>
          <div className="grid grid-cols-3 gap-2">
            {roomScenes.map((option) => (
              <label
                key={option}
                className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-line text-sm has-[:checked]:border-brand has-[:checked]:bg-accent-soft"
              >
                <input
                  type="radio"
                  name="scene"
                  value={option}
                  checked={scene === option}
                  onChange={() => setScene(option)}
                  className="sr-only"
                />
                {roomsCopy.sceneNames[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {roomsCopy.accessLabel}
          <select className={selectClasses} value={access} onChange={(event) => setAccess(event.target.value as Access)}>
            {madeRoomAccessModes.map((mode) => (
              <option key={mode} value={mode}>
                {roomsCopy.accessNames[mode]}
              </option>
            ))}
          </select>
        </label>
        {access === 'group' && (
          <label className="flex flex-col gap-1 text-sm font-medium">
            {roomsCopy.groupLabel}
            <select className={selectClasses} value={groupId} required onChange={(event) => setGroupId(event.target.value)}>
              <option value="" disabled />
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {access === 'invited' && <FriendPicker friends={friends} chosen={chosen} onToggle={toggle} />}
        {make.error && <InlineAlert tone="error">{make.error.message}</InlineAlert>}
        <div className="flex justify-end">
          <Button type="submit" loading={make.isPending} disabled={!name.trim()}>
            {roomsCopy.makeRoom}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
