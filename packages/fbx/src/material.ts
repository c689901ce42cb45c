import { double, node, objectName, p, pVector, type FbxNode } from './record.js';
import type { FbxMaterial, FbxTexture } from './scene.js';

export function materialRecord(id: bigint, material: FbxMaterial): FbxNode {
  return node(
    'Material',
    [id, objectName(material.name, 'Material'), ''],
    [
      node('Version', [102]),
      node('ShadingModel', ['lambert']),
      node('MultiLayer', [0]),
      node('Properties70', [], [pVector('DiffuseColor', 'Color', '', material.color), p('DiffuseFactor', 'Number', '', 'A', double(1))]),
    ],
  );
}

/** A Texture and the Video that carries its image inside the file (`Content`). */
export function textureRecords(textureId: bigint, videoId: bigint, name: string, texture: FbxTexture): FbxNode[] {
  return [
    node(
      'Video',
      [videoId, objectName(name, 'Video'), 'Clip'],
      [
        node('Type', ['Clip']),
        node('Properties70', [], [p('Path', 'KString', 'XRefUrl', '', texture.fileName)]),
        node('UseMipMap', [0]),
        node('Filename', [texture.fileName]),
        node('RelativeFilename', [texture.fileName]),
        node('Content', [{ type: 'R', value: texture.image }]),
      ],
    ),
    node(
      'Texture',
      [textureId, objectName(name, 'Texture'), ''],
      [
        node('Type', ['TextureVideoClip']),
        node('Version', [202]),
        node('TextureName', [objectName(name, 'Texture')]),
        node('Media', [objectName(name, 'Video')]),
        node('FileName', [texture.fileName]),
        node('RelativeFilename', [texture.fileName]),
        node('ModelUVTranslation', [double(0), double(0)]),
        node('ModelUVScaling', [double(1), double(1)]),
        node('Texture_Alpha_Source', ['None']),
        node('Cropping', [0, 0, 0, 0]),
      ],
    ),
  ];
}
