import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { stillInput, type MoveInput } from '../movement';
import { combineInputs, inputFromKeys, isMovementKey } from './controlInput';

/**
 * The room's controls on its focusable wrapper: movement keys held while it has focus (so typing
 * elsewhere never moves anyone), a drag anywhere on it turns and tilts the view, and the virtual
 * stick's push. `input()` reads them each frame.
 */
export function useRoomControls(onDrag: (dx: number, dy: number) => void) {
  const held = useRef(new Set<string>());
  const stick = useRef<MoveInput>(stillInput);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const onDragLatest = useRef(onDrag);
  useEffect(() => {
    onDragLatest.current = onDrag;
  }, [onDrag]);

  const wrapperProps = useMemo(() => {
    const endDrag = (event: PointerEvent<HTMLElement>) => {
      if (drag.current?.pointer === event.pointerId) drag.current = null;
    };
    return {
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        if (event.altKey || event.ctrlKey || event.metaKey || !isMovementKey(event.code)) return;
        event.preventDefault();
        held.current.add(event.code);
      },
      onKeyUp(event: KeyboardEvent<HTMLElement>) {
        held.current.delete(event.code);
      },
      // A key released elsewhere never reaches us: let go of all of them.
      onBlur() {
        held.current.clear();
      },
      onPointerDown(event: PointerEvent<HTMLElement>) {
        event.currentTarget.focus({ preventScroll: true });
        if (event.button !== 0 || drag.current) return;
        drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        if (current?.pointer !== event.pointerId) return;
        onDragLatest.current(event.clientX - current.x, event.clientY - current.y);
        drag.current = { ...current, x: event.clientX, y: event.clientY };
      },
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onLostPointerCapture: endDrag,
    };
  }, []);

  const input = useCallback(() => combineInputs(inputFromKeys(held.current), stick.current), []);
  const setStick = useCallback((value: MoveInput) => {
    stick.current = value;
  }, []);
  return { wrapperProps, input, setStick };
}
