import type { AvatarParameters } from '@meshwork/contracts';
import { buildAvatar, disposeAvatar, idle, relaxedPose } from '../src/index.js';
import { shoot, stage, type View } from './stage.js';

// Runs in the browser the render script starts: draws one avatar from one side and returns a PNG.
const views = {
  front: { angle: 0, target: [0, 0.9, 0], distance: 3.3, fov: 32 },
  threeQuarter: { angle: 0.65, target: [0, 0.9, 0], distance: 3.3, fov: 32 },
  portrait: { angle: 0.3, target: [0, 1.53, 0], distance: 0.95, fov: 30 },
} as const satisfies Record<string, View>;

(window as unknown as { renderAvatar: unknown }).renderAvatar = (params: AvatarParameters, view: keyof typeof views) => {
  const scene = stage();
  const avatar = buildAvatar(params);
  relaxedPose(avatar);
  idle(avatar, 1);
  scene.add(avatar.root);
  const png = shoot(scene, views[view]);
  disposeAvatar(avatar);
  return png;
};
