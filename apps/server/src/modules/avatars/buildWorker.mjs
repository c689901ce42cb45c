// A thread of the avatar build pool (buildPool.ts). The generators are TypeScript, so the thread loads
// them through tsx itself: under `node --import tsx` and in vitest alike, where no loader is inherited.
import { tsImport } from 'tsx/esm/api';

const { avatarFiles } = await tsImport('@meshwork/avatar/node', import.meta.url);
// The photo builder (and its face detector) loads with the thread's first photo.
let photoBuilder;

/** @param {{ parameters: import('@meshwork/contracts').AvatarParameters; meta: { name: string; author: string } }} task */
export default function buildAvatarFiles({ parameters, meta }) {
  return avatarFiles(parameters, meta);
}

/**
 * A photo avatar's GLB, or the problem with the photo; progress goes back on the task's port.
 * @param {{ photo: Uint8Array; gender: import('@meshwork/contracts').AvatarGender; progress: import('node:worker_threads').MessagePort }} task
 */
export async function photo({ photo, gender, progress }) {
  photoBuilder ??= tsImport('@meshwork/avatar-photo', import.meta.url);
  const { photoAvatarGlb, PhotoAvatarError } = await photoBuilder;
  try {
    return { glb: await photoAvatarGlb(photo, gender, (percent) => progress.postMessage(percent)) };
  } catch (error) {
    if (error instanceof PhotoAvatarError) return { problem: error.problem };
    throw error;
  } finally {
    progress.close();
  }
}

// The FBX writer loads with the thread's first FBX download.
let fbxWriter;

/** An avatar's FBX from its GLB (the pool's task `fbx`). @param {{ glb: Uint8Array }} task */
export async function fbx({ glb }) {
  fbxWriter ??= tsImport('@meshwork/fbx', import.meta.url);
  const { glbToFbx } = await fbxWriter;
  return glbToFbx(glb);
}
