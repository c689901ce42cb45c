import { ACESFilmicToneMapping, Color, PerspectiveCamera, Scene, SkinnedMesh, SRGBColorSpace, WebGLRenderer, type Skeleton } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { relaxedPose, studioLights } from '@meshwork/avatar';

// Runs in the browser the render script starts: draws a photo avatar's GLB from one side and returns a PNG.
const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(480, 640);
renderer.outputColorSpace = SRGBColorSpace;
renderer.toneMapping = ACESFilmicToneMapping;
document.body.appendChild(renderer.domElement);

const views = {
  front: { angle: 0, target: [0, 1.5, 0], distance: 1.1, fov: 30 },
  threeQuarter: { angle: 0.7, target: [0, 1.5, 0], distance: 1.1, fov: 30 },
  body: { angle: 0.3, target: [0, 0.9, 0], distance: 3.3, fov: 32 },
} as const;

(window as unknown as { renderGlb: unknown }).renderGlb = async (base64: string, view: keyof typeof views) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const gltf = await new GLTFLoader().parseAsync(bytes.buffer, '');
  const scene = new Scene();
  scene.background = new Color('#eef0f6');
  scene.add(studioLights());
  let skeleton: Skeleton | undefined;
  gltf.scene.traverse((object) => {
    if (object instanceof SkinnedMesh) skeleton = object.skeleton;
  });
  if (skeleton) relaxedPose({ root: gltf.scene, skeleton });
  scene.add(gltf.scene);
  const { angle, target, distance, fov } = views[view];
  const camera = new PerspectiveCamera(fov, 480 / 640, 0.05, 20);
  camera.position.set(target[0] + Math.sin(angle) * distance, target[1] + 0.05, target[2] + Math.cos(angle) * distance);
  camera.lookAt(target[0], target[1], target[2]);
  renderer.render(scene, camera);
  return renderer.domElement.toDataURL('image/png');
};
