import { ACESFilmicToneMapping, Color, PerspectiveCamera, Scene, SRGBColorSpace, WebGLRenderer } from 'three';
import { studioLights } from '../src/index.js';

/** Where the camera stands: turned `angle` round the avatar, looking at `target` from `distance`. */
export interface View {
  angle: number;
  target: readonly [number, number, number];
  distance: number;
  fov: number;
}

// Runs in the browser of a render script: one 480 × 640 renderer, the viewer's light and tone mapping.
const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(480, 640);
renderer.outputColorSpace = SRGBColorSpace;
renderer.toneMapping = ACESFilmicToneMapping;
document.body.appendChild(renderer.domElement);

/** A scene with the studio light and the page's background. */
export function stage(): Scene {
  const scene = new Scene();
  scene.background = new Color('#eef0f6');
  scene.add(studioLights());
  return scene;
}

/** Draws the scene from the view and answers a PNG data URL. */
export function shoot(scene: Scene, { angle, target, distance, fov }: View): string {
  const camera = new PerspectiveCamera(fov, 480 / 640, 0.05, 20);
  camera.position.set(target[0] + Math.sin(angle) * distance, target[1] + 0.05, target[2] + Math.cos(angle) * distance);
  camera.lookAt(target[0], target[1], target[2]);
  renderer.render(scene, camera);
  return renderer.domElement.toDataURL('image/png');
}
