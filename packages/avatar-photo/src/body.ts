import { buildBody, disposeAvatar } from '@meshwork/avatar';
import { exportGlb } from '@meshwork/avatar/node';
import { defaultAvatarParameters, type AvatarGender, type AvatarParameters } from '@meshwork/contracts';
import type { Rgb } from './colours.js';

/**
 * The creator's body for the chosen gender: female gets the curvy build, male the average one with
 * trousers, and every other choice the average build (the member changes nothing else here).
 */
function bodyParameters(gender: AvatarGender, skin: Rgb): AvatarParameters {
  const skinTone = `#${skin.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return {
    ...defaultAvatarParameters,
    bodyType: gender === 'female' ? 'curvy' : 'average',
    skinTone,
    hairStyle: 'none',
    top: 'tee',
    bottom: 'trousers',
  };
}

/** The rigged, headless body as GLB (the creator's exporter), to which the photo head is added. */
export async function bodyGlb(gender: AvatarGender, skin: Rgb): Promise<Uint8Array> {
  const body = buildBody(bodyParameters(gender, skin));
  try {
    return await exportGlb(body.root);
  } finally {
    disposeAvatar(body);
  }
}
