import { SkinnedMesh, type Skeleton } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { relaxedPose } from '@meshwork/avatar';
import { shoot, stage, type View } from '@meshwork/avatar/scripts/stage';

// Runs in the browser the render script starts: draws a photo avatar's GLB from one side and returns a PNG.
const views = {
  front: { angle: 0, target: [0, 1.5, 0], distance: 1.1, fov: 30 },
  threeQuarter: { angle: 0.7, target: [0, 1.5, 0], distance: 1.1, fov: 30 },
  body: { angle: 0.3, target: [0, 0.9, 0], distance: 3.3, fov: 32 },
} as const satisfies Record<string, View>;

(window as unknown as { renderGlb: unknown }).renderGlb = async (base64: string, view: keyof typeof views) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const gltf = await new GLTFLoader().parseAsync(bytes.buffer, '');
  const scene = stage();
  let skeleton: Skeleton | undefined;
  gltf.scene.traverse((object) => {
    if (object instanceof SkinnedMesh) skeleton = object.skeleton;
  });
  if (skeleton) relaxedPose({ root: gltf.scene, skeleton });
  scene.add(gltf.scene);
  return shoot(scene, views[view]);
};
