import { lookPitch, playEmote, reachHands, speak, turnStep, walk, type Avatar } from '@meshwork/avatar';
import type { RoomEmote, RoomHandPose, RoomPose } from '@meshwork/contracts';
import { Vector3 } from 'three';

// Below these, someone is standing still: interpolation and a headset's sway are not steps.
const standingSpeed = 0.12;
const standingTurnRate = 0.3;

/** Everything that moves someone's avatar in one frame. */
interface FigureMoment {
  /** Their own clock, for the idle loop, the stride and the lips. */
  seconds: number;
  pose: RoomPose;
  speed: number;
  turnRate: number;
  emote: { emote: RoomEmote; seconds: number } | null;
  loudness: number;
}

const handPoint = (hand: RoomHandPose | undefined) => hand && new Vector3(...hand.position);

/** Poses the avatar for the moment: walking or stepping round as they turn, then their emote, tracked hands, head and lips. */
export function animateFigure(avatar: Avatar, { seconds, pose, speed, turnRate, emote, loudness }: FigureMoment): void {
  const walking = Math.max(0, speed - standingSpeed);
  if (walking > 0) walk(avatar, seconds, walking);
  else turnStep(avatar, seconds, Math.max(0, Math.abs(turnRate) - standingTurnRate));
  if (emote) playEmote(avatar, emote.emote, emote.seconds);
  if (pose.left || pose.right) reachHands(avatar, { left: handPoint(pose.left), right: handPoint(pose.right) });
  lookPitch(avatar, pose.pitch);
  speak(avatar, seconds, loudness);
}
