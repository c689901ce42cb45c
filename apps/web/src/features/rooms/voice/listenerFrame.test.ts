import type { RoomPose } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { headOf, lookAxesOf, positionHeardBy, type Vector3 } from './listenerFrame';

const standing = (x: number, z: number, yaw = 0, pitch = 0): RoomPose => ({ position: [x, 0, z], yaw, pitch, headHeight: 1.6 });

function expectClose(actual: Vector3, expected: Vector3) {
  actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 9));
}

describe('the listener frame', () => {
  it('puts the head headHeight above the feet', () => {
    expect(headOf({ position: [1, 0.5, -2], yaw: 0, pitch: 0, headHeight: 1.5 })).toEqual([1, 2, -2]);
  });

  it('looks down +Z at yaw 0 as the avatars face, to the left (+X) at a quarter turn, and up at a positive pitch', () => {
    expectClose(lookAxesOf(0, 0).forward, [0, 0, 1]);
    expectClose(lookAxesOf(Math.PI / 2, 0).forward, [1, 0, 0]);
    expectClose(lookAxesOf(0, Math.PI / 2).forward, [0, 1, 0]);
  });

  it('gives axes at right angles, each of length one', () => {
    const { forward, up, right } = lookAxesOf(0.7, -0.4);
    const dot = (a: Vector3, b: Vector3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    for (const axis of [forward, up, right]) expect(dot(axis, axis)).toBeCloseTo(1, 9);
    expect(dot(forward, up)).toBeCloseTo(0, 9);
    expect(dot(forward, right)).toBeCloseTo(0, 9);
    expect(dot(up, right)).toBeCloseTo(0, 9);
  });

  it('hears someone ahead in front, whichever way the listener faces', () => {
    expectClose(positionHeardBy(standing(0, 0), standing(0, 2)), [0, 0, -2]);
    expectClose(positionHeardBy(standing(5, 5, Math.PI / 2), standing(7, 5)), [0, 0, -2]);
  });

  it('hears someone on the right at +X, and someone behind at +Z', () => {
    // Facing +Z, the right hand is on −X.
    expectClose(positionHeardBy(standing(0, 0), standing(-3, 0)), [3, 0, 0]);
    expectClose(positionHeardBy(standing(0, 0, Math.PI), standing(0, 4)), [0, 0, 4]);
  });

  it('hears someone ahead as below while looking up, at the same distance', () => {
    const heard = positionHeardBy(standing(0, 0, 0, Math.PI / 2), standing(0, 2));
    expectClose(heard, [0, -2, 0]);
  });

  it('hears a taller speaker above', () => {
    expectClose(positionHeardBy(standing(0, 0), { ...standing(0, 1), headHeight: 2.1 }), [0, 0.5, -1]);
  });
});
