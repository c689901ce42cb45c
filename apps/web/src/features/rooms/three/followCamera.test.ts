import type { RoomPose } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { followCamera } from './followCamera';

const pose = (x: number, z: number, yaw: number, pitch = 0): RoomPose => ({ position: [x, 0, z], yaw, pitch, headHeight: 1.6 });
const open = { radius: 50, ceiling: 50 };

describe('the following camera', () => {
  it('sits behind and above the viewer and looks ahead of them', () => {
    const { position, target } = followCamera(pose(0, 0, 0), open);
    expect(position[2]).toBeLessThan(-2.5);
    expect(position[1]).toBeGreaterThan(1.8);
    expect(target[2]).toBeGreaterThan(0);
    expect(target[1]).toBeLessThan(position[1]);
  });

  it('turns with the heading', () => {
    const { position } = followCamera(pose(0, 0, Math.PI / 2), open);
    expect(position[0]).toBeLessThan(-2.5);
    expect(position[2]).toBeCloseTo(0);
  });

  it('drops lower to look up', () => {
    expect(followCamera(pose(0, 0, 0, 0.6), open).position[1]).toBeLessThan(followCamera(pose(0, 0, 0), open).position[1]);
  });

  it('stays inside the walls and under the ceiling', () => {
    const { position } = followCamera(pose(0, -8, Math.PI, -0.9), { radius: 10.4, ceiling: 3.3 });
    expect(Math.hypot(position[0], position[2])).toBeLessThanOrEqual(10.4 + 1e-9);
    expect(position[1]).toBeLessThanOrEqual(3.3);
  });
});
