import { useEffect, useState } from 'react';
import { LoudnessMeter } from './voice/loudnessMeter';
import { openMicrophone } from './voice/openMicrophone';

export type MicrophoneCheck = { state: 'checking' } | { state: 'blocked' } | { state: 'ready'; stream: MediaStream; level: number };

/**
 * The lobby's microphone check: asks for the microphone once, then shows how loud it hears, so
 * the member sees it works before anyone hears them. The stream goes on into the room.
 */
export function useMicrophoneCheck(): MicrophoneCheck {
  const [check, setCheck] = useState<MicrophoneCheck>({ state: 'checking' });
  useEffect(() => {
    let frame = 0;
    let context: AudioContext | null = null;
    let cancelled = false;
    void openMicrophone().then((stream) => {
      if (cancelled) return stream?.getTracks().forEach((track) => track.stop());
      if (!stream) return setCheck({ state: 'blocked' });
      context = new AudioContext();
      const meter = new LoudnessMeter(context.createMediaStreamSource(stream));
      const measure = () => {
        setCheck({ state: 'ready', stream, level: meter.read() });
        frame = window.setTimeout(measure, 100);
      };
      measure();
    });
    return () => {
      cancelled = true;
      clearTimeout(frame);
      void context?.close();
    };
  }, []);
  return check;
}
