import type { AvatarParameters } from '@meshwork/contracts';
import { ACESFilmicToneMapping, Color, PerspectiveCamera, Scene, SRGBColorSpace, WebGLRenderer } from 'three';
import { buildAvatar, disposeAvatar, idle, relaxedPose, studioLights } from '../src/index.js';

// Runs in the browser the render script starts: draws one avatar from one side and returns a PNG.
const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(480, 640);
renderer.outputColorSpace = SRGBColorSpace;
renderer.toneMapping = ACESFilmicToneMapping;
document.body.appendChild(renderer.domElement);

const views = {
  front: { angle: 0, target: [0, 0.9, 0], distance: 3.3, fov: 32 },
  threeQuarter: { angle: 0.65, target: [0, 0.9, 0], distance: 3.3, fov: 32 },
  portrait: { angle: 0.3, target: [0, 1.53, 0], distance: 0.95, fov: 30 },
} as const;

(window as unknown as { renderAvatar: unknown }).renderAvatar = (params: AvatarParameters, view: keyof typeof views) => {
  const scene = new Scene();
  scene.background = new Color('#eef0f6');
  scene.add(studioLights());
  const avatar = buildAvatar(params);
  relaxedPose(avatar);
  idle(avatar, 1);
  scene.add(avatar.root);
  const { angle, target, distance, fov } = views[view];
  const camera = new PerspectiveCamera(fov, 480 / 640, 0.05, 20);
  camera.position.set(target[0] + Math.sin(angle) * distance, target[1] + 0.05, target[2] + Math.cos(angle) * distance);
  camera.lookAt(target[0], target[1], target[2]);
  renderer.render(scene, camera);
  disposeAvatar(avatar);
  return renderer.domElement.toDataURL('image/png');
};
