import { roomEmotes, roomReactions, roomsCopy, type RoomEmote, type RoomReaction } from '@meshwork/contracts';
import { Glasses, Hand, Mic, MicOff, Radio, Smile } from 'lucide-react';
import { Button } from '../../ui/Button';
import { IconMenu } from '../../ui/IconMenu';
import { cx } from '../../ui/cx';
import type { useVoiceControls } from './useVoiceControls';

export const reactionEmoji: Record<RoomReaction, string> = { heart: '❤️', laugh: '😂', wow: '😮', party: '🎉' };

interface RoomToolbarProps {
  voice: ReturnType<typeof useVoiceControls>;
  hasMicrophone: boolean;
  onEmote: (emote: RoomEmote) => void;
  onReact: (reaction: RoomReaction) => void;
  onEnterVr: () => void;
}

const round = 'rounded-full bg-surface/90 shadow-soft backdrop-blur';

/** The controls over the scene: microphone, push to talk, emotes, reactions and VR. */
export function RoomToolbar({ voice, hasMicrophone, onEmote, onReact, onEnterVr }: RoomToolbarProps) {
  const micLabel = voice.muted ? roomsCopy.unmute : roomsCopy.mute;
  return (
    <div role="toolbar" aria-label={roomsCopy.controlsLabel} className="flex flex-wrap items-center justify-center gap-2">
      <Button
        variant={voice.muted ? 'danger' : 'secondary'}
        size="icon"
        className="rounded-full"
        aria-label={micLabel}
        title={micLabel}
        disabled={!hasMicrophone || voice.pushToTalk}
        onClick={() => voice.setMuted(!voice.muted)}
      >
        {voice.muted ? <MicOff size={18} aria-hidden /> : <Mic size={18} aria-hidden />}
      </Button>
      {hasMicrophone && (
        <Button
          variant="secondary"
          className={cx(round, voice.pushToTalk && 'ring-2 ring-brand')}
          aria-pressed={voice.pushToTalk}
          title={roomsCopy.pushToTalkHint}
          onClick={() => voice.setPushToTalk(!voice.pushToTalk)}
          onPointerDown={() => voice.pushToTalk && voice.setTalking(true)}
          onPointerUp={() => voice.setTalking(false)}
          onPointerLeave={() => voice.setTalking(false)}
        >
          <Radio size={16} aria-hidden />
          {voice.pushToTalk && voice.sending ? roomsCopy.pushToTalkHint : roomsCopy.pushToTalk}
        </Button>
      )}
      <IconMenu
        label={roomsCopy.emotes}
        icon={<Hand size={18} aria-hidden />}
        triggerClassName={cx('flex size-11 items-center justify-center', round)}
        side="top"
        items={roomEmotes.map((emote) => ({ key: emote, content: roomsCopy.emoteNames[emote], onSelect: () => onEmote(emote) }))}
      />
      <IconMenu
        label={roomsCopy.reactions}
        icon={<Smile size={18} aria-hidden />}
        triggerClassName={cx('flex size-11 items-center justify-center', round)}
        side="top"
        items={roomReactions.map((reaction) => ({
          key: reaction,
          label: roomsCopy.reactionNames[reaction],
          content: <span aria-hidden>{reactionEmoji[reaction]}</span>,
          onSelect: () => onReact(reaction),
        }))}
      />
      <Button variant="secondary" className={round} onClick={onEnterVr}>
        <Glasses size={16} aria-hidden />
        {roomsCopy.enterVr}
      </Button>
    </div>
  );
}
