import type { AvatarParameters } from '@meshwork/contracts';
import { buildAvatar, disposeAvatar } from '../avatar.js';
import { exportGlb } from './exportGlb.js';
import { glbToVrm, type VrmMeta } from './vrm.js';

export { exportGlb } from './exportGlb.js';
export { readGlb } from './glb.js';
export { renderPortrait, type Picture } from './portrait.js';
export type { VrmMeta } from './vrm.js';

/** The saved files of an avatar, built from its parameters alone. */
export async function avatarFiles(params: AvatarParameters, meta: VrmMeta): Promise<{ glb: Uint8Array; vrm: Uint8Array }> {
  const avatar = buildAvatar(params);
  try {
    const glb = await exportGlb(avatar.root);
    return { glb, vrm: glbToVrm(glb, meta) };
  } finally {
    disposeAvatar(avatar);
  }
}
