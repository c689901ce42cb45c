// A thread of the avatar build pool (buildPool.ts). The generator is TypeScript, so the thread loads
// it through tsx itself: under `node --import tsx` and in vitest alike, where no loader is inherited.
import { tsImport } from 'tsx/esm/api';

const { avatarFiles } = await tsImport('@meshwork/avatar/node', import.meta.url);
const { glbToFbx } = await tsImport('@meshwork/fbx', import.meta.url);

/** @param {{ parameters: import('@meshwork/contracts').AvatarParameters; meta: { name: string; author: string } }} task */
export default function buildAvatarFiles({ parameters, meta }) {
  return avatarFiles(parameters, meta);
}

/** An avatar's FBX from its GLB (piscina's task `fbx`). @param {{ glb: Uint8Array }} task */
export function fbx({ glb }) {
  return glbToFbx(glb);
}
