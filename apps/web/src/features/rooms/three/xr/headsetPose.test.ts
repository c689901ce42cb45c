import { describe, expect, it } from 'vitest';
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { poseFromHeadset } from './headsetPose';

const transform = (position: [number, number, number], rotation = new Euler()) =>
  new Matrix4().compose(new Vector3(...position), new Quaternion().setFromEuler(rotation), new Vector3(1, 1, 1));

describe('the pose from a headset', () => {
  it('stands under the head, facing where it looks (a camera looks along −Z), at its height', () => {
    const pose = poseFromHeadset(transform([1, 1.7, 2]), {});
    expect(pose.position).toEqual([1, 0, 2]);
    expect(Math.sin(pose.yaw)).toBeCloseTo(0);
    expect(Math.cos(pose.yaw)).toBeCloseTo(-1);
    expect(pose.pitch).toBeCloseTo(0);
    expect(pose.headHeight).toBeCloseTo(1.7);
    expect(pose.left).toBeUndefined();
  });

  it('pitches up when the head tilts up, and keeps the heading', () => {
    const pose = poseFromHeadset(transform([0, 1.6, 0], new Euler(0.4, Math.PI / 2, 0, 'YXZ')), {});
    expect(pose.pitch).toBeCloseTo(0.4);
    // Turned a quarter left from −Z: looking along −X.
    expect(Math.sin(pose.yaw)).toBeCloseTo(-1);
  });

  it("gives the hands from the feet in the body's frame: ahead is +Z, the left is +X", () => {
    // Facing −Z: a hand ahead is at smaller z, the right hand at larger x.
    const pose = poseFromHeadset(transform([1, 1.7, 2]), { right: transform([1.3, 1.2, 1.6]), left: transform([0.7, 1.1, 1.8]) });
    const [x, y, z] = pose.right!.position;
    expect([x, y, z].map((value) => Number(value.toFixed(6)))).toEqual([-0.3, 1.2, 0.4]);
    expect(pose.left!.position[0]).toBeCloseTo(0.3);
    expect(pose.left!.position[2]).toBeCloseTo(0.2);
  });

  it('keeps the feet inside the walkable circle', () => {
    const [x, , z] = poseFromHeadset(transform([12, 1.6, 0]), {}).position;
    expect(Math.hypot(x, z)).toBeCloseTo(8);
  });
});
