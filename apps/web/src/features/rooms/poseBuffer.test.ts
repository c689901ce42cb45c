import { roomLimits, type RoomPose } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { PoseBuffer, PosePacer } from './poseBuffer';

const at = (x: number, yaw = 0): RoomPose => ({ position: [x, 0, 0], yaw, pitch: 0, headHeight: 1.6 });
const delay = roomLimits.interpolationDelayMs;

describe('PoseBuffer', () => {
  it('draws a person between the two poses around now minus the delay', () => {
    const buffer = new PoseBuffer();
    buffer.push(at(0), 1000);
    buffer.push(at(1), 1080);
    expect(buffer.poseAt(1040 + delay)!.position[0]).toBeCloseTo(0.5);
    // Past the newest pose it stays there; before the first, at the first.
    expect(buffer.poseAt(5000)!.position[0]).toBe(1);
    expect(buffer.poseAt(0)!.position[0]).toBe(0);
  });

  it('turns the short way round', () => {
    const buffer = new PoseBuffer();
    buffer.push(at(0, 3), 0);
    buffer.push(at(0, -3), 80);
    const yaw = buffer.poseAt(40 + delay)!.yaw;
    expect(Math.abs(Math.atan2(Math.sin(yaw), Math.cos(yaw)))).toBeGreaterThan(3);
  });

  it('starts a move after a pause from where the person stood, not sliding over the pause', () => {
    const buffer = new PoseBuffer();
    buffer.push(at(0), 0);
    buffer.push(at(1), 10_000);
    // Half a second before the new pose they are still where they stood.
    expect(buffer.poseAt(9_500 + delay)!.position[0]).toBe(0);
    expect(buffer.poseAt(10_000 + delay)!.position[0]).toBe(1);
  });

  it('knows nobody before their first pose', () => {
    expect(new PoseBuffer().poseAt(100)).toBeNull();
  });
});

describe('PosePacer', () => {
  it('lets a pose out at most poseHz times a second, and only when it changed', () => {
    const pacer = new PosePacer();
    expect(pacer.offer(at(0), 0)).toBe(true);
    expect(pacer.offer(at(1), 10)).toBe(false);
    expect(pacer.offer(at(1), 1000 / roomLimits.poseHz)).toBe(true);
    expect(pacer.offer(at(1), 1000)).toBe(false);
    expect(pacer.offer(at(1.005), 2000)).toBe(false);
    pacer.resend();
    expect(pacer.offer(at(1), 2001)).toBe(true);
  });

  it('counts a hand coming into view as a change', () => {
    const pacer = new PosePacer();
    pacer.offer(at(0), 0);
    expect(pacer.offer({ ...at(0), left: { position: [0.3, 1, 0.2], rotation: [0, 0, 0] } }, 1000)).toBe(true);
  });
});
