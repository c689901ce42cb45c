import { defaultAvatarParameters } from '@meshwork/contracts';
import { Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { buildAvatar, buildBody, type Avatar } from './avatar.js';
import { lookPitch, playEmote, reachHands, speak, turnStep, walk } from './motion.js';
import { idle, relaxedPose } from './pose.js';
import { jointNames, type JointName } from './rig.js';

const newAvatar = () => buildAvatar(defaultAvatarParameters);

function at(avatar: Avatar, name: JointName): Vector3 {
  avatar.root.updateMatrixWorld(true);
  return avatar.skeleton.getBoneByName(name)!.getWorldPosition(new Vector3());
}

/** Every joint's local position and rotation, to compare two poses. */
function pose(avatar: Avatar): number[] {
  return jointNames.flatMap((name) => {
    const joint = avatar.skeleton.getBoneByName(name)!;
    return [...joint.position.toArray(), ...joint.quaternion.toArray()];
  });
}

function expectSamePose(a: Avatar, b: Avatar) {
  pose(a).forEach((value, index) => expect(value).toBeCloseTo(pose(b)[index]!, 6));
}

function viseme(avatar: Avatar, name: string): number {
  const face = avatar.face!;
  return face.morphTargetInfluences![face.morphTargetDictionary![name]!]!;
}

describe('walking', () => {
  it('is exactly the idle loop at no speed', () => {
    const [walking, idling] = [newAvatar(), newAvatar()];
    walk(walking, 3.3, 2);
    walk(walking, 3.3, 0);
    relaxedPose(idling);
    idle(idling, 3.3);
    expectSamePose(walking, idling);
  });

  it('puts one foot ahead of the other, swings the arms against the legs and lowers the hips', () => {
    const avatar = newAvatar();
    walk(avatar, 0, 0);
    const standingHips = at(avatar, 'Hips').y;
    // A quarter of a stride: the left leg furthest forward.
    walk(avatar, 0.25 / 0.95, 2);
    expect(at(avatar, 'LeftFoot').z - at(avatar, 'RightFoot').z).toBeGreaterThan(0.4);
    expect(at(avatar, 'RightHand').z).toBeGreaterThan(at(avatar, 'LeftHand').z + 0.1);
    expect(at(avatar, 'Hips').y).toBeLessThan(standingHips - 0.02);
  });

  it('lifts a foot when turning on the spot, and stands still when not', () => {
    const avatar = newAvatar();
    turnStep(avatar, 0.14, 0);
    const [left, right] = [at(avatar, 'LeftFoot').y, at(avatar, 'RightFoot').y];
    expect(left).toBeCloseTo(right, 6);
    turnStep(avatar, 0.14, 2);
    expect(at(avatar, 'LeftFoot').y).toBeGreaterThan(left + 0.03);
  });
});

describe('emotes', () => {
  it('wave raises the right hand above the head at its peak, and nothing is left once it ends', () => {
    const avatar = newAvatar();
    walk(avatar, 1.2, 0);
    playEmote(avatar, 'wave', 1.2);
    expect(at(avatar, 'RightHand').y).toBeGreaterThan(1.7);
    expect(at(avatar, 'RightHand').x).toBeLessThan(0);
    expect(at(avatar, 'LeftHand').y).toBeLessThan(1);

    const [after, still] = [newAvatar(), newAvatar()];
    walk(after, 3, 0);
    playEmote(after, 'wave', 3);
    walk(still, 3, 0);
    expectSamePose(after, still);
  });

  it('eases in: a little after it begins the hand is on its way up', () => {
    const avatar = newAvatar();
    walk(avatar, 0.1, 0);
    playEmote(avatar, 'wave', 0.1);
    const early = at(avatar, 'RightHand').y;
    expect(early).toBeGreaterThan(0.9);
    expect(early).toBeLessThan(1.6);
  });

  it('clap brings the hands together in front of the chest, then apart', () => {
    const avatar = newAvatar();
    walk(avatar, 1, 0);
    // Claps land on whole beats of 2.4 a second.
    playEmote(avatar, 'clap', 1 / 2.4);
    expect(at(avatar, 'LeftHand').distanceTo(at(avatar, 'RightHand'))).toBeLessThan(0.1);
    expect(at(avatar, 'LeftHand').z).toBeGreaterThan(0.2);
    walk(avatar, 1, 0);
    playEmote(avatar, 'clap', 1.5 / 2.4);
    expect(at(avatar, 'LeftHand').distanceTo(at(avatar, 'RightHand'))).toBeGreaterThan(0.2);
  });

  it('thumbs-up holds the right arm forward and raised', () => {
    const avatar = newAvatar();
    walk(avatar, 1, 0);
    playEmote(avatar, 'thumbs-up', 1);
    expect(at(avatar, 'RightHand').z).toBeGreaterThan(0.3);
    expect(at(avatar, 'RightHand').y).toBeGreaterThan(1.2);
  });

  it('dance sways the hips from side to side and lifts both arms', () => {
    const avatar = newAvatar();
    const hipsAt = (t: number) => {
      walk(avatar, t, 0);
      playEmote(avatar, 'dance', t);
      return at(avatar, 'Hips').x;
    };
    expect(hipsAt(1 + 0.25 / 1.1) - hipsAt(1 + 0.75 / 1.1)).toBeGreaterThan(0.06);
    expect(at(avatar, 'LeftHand').y).toBeGreaterThan(1.2);
    expect(at(avatar, 'RightHand').y).toBeGreaterThan(1.2);
  });
});

describe('the head and the hands', () => {
  it('looks up with a positive pitch and down with a negative one', () => {
    const avatar = newAvatar();
    const gazeRiseAt = (pitch: number) => {
      walk(avatar, 0, 0);
      lookPitch(avatar, pitch);
      avatar.root.updateMatrixWorld(true);
      const head = avatar.skeleton.getBoneByName('Head')!.getWorldQuaternion(new Quaternion());
      return new Vector3(0, 0, 1).applyQuaternion(head).y;
    };
    expect(gazeRiseAt(0.5)).toBeGreaterThan(0.3);
    expect(gazeRiseAt(-0.5)).toBeLessThan(-0.3);
  });

  it('puts a tracked hand where it is, when the arm reaches', () => {
    const avatar = newAvatar();
    walk(avatar, 0, 0);
    const target = new Vector3(-0.25, 1.3, 0.35);
    reachHands(avatar, { right: target });
    expect(at(avatar, 'RightHand').distanceTo(target)).toBeLessThan(0.01);
    expect(at(avatar, 'LeftHand').y).toBeLessThan(1);
  });
});

describe('lips', () => {
  it('are closed in silence and open with a loud voice, varying over time', () => {
    const avatar = newAvatar();
    speak(avatar, 1, 0);
    for (const name of ['aa', 'ih', 'ou', 'ee', 'oh']) expect(viseme(avatar, name)).toBe(0);
    speak(avatar, 1, 1);
    expect(viseme(avatar, 'aa')).toBeGreaterThan(0.5);
    const first = ['ih', 'ou', 'ee', 'oh'].map((name) => viseme(avatar, name));
    speak(avatar, 1.3, 1);
    expect(['ih', 'ou', 'ee', 'oh'].map((name) => viseme(avatar, name))).not.toEqual(first);
  });

  it('open further the louder the voice', () => {
    const avatar = newAvatar();
    speak(avatar, 2, 0.2);
    const quiet = viseme(avatar, 'aa');
    speak(avatar, 2, 0.6);
    expect(viseme(avatar, 'aa')).toBeGreaterThan(quiet);
  });

  it('leave a face without visemes be', () => {
    expect(() => speak(buildBody(defaultAvatarParameters), 1, 1)).not.toThrow();
  });
});
