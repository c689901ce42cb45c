import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutedWordDuration } from '@meshwork/contracts';
import { api, envelopeOf } from '../../api/client';
import { toast } from '../../ui/toast';
import { mutedConversationsKey } from './mutedConversationsQuery';

/** A mute for a duration, or none (`null`: unmute). */
interface MuteChange {
  channel: string;
  duration: MutedWordDuration | null;
}

const send = ({ channel, duration }: MuteChange) => {
  const params = { path: { channel } };
  return envelopeOf(
    duration
      ? api.PUT('/muted-conversations/{channel}', { params, body: { duration } })
      : api.DELETE('/muted-conversations/{channel}', { params }),
  );
};

/**
 * Mutes a conversation for a duration, or unmutes it (`duration: null`): the server's message as a
 * toast, then the list is read again, which the chat session's unread total follows.
 */
export function useConversationMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mutedConversationsKey }),
  });
}
