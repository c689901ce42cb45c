import { roomLimits, type RoomHandPose, type RoomPose } from '@meshwork/contracts';

interface Sample {
  at: number;
  pose: RoomPose;
}

const samplesKept = 16;
const poseIntervalMs = 1000 / roomLimits.poseHz;
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
/** Angles go the short way round: from 170° to -170° is 20°, not 340°. */
const lerpAngle = (a: number, b: number, t: number) => a + Math.atan2(Math.sin(b - a), Math.cos(b - a)) * t;
const lerpTriple = (a: readonly number[], b: readonly number[], t: number, mix = lerp) =>
  [mix(a[0]!, b[0]!, t), mix(a[1]!, b[1]!, t), mix(a[2]!, b[2]!, t)] as [number, number, number];

function lerpHand(a: RoomHandPose | undefined, b: RoomHandPose | undefined, t: number): RoomHandPose | undefined {
  if (!a || !b) return t < 0.5 ? a : b;
  return { position: lerpTriple(a.position, b.position, t), rotation: lerpTriple(a.rotation, b.rotation, t, lerpAngle) };
}

function lerpPose(a: RoomPose, b: RoomPose, t: number): RoomPose {
  const pose: RoomPose = {
    position: lerpTriple(a.position, b.position, t),
    yaw: lerpAngle(a.yaw, b.yaw, t),
    pitch: lerpAngle(a.pitch, b.pitch, t),
    headHeight: lerp(a.headHeight, b.headHeight, t),
  };
  const [left, right] = [lerpHand(a.left, b.left, t), lerpHand(a.right, b.right, t)];
  if (left) pose.left = left;
  if (right) pose.right = right;
  return pose;
}

/**
 * One person's poses as heard, drawn `interpolationDelayMs` behind now so that there is nearly
 * always a pose on each side to interpolate between (Hubs draws 100 ms behind too). A person
 * standing still sends nothing; when they move again, their last pose is repeated just before
 * the new one, so they start from where they stood instead of sliding over the whole pause.
 */
export class PoseBuffer {
  private readonly samples: Sample[] = [];

  push(pose: RoomPose, at: number): void {
    const last = this.samples.at(-1);
    if (last && at - last.at > 2.5 * poseIntervalMs) this.samples.push({ at: at - poseIntervalMs, pose: last.pose });
    this.samples.push({ at, pose });
    if (this.samples.length > samplesKept) this.samples.splice(0, this.samples.length - samplesKept);
  }

  /** Puts the person at a place at once (the host moved them). */
  jump(pose: RoomPose, at: number): void {
    this.samples.length = 0;
    this.samples.push({ at, pose });
  }

  poseAt(now: number): RoomPose | null {
    const time = now - roomLimits.interpolationDelayMs;
    const after = this.samples.findIndex((sample) => sample.at >= time);
    if (after === -1) return this.samples.at(-1)?.pose ?? null;
    if (after === 0) return this.samples[0]!.pose;
    const [from, to] = [this.samples[after - 1]!, this.samples[after]!];
    return lerpPose(from.pose, to.pose, (time - from.at) / (to.at - from.at));
  }
}

const apart = (a: readonly number[], b: readonly number[]) => a.some((value, index) => Math.abs(value - b[index]!) > 0.01);
const handMoved = (a: RoomHandPose | undefined, b: RoomHandPose | undefined) =>
  !a || !b ? a !== b : apart(a.position, b.position) || apart(a.rotation, b.rotation);
const moved = (a: RoomPose, b: RoomPose) =>
  apart(a.position, b.position) ||
  apart([a.yaw, a.pitch, a.headHeight], [b.yaw, b.pitch, b.headHeight]) ||
  handMoved(a.left, b.left) ||
  handMoved(a.right, b.right);

/**
 * When the viewer's pose goes out: at most `poseHz` times a second, and only when it changed
 * (a centimetre, a hundredth of a radian), so a person standing still costs nothing.
 */
export class PosePacer {
  private last: { pose: RoomPose; at: number } | null = null;

  /** Whether this pose, offered every frame, goes out now. */
  offer(pose: RoomPose, now: number): boolean {
    if (this.last && (now - this.last.at < poseIntervalMs || !moved(this.last.pose, pose))) return false;
    this.last = { pose, at: now };
    return true;
  }

  /** Someone came in: the next pose goes out whether it changed or not, so they see the viewer where they stand. */
  resend(): void {
    this.last = null;
  }
}
