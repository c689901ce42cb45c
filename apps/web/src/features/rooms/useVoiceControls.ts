import { useEffect, useState } from 'react';
import type { RoomSession } from './roomSession';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The viewer's microphone in the room: muted or not, or push to talk (held Space, outside a text
 * field, or the held button). The host's mute mutes it; the viewer may unmute when ready.
 */
export function useVoiceControls(session: RoomSession, hasMicrophone: boolean, hostMuted: number) {
  const [muted, setMuted] = useState(!hasMicrophone);
  const [pushToTalk, setPushToTalk] = useState(false);
  const [talking, setTalking] = useState(false);
  const [hostMutedSeen, setHostMutedSeen] = useState(hostMuted);
  if (hostMuted !== hostMutedSeen) {
    setHostMutedSeen(hostMuted);
    setMuted(true);
  }
  const sending = hasMicrophone && (pushToTalk ? talking : !muted);
  useEffect(() => session.setSending(sending), [session, sending]);
  useEffect(() => {
    if (!pushToTalk) return;
    const press = (down: boolean) => (event: KeyboardEvent) => {
      if (event.code !== 'Space' || isTyping(event.target)) return;
      event.preventDefault();
      setTalking(down);
    };
    const [keydown, keyup] = [press(true), press(false)];
    window.addEventListener('keydown', keydown);
    window.addEventListener('keyup', keyup);
    return () => {
      window.removeEventListener('keydown', keydown);
      window.removeEventListener('keyup', keyup);
    };
  }, [pushToTalk]);
  return { muted, setMuted, pushToTalk, setPushToTalk, setTalking, sending, hostMuted: hostMuted > 0 && muted };
}
