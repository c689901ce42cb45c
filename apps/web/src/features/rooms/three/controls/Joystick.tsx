import { useRef, type PointerEvent } from 'react';
import { stillInput, type MoveInput } from '../movement';
import { inputFromStick } from './controlInput';

// The base's radius in pixels (it is 112 px wide): the knob stops at its rim.
const radius = 56;

/** A virtual stick for touch screens, bottom left: push it to walk; a drag elsewhere turns. */
export function Joystick({ onMove }: { onMove: (input: MoveInput) => void }) {
  const knob = useRef<HTMLDivElement>(null);
  const active = useRef<{ pointer: number; x: number; y: number } | null>(null);

  const push = (event: PointerEvent<HTMLDivElement>) => {
    const centre = active.current;
    if (centre?.pointer !== event.pointerId) return;
    const [dx, dy] = [event.clientX - centre.x, event.clientY - centre.y];
    const input = inputFromStick(dx, dy, radius);
    if (knob.current) knob.current.style.transform = `translate(${input.right * radius}px, ${-input.ahead * radius}px)`;
    onMove(input);
  };
  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (active.current?.pointer !== event.pointerId) return;
    active.current = null;
    if (knob.current) knob.current.style.transform = '';
    onMove(stillInput);
  };

  return (
    <div
      aria-hidden
      className="absolute bottom-4 left-4 size-28 touch-none rounded-full border border-white/50 bg-black/25 shadow-soft backdrop-blur-sm select-none"
      onPointerDown={(event) => {
        // The stick's own drag: the wrapper must not turn the view with it.
        event.stopPropagation();
        if (active.current) return;
        const box = event.currentTarget.getBoundingClientRect();
        active.current = { pointer: event.pointerId, x: box.left + box.width / 2, y: box.top + box.height / 2 };
        event.currentTarget.setPointerCapture(event.pointerId);
        push(event);
      }}
      onPointerMove={push}
      onPointerUp={release}
      onPointerCancel={release}
      onLostPointerCapture={release}
    >
      <div ref={knob} className="absolute top-1/2 left-1/2 -mt-6 -ml-6 size-12 rounded-full bg-white/85 shadow-soft" />
    </div>
  );
}
