import type { Avatar } from '@meshwork/avatar';
import { SkinnedMesh, type Group, type Skeleton } from 'three';
import { clone } from 'three/examples/jsm/utils/SkeletonUtils.js';

/**
 * A copy of the avatar to place and pose on its own, with bones of its own: one loaded or built
 * avatar serves everyone who wears it. The copy shares the original's geometries and materials.
 */
export function cloneAvatar(original: Avatar): Avatar {
  const root = clone(original.root) as Group;
  const meshes: SkinnedMesh[] = [];
  root.traverse((object) => {
    if (object instanceof SkinnedMesh) meshes.push(object);
  });
  const skeleton: Skeleton = meshes[0]!.skeleton;
  return { root, skeleton, face: meshes.find((mesh) => mesh.name === 'Face') };
}

/** Frees what is the copy's own: its skeletons' bone textures (the geometries stay the original's). */
export function disposeClone(copy: Avatar): void {
  copy.root.traverse((object) => {
    if (object instanceof SkinnedMesh) object.skeleton.dispose();
  });
}
