import type { RoomPose } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { arrivalPose, clampToWalkable, dragLook, moveStep, seatedHeadHeight, stillInput, walkableRadius } from './movement';

const standing = (x = 0, z = 0, yaw = 0): RoomPose => ({ position: [x, 0, z], yaw, pitch: 0, headHeight: seatedHeadHeight });

describe('moving', () => {
  it('walks ahead along the heading at 2 m/s: +Z at yaw 0, +X a quarter turn left', () => {
    const ahead = moveStep(standing(), { ...stillInput, ahead: 1 }, 0.5);
    expect(ahead.position[0]).toBeCloseTo(0);
    expect(ahead.position[2]).toBeCloseTo(1);
    const turnedLeft = moveStep(standing(0, 0, Math.PI / 2), { ...stillInput, ahead: 1 }, 0.5);
    expect(turnedLeft.position[0]).toBeCloseTo(1);
    expect(turnedLeft.position[2]).toBeCloseTo(0);
  });

  it('steps aside to the right (−X when facing +Z) and backs away', () => {
    expect(moveStep(standing(), { ...stillInput, right: 1 }, 0.5).position[0]).toBeCloseTo(-1);
    expect(moveStep(standing(), { ...stillInput, ahead: -1 }, 0.5).position[2]).toBeCloseTo(-1);
  });

  it('goes no faster diagonally', () => {
    const [x, , z] = moveStep(standing(), { ahead: 1, right: 1, turn: 0 }, 1).position;
    expect(Math.hypot(x, z)).toBeCloseTo(2);
  });

  it('turns right by lowering the heading, and keeps it within half a turn', () => {
    expect(moveStep(standing(), { ...stillInput, turn: 1 }, 0.25).yaw).toBeCloseTo(-0.5);
    expect(moveStep(standing(0, 0, -3), { ...stillInput, turn: 1 }, 0.25).yaw).toBeCloseTo(-3.5 + 2 * Math.PI);
  });

  it('stays inside the walkable circle', () => {
    const pushed = moveStep(standing(0, 7.9), { ...stillInput, ahead: 1 }, 1);
    expect(Math.hypot(pushed.position[0], pushed.position[2])).toBeCloseTo(walkableRadius);
    expect(clampToWalkable(20, 0)).toEqual([walkableRadius, 0]);
    expect(clampToWalkable(1, -2)).toEqual([1, -2]);
  });

  it('stands still without input, at the head height of a screen, hands dropped', () => {
    const before: RoomPose = { ...standing(1, 2, 0.3), headHeight: 1.75, left: { position: [0.2, 1, 0.3], rotation: [0, 0, 0] } };
    expect(moveStep(before, stillInput, 0.016)).toEqual({ position: [1, 0, 2], yaw: 0.3, pitch: 0, headHeight: seatedHeadHeight });
  });
});

describe('dragging', () => {
  it('turns right with a drag to the right, looks up with a drag up, and stops before looking straight up', () => {
    const dragged = dragLook(standing(), 100, -100);
    expect(dragged.yaw).toBeLessThan(0);
    expect(dragged.pitch).toBeGreaterThan(0);
    expect(dragLook(standing(), 0, -10_000).pitch).toBeLessThan(1);
    expect(dragLook(standing(), 0, 10_000).pitch).toBeGreaterThan(-1);
  });
});

describe('arriving', () => {
  it('puts each person on a ring 3 m out, facing the centre, the same place each time', () => {
    const pose = arrivalPose('a1b2');
    const [x, , z] = pose.position;
    expect(Math.hypot(x, z)).toBeCloseTo(3);
    // Facing (sin yaw, cos yaw), which points back to the centre.
    expect(Math.sin(pose.yaw) * x + Math.cos(pose.yaw) * z).toBeCloseTo(-3);
    expect(arrivalPose('a1b2')).toEqual(pose);
    expect(arrivalPose('c3d4').position).not.toEqual(pose.position);
  });
});
