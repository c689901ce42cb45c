import { decodeRoomPose, encodeRoomPose } from '@meshwork/contracts';

/** The poses a person sends a second in the benchmark (the figure; the product sends `roomLimits.poseHz`). */
export const poseHz = 15;

// The sequence number travels as the left hand's x in centimetres, a 16-bit value.
const sequenceMax = 32_767;

/**
 * The pose a person sends as its `sequence`-th signal: walking a circle of 3 m, looking around,
 * in XR with both hands (the longest pose, 51 characters, 53 bytes of JSON). The left hand's x
 * carries the sequence number, so that a receiver knows which pose it holds from the pose alone.
 */
export function poseText(person: number, sequence: number): string {
  if (sequence > sequenceMax) throw new Error(`a load of more than ${sequenceMax} poses a person does not fit the pose`);
  const angle = person + sequence / poseHz / 3;
  return encodeRoomPose({
    position: [3 * Math.cos(angle), 0, 3 * Math.sin(angle)],
    yaw: angle + Math.PI / 2,
    pitch: 0.2 * Math.sin(sequence / 7),
    headHeight: 1.62,
    left: { position: [sequence / 100, 1.1, 0.25], rotation: [0.1, angle, 0] },
    right: { position: [0.3, 1.05 + 0.1 * Math.sin(sequence / 5), 0.25], rotation: [-0.1, angle, 0.2] },
  });
}

/** The sequence number a received pose carries, or null when it is no pose of the benchmark. */
export function sequenceOf(payload: unknown): number | null {
  const pose = decodeRoomPose(payload);
  return pose?.left ? Math.round(pose.left.position[0] * 100) : null;
}
