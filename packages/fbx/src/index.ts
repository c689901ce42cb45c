import { NodeIO, type Document } from '@gltf-transform/core';
import { sceneFromDocument } from './fromDocument.js';
import { withColourTextures } from './palette.js';
import { writeFbxScene } from './writeScene.js';

/**
 * A binary FBX 7.4 file of a glTF-Transform document (see the README for what it carries); vertex
 * colours without a texture are also written as a texture.
 */
export function writeFbx(document: Document): Uint8Array {
  return writeFbxScene(withColourTextures(sceneFromDocument(document)));
}

/** A binary FBX 7.4 file of a GLB file's content. */
export async function glbToFbx(glb: Uint8Array): Promise<Uint8Array> {
  return writeFbx(await new NodeIO().readBinary(glb));
}
