import { Group, Matrix4, MeshStandardMaterial, SkinnedMesh, type Skeleton } from 'three';
import type { AvatarParameters } from '@meshwork/contracts';
import { Build } from './build.js';
import { addAccessories } from './parts/accessories.js';
import { addBody } from './parts/body.js';
import { addEyes, eyeCentre } from './parts/eyes.js';
import { addFace } from './parts/face.js';
import { addGarments } from './parts/garments.js';
import { addHair } from './parts/hair.js';
import { addHead } from './parts/head.js';
import { outfitOf } from './parts/outfit.js';
import { buildSkeleton, jointPositions, proportions } from './rig.js';

export interface Avatar {
  /** The avatar's root: the skeleton (from Hips) and its skinned meshes, facing +Z, in metres. */
  root: Group;
  skeleton: Skeleton;
  /** The mesh carrying the blink, viseme and smile morph targets; a photo avatar's face has none. */
  face?: SkinnedMesh;
}

/** Soft, slightly satin surfaces: skin and cloth matte, eyes glossy, hair with a sheen. */
const surfaces = {
  Body: { roughness: 0.78, metalness: 0 },
  Face: { roughness: 0.62, metalness: 0 },
  Eyes: { roughness: 0.12, metalness: 0 },
  Hair: { roughness: 0.55, metalness: 0 },
  Accessories: { roughness: 0.35, metalness: 0.25 },
} as const;

/** The whole avatar from its parameters: the same code draws the creator's preview and writes the saved files. */
export function buildAvatar(params: AvatarParameters): Avatar & { face: SkinnedMesh } {
  const { root, skeleton, meshes } = assemble(params, true);
  return { root, skeleton, face: meshes.get('Face')! };
}

/**
 * The rigged body alone, without head, face, eyes and hair: a photo avatar brings its own head
 * (`@meshwork/avatar-photo`), skinned to the same `Head` joint.
 */
export function buildBody(params: AvatarParameters): Avatar {
  const { root, skeleton } = assemble(params, false);
  return { root, skeleton };
}

function assemble(params: AvatarParameters, head: boolean): Avatar & { meshes: Map<string, SkinnedMesh> } {
  const p = proportions(params.bodyType);
  const joints = jointPositions(p);
  joints.LeftEye = eyeCentre(1, params);
  joints.RightEye = eyeCentre(-1, params);
  const { skeleton, root: hips } = buildSkeleton(joints);
  const root = new Group();
  root.name = 'Avatar';
  root.add(hips);

  const builds = { Body: new Build(), Face: new Build(), Eyes: new Build(), Hair: new Build(), Accessories: new Build() };
  addBody(builds.Body, { params, p, joints, outfit: outfitOf(params) });
  addGarments(builds.Body, params, p);
  if (head) {
    addHead(builds.Body, params);
    addFace(builds.Face, params);
    addEyes(builds.Eyes, params);
    addHair(builds.Hair, params);
  }
  addAccessories(builds.Accessories, params);

  root.updateMatrixWorld(true);
  const meshes = new Map<string, SkinnedMesh>();
  for (const [name, build] of Object.entries(builds)) {
    if (build.vertexCount === 0) continue;
    const material = new MeshStandardMaterial({ name, vertexColors: true, ...surfaces[name as keyof typeof surfaces] });
    const mesh = new SkinnedMesh(build.geometry(), material);
    mesh.name = name;
    mesh.frustumCulled = false;
    mesh.castShadow = true;
    root.add(mesh);
    mesh.bind(skeleton, new Matrix4());
    meshes.set(name, mesh);
  }
  return { root, skeleton, meshes };
}

/** Frees the avatar's geometries and materials (the preview rebuilds it on every change). */
export function disposeAvatar(avatar: Avatar): void {
  avatar.root.traverse((object) => {
    if (object instanceof SkinnedMesh) {
      object.geometry.dispose();
      (object.material as MeshStandardMaterial).dispose();
    }
  });
}
