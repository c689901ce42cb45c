import { describe, expect, it } from 'vitest';
import { decodeRoomPose, encodeRoomPose, type RoomPose } from './roomPoses.js';

const hand = (x: number) => ({
  position: [x, 1.2, 0.3] as [number, number, number],
  rotation: [0.1, -0.2, 3.1] as [number, number, number],
});
const full: RoomPose = { position: [-7.25, 0, 3.5], yaw: -2.5, pitch: 0.3, headHeight: 1.72, left: hand(-0.3), right: hand(0.3) };

describe('room poses as signals', () => {
  it('travel within a signal’s 64 bytes of JSON, hands and all, and come back to the centimetre', () => {
    const text = encodeRoomPose(full);
    expect(Buffer.byteLength(JSON.stringify(text))).toBeLessThanOrEqual(64);
    const back = decodeRoomPose(text)!;
    expect(back.position).toEqual(full.position);
    expect(back.yaw).toBeCloseTo(full.yaw, 3);
    expect(back.left!.position[0]).toBeCloseTo(-0.3, 2);
    expect(back.right!.rotation[2]).toBeCloseTo(3.1, 3);
  });

  it('go without hands outside XR, and wrap angles into one turn', () => {
    const back = decodeRoomPose(encodeRoomPose({ position: [0, 0, 0], yaw: 7, pitch: 0, headHeight: 1.6 }))!;
    expect(back.left).toBeUndefined();
    expect(back.yaw).toBeCloseTo(7 - 2 * Math.PI, 3);
  });

  it('read anything else a member could send as no pose', () => {
    for (const text of [null, 42, '', 'AAA', '!!!!', 'A'.repeat(80), btoa('\u0009\u0000'), encodeRoomPose(full).slice(0, 20)])
      expect(decodeRoomPose(text)).toBeNull();
  });
});
