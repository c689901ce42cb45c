import { roomDoorsCopy } from '@meshwork/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Rotate3d } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { Button } from '../../ui/Button';
import { roomPath } from '../../paths/roomPaths';
import { commandsOf } from '../chat/conversation/conversationCommands';
import { chatSession } from '../chat/useChat';
import { ownedRoomQuery } from './ownedRoomQuery';

/** From a chat box: the link to the viewer's home room goes into the conversation, and the viewer goes there. */
export function MeetInRoomButton({ friendId }: { friendId: string }) {
  const myId = useSession()?.user_id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const meet = useMutation({
    mutationFn: () => queryClient.fetchQuery(ownedRoomQuery('home', myId!)),
    onSuccess: (room) => {
      const path = roomPath(room.id);
      const conversation = chatSession()?.conversationWith(friendId);
      if (conversation) void commandsOf(conversation).send(roomDoorsCopy.meetMessage(new URL(path, window.location.origin).href));
      void navigate(path);
    },
  });
  if (!myId) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={roomDoorsCopy.meetInRoom}
      title={roomDoorsCopy.meetInRoom}
      loading={meet.isPending}
      onClick={() => meet.mutate()}
    >
      <Rotate3d size={18} aria-hidden />
    </Button>
  );
}
