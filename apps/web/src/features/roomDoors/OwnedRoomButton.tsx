import { Rotate3d } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, type ButtonVariant } from '../../ui/Button';
import { roomPath } from '../../paths/roomPaths';
import { ownedRoomQuery, type OwnedRoomKind } from './ownedRoomQuery';

interface OwnedRoomButtonProps {
  kind: OwnedRoomKind;
  /** The member, group or event whose room it is. */
  ownerId: string;
  label: string;
  variant?: ButtonVariant;
}

/** One click into a member's home room, a group's or an event's: its page opens, made the first time. */
export function OwnedRoomButton({ kind, ownerId, label, variant = 'secondary' }: OwnedRoomButtonProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => queryClient.fetchQuery(ownedRoomQuery(kind, ownerId)),
    onSuccess: (room) => void navigate(roomPath(room.id)),
  });
  return (
    <Button variant={variant} loading={open.isPending} onClick={() => open.mutate()}>
      <Rotate3d size={16} aria-hidden /> {label}
    </Button>
  );
}
