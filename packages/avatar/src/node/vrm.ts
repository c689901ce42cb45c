import type { faceMorphs } from '../parts/face.js';
import { visemes } from '../parts/face.js';
import { jointNames } from '../rig.js';
import { readGlb, writeGlb } from './glb.js';

export interface VrmMeta {
  name: string;
  author: string;
}

/** VRM's humanoid name of a joint: the rig already uses VRM's names, in upper camel case. */
function humanBone(joint: string): string {
  return joint[0]!.toLowerCase() + joint.slice(1);
}

/**
 * Turns the avatar's GLB into a VRM 1.0 file (https://github.com/vrm-c/vrm-specification/tree/master/specification/VRMC_vrm-1.0):
 * the humanoid bone map, the blink, viseme and happy expressions on the face's morph targets,
 * a bone look-at through the eye joints, and a licence that keeps the avatar its member's.
 */
export function glbToVrm(glb: Uint8Array, meta: VrmMeta): Uint8Array {
  const { json, binary } = readGlb(glb);
  const nodes = json.nodes ?? [];
  const nodeNamed = (name: string) => {
    const index = nodes.findIndex((node) => node.name === name);
    if (index < 0) throw new Error(`The avatar has no node named ${name}`);
    return index;
  };
  const humanBones = Object.fromEntries(jointNames.map((joint) => [humanBone(joint), { node: nodeNamed(joint) }]));
  const face = nodeNamed('Face');
  const targetNames = json.meshes?.[nodes[face]!.mesh!]?.extras?.targetNames ?? [];
  const bind = (name: (typeof faceMorphs)[number]) => {
    const index = targetNames.indexOf(name);
    if (index < 0) throw new Error(`The avatar's face has no morph target ${name}`);
    return { node: face, index, weight: 1 };
  };
  const expression = (names: Array<(typeof faceMorphs)[number]>) => ({
    morphTargetBinds: names.map(bind),
    isBinary: false,
    overrideBlink: 'none',
    overrideLookAt: 'none',
    overrideMouth: 'none',
  });
  const preset: Record<string, ReturnType<typeof expression>> = {
    happy: expression(['happy']),
    blink: expression(['blinkLeft', 'blinkRight']),
    blinkLeft: expression(['blinkLeft']),
    blinkRight: expression(['blinkRight']),
  };
  for (const viseme of visemes) preset[viseme] = expression([viseme]);
  const range = (inputMaxValue: number, outputScale: number) => ({ inputMaxValue, outputScale });
  json.extensionsUsed = [...new Set([...(json.extensionsUsed ?? []), 'VRMC_vrm'])];
  json.extensions = {
    ...json.extensions,
    VRMC_vrm: {
      specVersion: '1.0',
      meta: {
        name: meta.name,
        version: '1',
        authors: [meta.author],
        licenseUrl: 'https://vrm.dev/licenses/1.0/',
        avatarPermission: 'onlyAuthor',
        allowExcessivelyViolentUsage: false,
        allowExcessivelySexualUsage: false,
        commercialUsage: 'personalNonProfit',
        allowPoliticalOrReligiousUsage: false,
        allowAntisocialOrHateUsage: false,
        creditNotation: 'required',
        allowRedistribution: false,
        modification: 'prohibited',
      },
      humanoid: { humanBones },
      expressions: { preset },
      lookAt: {
        type: 'bone',
        offsetFromHeadBone: [0, 0.137, 0.09],
        rangeMapHorizontalInner: range(90, 10),
        rangeMapHorizontalOuter: range(90, 10),
        rangeMapVerticalDown: range(90, 10),
        rangeMapVerticalUp: range(90, 10),
      },
      // Hair would fill a first-person camera's view.
      firstPerson: {
        meshAnnotations: nodes.flatMap((node, index) => (node.name === 'Hair' ? [{ node: index, type: 'thirdPersonOnly' }] : [])),
      },
    },
  };
  return writeGlb({ json, binary });
}
