import { Bone, Skeleton, Vector3 } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import type { Influences } from './build.js';

/** Joint names of the rig, as in VRM and Mixamo; the humanoid bone of each is its lower-camel form. */
export const jointNames = [
  'Hips',
  'Spine',
  'Chest',
  'Neck',
  'Head',
  'LeftEye',
  'RightEye',
  'LeftShoulder',
  'LeftUpperArm',
  'LeftLowerArm',
  'LeftHand',
  'RightShoulder',
  'RightUpperArm',
  'RightLowerArm',
  'RightHand',
  'LeftUpperLeg',
  'LeftLowerLeg',
  'LeftFoot',
  'LeftToes',
  'RightUpperLeg',
  'RightLowerLeg',
  'RightFoot',
  'RightToes',
] as const;
export type JointName = (typeof jointNames)[number];

const parentOf: Record<JointName, JointName | null> = {
  Hips: null,
  Spine: 'Hips',
  Chest: 'Spine',
  Neck: 'Chest',
  Head: 'Neck',
  LeftEye: 'Head',
  RightEye: 'Head',
  LeftShoulder: 'Chest',
  LeftUpperArm: 'LeftShoulder',
  LeftLowerArm: 'LeftUpperArm',
  LeftHand: 'LeftLowerArm',
  RightShoulder: 'Chest',
  RightUpperArm: 'RightShoulder',
  RightLowerArm: 'RightUpperArm',
  RightHand: 'RightLowerArm',
  LeftUpperLeg: 'Hips',
  LeftLowerLeg: 'LeftUpperLeg',
  LeftFoot: 'LeftLowerLeg',
  LeftToes: 'LeftFoot',
  RightUpperLeg: 'Hips',
  RightLowerLeg: 'RightUpperLeg',
  RightFoot: 'RightLowerLeg',
  RightToes: 'RightFoot',
};

/** Widths of the body, relative to the average build. */
export interface Proportions {
  shoulders: number;
  chest: number;
  waist: number;
  hips: number;
  limbs: number;
}

const proportionsOf: Record<AvatarParameters['bodyType'], Proportions> = {
  slender: { shoulders: 0.93, chest: 0.9, waist: 0.86, hips: 0.9, limbs: 0.88 },
  average: { shoulders: 1, chest: 1, waist: 1, hips: 1, limbs: 1 },
  sturdy: { shoulders: 1.1, chest: 1.14, waist: 1.18, hips: 1.08, limbs: 1.15 },
  curvy: { shoulders: 0.96, chest: 1.06, waist: 0.92, hips: 1.16, limbs: 1.04 },
};

export function proportions(bodyType: AvatarParameters['bodyType']): Proportions {
  return proportionsOf[bodyType];
}

/** The centre of the head and its half sizes (metres); every face feature is placed from it. */
export const headFrame = { centre: new Vector3(0, 1.565, 0.005), radii: new Vector3(0.118, 0.14, 0.125) };

/** Where each joint sits in the T-pose (metres, Y up, facing +Z; the avatar's left is +X). */
export function jointPositions(p: Proportions): Record<JointName, Vector3> {
  const shoulderX = 0.165 * p.shoulders;
  const hipX = 0.08 * p.hips;
  const positions = {
    Hips: new Vector3(0, 0.93, 0),
    Spine: new Vector3(0, 1.03, 0),
    Chest: new Vector3(0, 1.15, 0),
    Neck: new Vector3(0, 1.37, 0),
    Head: new Vector3(0, 1.44, 0),
    LeftEye: new Vector3(0.04, 1.577, 0.093),
    LeftShoulder: new Vector3(0.03, 1.33, 0),
    LeftUpperArm: new Vector3(shoulderX, 1.32, 0),
    LeftLowerArm: new Vector3(shoulderX + 0.245, 1.32, 0),
    LeftHand: new Vector3(shoulderX + 0.465, 1.32, 0),
    LeftUpperLeg: new Vector3(hipX, 0.88, 0),
    LeftLowerLeg: new Vector3(hipX, 0.49, 0.005),
    LeftFoot: new Vector3(hipX, 0.085, -0.01),
    LeftToes: new Vector3(hipX, 0.02, 0.1),
  } as Record<JointName, Vector3>;
  for (const name of jointNames) {
    if (name.startsWith('Right')) {
      const left = positions[name.replace('Right', 'Left') as JointName];
      positions[name] = new Vector3(-left.x, left.y, left.z);
    }
  }
  return positions;
}

/** The bones in T-pose with identity rotations, as VRM 1.0 expects of its rest pose. */
export function buildSkeleton(positions: Record<JointName, Vector3>): { skeleton: Skeleton; root: Bone } {
  const bones = new Map<JointName, Bone>();
  for (const name of jointNames) {
    const bone = new Bone();
    bone.name = name;
    const parent = parentOf[name];
    bone.position.copy(positions[name]).sub(parent ? positions[parent] : new Vector3());
    if (parent) bones.get(parent)!.add(bone);
    bones.set(name, bone);
  }
  const root = bones.get('Hips')!;
  root.updateMatrixWorld(true);
  return { skeleton: new Skeleton(jointNames.map((name) => bones.get(name)!)), root };
}

export function jointIndex(name: JointName): number {
  return jointNames.indexOf(name);
}

/** Skin influences for a point along a chain of joints: each joint owns its span, blended across `blend` at each joint. */
export function chainWeights(s: number, chain: Array<[JointName, number]>, blend: number): Influences {
  let k = 0;
  while (k + 1 < chain.length && s >= chain[k + 1]![1]) k++;
  const [name] = chain[k]!;
  const next = chain[k + 1];
  const previous = chain[k - 1];
  if (next && next[1] - s < blend) {
    const t = smoothstep(-blend, blend, s - next[1]);
    return [
      [jointIndex(name), 1 - t],
      [jointIndex(next[0]), t],
    ];
  }
  if (previous && s - chain[k]![1] < blend) {
    const t = smoothstep(-blend, blend, s - chain[k]![1]);
    return [
      [jointIndex(previous[0]), 1 - t],
      [jointIndex(name), t],
    ];
  }
  return [[jointIndex(name), 1]];
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
