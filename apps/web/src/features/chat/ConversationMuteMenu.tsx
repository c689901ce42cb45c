import { mutedWordDurations, mutingCopy, type MutedWordDuration } from '@meshwork/contracts';
import { Bell, BellOff } from 'lucide-react';
import { Button } from '../../ui/Button';
import { IconMenu } from '../../ui/IconMenu';
import { useChat } from './useChat';
import { useConversationMute } from './useConversationMute';

const copy = mutingCopy.conversationMenu;
const durations = Object.keys(mutedWordDurations) as MutedWordDuration[];

/**
 * A conversation header's bell: "Mute conversation" opens the durations; once muted, the crossed
 * bell unmutes it in one press.
 */
export function ConversationMuteMenu({ channel }: { channel: string }) {
  const muted = useChat((session) => session.isMuted(channel), false);
  const change = useConversationMute();
  if (muted)
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={copy.unmute}
        title={copy.unmute}
        loading={change.isPending}
        onClick={() => change.mutate({ channel, duration: null })}
      >
        <BellOff size={18} aria-hidden />
      </Button>
    );
  return (
    <IconMenu
      label={copy.mute}
      icon={<Bell size={18} aria-hidden />}
      align="end"
      items={durations.map((duration) => ({
        key: duration,
        content: copy.durations[duration],
        onSelect: () => change.mutate({ channel, duration }),
      }))}
    />
  );
}
