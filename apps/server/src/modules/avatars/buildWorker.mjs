// A thread of the avatar build pool (buildPool.ts). The generator is TypeScript, so the thread loads
// it through tsx itself: under `node --import tsx` and in vitest alike, where no loader is inherited.
import { tsImport } from 'tsx/esm/api';

const { avatarFiles } = await tsImport('@meshwork/avatar/node', import.meta.url);

/** @param {{ parameters: import('@meshwork/contracts').AvatarParameters; meta: { name: string; author: string } }} task */
export default function buildAvatarFiles({ parameters, meta }) {
  return avatarFiles(parameters, meta);
}

// The FBX writer loads with the thread's first FBX download.
let fbxWriter;

/** An avatar's FBX from its GLB (the pool's task `fbx`). @param {{ glb: Uint8Array }} task */
export async function fbx({ glb }) {
  fbxWriter ??= tsImport('@meshwork/fbx', import.meta.url);
  const { glbToFbx } = await fbxWriter;
  return glbToFbx(glb);
}
