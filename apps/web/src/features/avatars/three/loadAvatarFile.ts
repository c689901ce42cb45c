import type { Avatar } from '@meshwork/avatar';
import { SkinnedMesh, type Group } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/** An avatar from its saved GLB: the same rig as a built one, so the same motion drives it. */
export async function loadAvatarFile(url: string): Promise<Avatar> {
  const gltf = await new GLTFLoader().loadAsync(url);
  const root = gltf.scene as unknown as Group;
  const meshes: SkinnedMesh[] = [];
  root.traverse((object) => {
    if (object instanceof SkinnedMesh) meshes.push(object);
  });
  if (!meshes[0]) throw new Error('The avatar file has no skinned mesh');
  // A photo avatar has no Face mesh: its face is the photo, without morph targets.
  return { root, skeleton: meshes[0].skeleton, face: meshes.find((mesh) => mesh.name === 'Face') };
}
