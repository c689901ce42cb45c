import type { AvatarGender } from '@meshwork/contracts';
import { bodyGlb } from './body.js';
import { sampleColours } from './colours.js';
import { PhotoAvatarError } from './errors.js';
import { landmarks } from './faceLandmarks.js';
import { avatarGlb } from './glb.js';
import { hairMesh } from './hairMesh.js';
import { faceShape, headMesh } from './headMesh.js';
import { canonicalFace, detectFaces, type DetectedFace } from './landmarks.js';
import { decodePhoto } from './photo.js';
import { faceTexture } from './texture.js';
import type { Vec3 } from './vector.js';

/** Where the head's centre sits on the creator's rig (its `headFrame`, metres). */
const headCentreOnBody: Vec3 = [0, 1.565, 0.005];

/** How far a build has come, 0–100, after each step. */
export type ProgressListener = (percent: number) => void;

/** Exactly one face, or the error that says why not. */
function theOnlyFace(faces: DetectedFace[]): DetectedFace {
  if (faces.length === 0) throw new PhotoAvatarError('no_face');
  if (faces.length > 1) throw new PhotoAvatarError('several_faces');
  return faces[0]!;
}

/**
 * One photo → one rigged avatar as GLB: landmarks, a head shaped by them and textured with the
 * photo in the canonical UV layout, a skull and hair made in code, on the creator's body.
 */
export async function photoAvatarGlb(
  photo: Uint8Array,
  gender: AvatarGender,
  progress: ProgressListener = () => undefined,
): Promise<Uint8Array> {
  const image = await decodePhoto(photo);
  progress(10);
  const face = theOnlyFace(await detectFaces(image));
  progress(35);
  const canonical = await canonicalFace();
  const head = headMesh(faceShape(face), canonical);
  const colours = sampleColours(image, face);
  progress(50);
  const textureJpeg = await faceTexture(image, face, head.indices.slice(0, head.faceIndexCount), head.uvs, colours.skin);
  progress(70);
  const body = await bodyGlb(gender, colours.skin);
  progress(85);
  const hair = hairMesh(head, head.positions[landmarks.forehead]!);
  const placement: Vec3 = [
    headCentreOnBody[0] - head.centre[0],
    headCentreOnBody[1] - head.centre[1],
    headCentreOnBody[2] - head.centre[2],
  ];
  const glb = await avatarGlb(body, { head, hair, placement, textureJpeg, hairColour: colours.hair });
  progress(95);
  return glb;
}
