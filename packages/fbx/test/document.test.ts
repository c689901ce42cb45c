import { Document } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { writeFbx } from '../src/index.js';
import { find, readFbx, type ReadRecord } from './readFbx.js';

/** A textured quad skinned to two joints, the shape of a photo avatar's head on its neck. */
function texturedDocument(image: Uint8Array) {
  const document = new Document();
  const buffer = document.createBuffer();
  const accessor = (type: 'VEC2' | 'VEC3' | 'VEC4' | 'SCALAR', array: Float32Array<ArrayBuffer> | Uint16Array<ArrayBuffer>) =>
    document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const neck = document.createNode('Neck').setTranslation([0, 1.4, 0]);
  const head = document.createNode('Head').setTranslation([0, 0.1, 0]).setRotation([0, Math.SQRT1_2, 0, Math.SQRT1_2]);
  neck.addChild(head);
  const texture = document.createTexture('face').setImage(image).setMimeType('image/jpeg');
  const material = document.createMaterial('Skin').setBaseColorTexture(texture);
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', Float32Array.of(0, 1.4, 0, 0.1, 1.4, 0, 0.1, 1.6, 0, 0, 1.6, 0)))
    .setAttribute('NORMAL', accessor('VEC3', Float32Array.of(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1)))
    .setAttribute('TEXCOORD_0', accessor('VEC2', Float32Array.of(0, 1, 1, 1, 1, 0, 0, 0)))
    .setAttribute('JOINTS_0', accessor('VEC4', Uint16Array.of(0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0)))
    .setAttribute('WEIGHTS_0', accessor('VEC4', Float32Array.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0.5, 0.5, 0, 0)))
    .setIndices(accessor('SCALAR', Uint16Array.of(0, 1, 2, 0, 2, 3)))
    .setMaterial(material);
  const skin = document.createSkin().addJoint(neck).addJoint(head);
  const mesh = document.createNode('Head mesh').setMesh(document.createMesh('Head').addPrimitive(primitive)).setSkin(skin);
  document.createScene().addChild(neck).addChild(mesh);
  return document;
}

const values = (record: ReadRecord | undefined) => (record?.properties[0] as { values: number[] }).values;
const objectsNamed = (records: ReadRecord[], name: string) => find(records, 'Objects')!.children.filter((record) => record.name === name);

describe('a textured, skinned glTF-Transform document as FBX', () => {
  const image = Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256);
  const { records } = readFbx(writeFbx(texturedDocument(image)));

  it('embeds the texture image in a Video and connects it to the material as its diffuse colour', () => {
    const [video] = objectsNamed(records, 'Video');
    expect(find(video!.children, 'Content')!.properties[0]).toEqual(image);
    expect(find(video!.children, 'Filename')!.properties[0]).toBe('face.jpg');
    const [texture] = objectsNamed(records, 'Texture');
    const [material] = objectsNamed(records, 'Material');
    expect(material!.properties[1]).toBe('Skin\x00\x01Material');
    const connections = find(records, 'Connections')!.children.map((record) => record.properties);
    expect(connections).toContainEqual(['OO', video!.properties[0], texture!.properties[0]]);
    expect(connections).toContainEqual(['OP', texture!.properties[0], material!.properties[0], 'DiffuseColor']);
    // No colour texture is added for a mesh that has its own.
    expect(objectsNamed(records, 'Video')).toHaveLength(1);
  });

  it('writes centimetres, triangles with their closing index, normals per corner and UVs with V flipped', () => {
    const [geometry] = objectsNamed(records, 'Geometry');
    expect(values(find(geometry!.children, 'Vertices')).map((value) => Math.round(value * 1000) / 1000)).toEqual([
      0, 140, 0, 10, 140, 0, 10, 160, 0, 0, 160, 0,
    ]);
    expect(values(find(geometry!.children, 'PolygonVertexIndex'))).toEqual([0, 1, -3, 0, 2, -4]);
    expect(values(find(geometry!.children, 'LayerElementNormal', 'Normals'))).toHaveLength(6 * 3);
    expect(values(find(geometry!.children, 'LayerElementUV', 'UV'))).toEqual([0, 0, 1, 0, 1, 1, 0, 1]);
    expect(values(find(geometry!.children, 'LayerElementUV', 'UVIndex'))).toEqual([0, 1, 2, 0, 2, 3]);
  });

  it('makes a LimbNode per joint under its parent, and a cluster per joint with its weights and bind matrices', () => {
    const models = objectsNamed(records, 'Model');
    const limbs = models.filter((model) => model.properties[2] === 'LimbNode');
    expect(limbs.map((limb) => limb.properties[1])).toEqual(['Neck\x00\x01Model', 'Head\x00\x01Model']);
    const connections = find(records, 'Connections')!.children.map((record) => record.properties);
    expect(connections).toContainEqual(['OO', limbs[1]!.properties[0], limbs[0]!.properties[0]]);
    const headRotation = find(limbs[1]!.children, 'Properties70')!.children.find((p) => p.properties[0] === 'Lcl Rotation')!;
    expect(headRotation.properties.slice(4).map((value) => Math.round(value as number) + 0)).toEqual([0, 90, 0]);

    const clusters = objectsNamed(records, 'Deformer').filter((deformer) => deformer.properties[2] === 'Cluster');
    const head = clusters.find((cluster) => cluster.properties[1] === 'Head\x00\x01SubDeformer')!;
    expect(values(find(head.children, 'Indexes'))).toEqual([2, 3]);
    expect(values(find(head.children, 'Weights'))).toEqual([1, 0.5]);
    // No inverse bind matrices here: the bind matrix is the joint's world matrix, in centimetres.
    const link = values(find(head.children, 'TransformLink'));
    expect(link.slice(12, 15).map((value) => Math.round(value) + 0)).toEqual([0, 150, 0]);
    expect(objectsNamed(records, 'Pose')).toHaveLength(1);
  });
});
