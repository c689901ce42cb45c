/**
 * A hand in XR, in the body's own frame from the feet (+Z ahead, +X the person's left, as the
 * avatar's local space): position (metres) and rotation (Euler XYZ, radians).
 */
export interface RoomHandPose {
  position: [number, number, number];
  rotation: [number, number, number];
}

/**
 * Where a person is and looks: feet on the floor (metres), body heading `yaw` and head `pitch`
 * (radians), head height above the feet, and in XR the hands.
 */
export interface RoomPose {
  position: [number, number, number];
  yaw: number;
  pitch: number;
  headHeight: number;
  left?: RoomHandPose;
  right?: RoomHandPose;
}

// A pose goes as a signal, whose JSON holds at most 64 bytes: integers of 16 bits (centimetres,
// ten-thousandths of a radian), base64 without padding. With both hands: 19 values, 51 characters.
const centimetres = 100;
const angleUnits = 10_000;
const int16 = (value: number) => Math.max(-32768, Math.min(32767, Math.round(value)));
const wrapAngle = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]{0,64}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.padEnd(Math.ceil(text.length / 4) * 4, '=')), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

function handValues(hand: RoomHandPose): number[] {
  return [...hand.position.map((value) => value * centimetres), ...hand.rotation.map((value) => wrapAngle(value) * angleUnits)];
}

function handOf(values: number[]): RoomHandPose {
  return {
    position: [values[0]! / centimetres, values[1]! / centimetres, values[2]! / centimetres],
    rotation: [values[3]! / angleUnits, values[4]! / angleUnits, values[5]! / angleUnits],
  };
}

/** The pose as the text of a signal. */
export function encodeRoomPose(pose: RoomPose): string {
  const flags = (pose.left ? 1 : 0) | (pose.right ? 2 : 0);
  const values = [
    flags,
    ...pose.position.map((value) => value * centimetres),
    wrapAngle(pose.yaw) * angleUnits,
    wrapAngle(pose.pitch) * angleUnits,
    pose.headHeight * centimetres,
    ...(pose.left ? handValues(pose.left) : []),
    ...(pose.right ? handValues(pose.right) : []),
  ];
  const view = new DataView(new ArrayBuffer(values.length * 2));
  values.forEach((value, index) => view.setInt16(index * 2, int16(value), true));
  return toBase64(new Uint8Array(view.buffer));
}

/** The pose a signal carries, or null when it carries none (anything a member can send is read safely). */
export function decodeRoomPose(text: unknown): RoomPose | null {
  if (typeof text !== 'string') return null;
  const bytes = fromBase64(text);
  if (!bytes || bytes.length % 2) return null;
  const view = new DataView(bytes.buffer);
  const values = Array.from({ length: bytes.length / 2 }, (_, index) => view.getInt16(index * 2, true));
  const flags = values[0] ?? -1;
  if (flags < 0 || flags > 3) return null;
  const handCount = (flags & 1) + ((flags >> 1) & 1);
  if (values.length !== 7 + 6 * handCount) return null;
  const hands = values.slice(7);
  const pose: RoomPose = {
    position: [values[1]! / centimetres, values[2]! / centimetres, values[3]! / centimetres],
    yaw: values[4]! / angleUnits,
    pitch: values[5]! / angleUnits,
    headHeight: values[6]! / centimetres,
  };
  if (flags & 1) pose.left = handOf(hands.splice(0, 6));
  if (flags & 2) pose.right = handOf(hands.splice(0, 6));
  return pose;
}
