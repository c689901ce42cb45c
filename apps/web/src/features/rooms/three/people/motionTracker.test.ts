import type { RoomPose } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { trackMotion, type TrackedMotion } from './motionTracker';

const at = (x: number, z: number, yaw = 0): RoomPose => ({ position: [x, 0, z], yaw, pitch: 0, headHeight: 1.6 });

/** Frames of 1/60 s along the poses `poseAt(frame)`, the motion after the last. */
function track(frames: number, poseAt: (frame: number) => RoomPose): TrackedMotion {
  let motion: TrackedMotion | null = null;
  for (let frame = 0; frame < frames; frame++) motion = trackMotion(motion, poseAt(frame), 1 / 60);
  return motion!;
}

describe('the motion of someone drawn', () => {
  it('settles on their walking speed, without turning', () => {
    const motion = track(60, (frame) => at((frame * 1.5) / 60, 0));
    expect(motion.speed).toBeCloseTo(1.5, 2);
    expect(motion.turnRate).toBeCloseTo(0);
  });

  it('is still when standing, and turning on the spot when only the heading changes', () => {
    expect(track(30, () => at(2, 2)).speed).toBe(0);
    const turning = track(60, (frame) => at(0, 0, -frame / 60));
    expect(turning.speed).toBe(0);
    expect(turning.turnRate).toBeCloseTo(-1, 2);
  });

  it('turns the short way across half a turn', () => {
    const motion = track(60, (frame) => at(0, 0, Math.atan2(Math.sin(3 + frame / 60), Math.cos(3 + frame / 60))));
    expect(motion.turnRate).toBeCloseTo(1, 2);
  });

  it('takes a jump for no walk', () => {
    const motion = track(2, (frame) => (frame === 0 ? at(0, 0) : at(5, 0)));
    expect(motion.speed).toBe(0);
  });
});
