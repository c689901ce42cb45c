import { stillInput, type MoveInput } from '../movement';

// Physical keys (KeyboardEvent.code), so WASD sits under the same fingers on every layout.
const keyEffects: Record<string, Partial<MoveInput>> = {
  KeyW: { ahead: 1 },
  ArrowUp: { ahead: 1 },
  KeyS: { ahead: -1 },
  ArrowDown: { ahead: -1 },
  KeyA: { right: -1 },
  KeyD: { right: 1 },
  ArrowLeft: { turn: -1 },
  KeyQ: { turn: -1 },
  ArrowRight: { turn: 1 },
  KeyE: { turn: 1 },
};

/** Whether the room takes this key (and the page must not scroll with it). */
export const isMovementKey = (code: string): boolean => code in keyEffects;

/** What the held keys ask for; opposite keys cancel out. */
export function inputFromKeys(held: Iterable<string>): MoveInput {
  const input = { ...stillInput };
  for (const code of held) {
    for (const [axis, value] of Object.entries(keyEffects[code] ?? {}) as Array<[keyof MoveInput, number]>) input[axis] += value;
  }
  return input;
}

/** What a virtual stick pushed (dx, dy) pixels from its centre asks for: up walks ahead, sideways steps aside. */
export function inputFromStick(dx: number, dy: number, radius: number): MoveInput {
  const length = Math.hypot(dx, dy);
  const scale = length > radius ? 1 / length : 1 / radius;
  return { ahead: -dy * scale, right: dx * scale, turn: 0 };
}

/** Keys and stick together: each axis the sum, as one of them is usually at rest. */
export function combineInputs(a: MoveInput, b: MoveInput): MoveInput {
  return { ahead: a.ahead + b.ahead, right: a.right + b.right, turn: a.turn + b.turn };
}
