import { NodeIO, type Accessor, type Document, type Node, type Skin } from '@gltf-transform/core';
import type { Rgb } from './colours.js';
import { smoothstep } from './headMesh.js';
import { vertexNormals, type Vec3 } from './vector.js';

export interface HeadParts {
  head: { positions: Vec3[]; uvs: Array<[number, number]>; indices: number[] };
  hair: { positions: Vec3[]; indices: number[] };
  /** Where the head sits on the body: added to every position. */
  placement: Vec3;
  textureJpeg: Uint8Array;
  hairColour: Rgb;
}

const io = new NodeIO();

/** Over this height either side of the Head joint the weights pass from Neck to Head, as on the body's neck. */
const neckBlend = 0.04;

/** Skin weights of one vertex: [joint index in the skin, weight], summing to 1. */
type Influences = Array<[number, number]>;

/** glTF's colour factors are linear; photo colours are sRGB. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * Adds the photo head (textured) and the hair to the headless body's GLB, skinned with the body's
 * own skin, and writes one GLB with the texture embedded. Above the neck ring they follow `Head`
 * wholly; lower down the weights ramp to `Neck` exactly as the body's neck does at the same
 * height, so a turned head bends the seam with the neck instead of tearing it open.
 */
export async function avatarGlb(bodyGlb: Uint8Array, parts: HeadParts): Promise<Uint8Array> {
  const document = await io.readBinary(bodyGlb);
  const root = document.getRoot();
  const body = root.listNodes().find((node) => node.getName() === 'Body' && node.getSkin());
  if (!body) throw new Error('The body has no skinned mesh named Body');
  const skin = body.getSkin()!;
  const influences = neckRamp(skin);
  const scene = root.listScenes()[0]!;

  const texture = document.createTexture('Face').setImage(parts.textureJpeg).setMimeType('image/jpeg');
  const skinMaterial = document.createMaterial('PhotoHead').setBaseColorTexture(texture).setRoughnessFactor(0.7).setMetallicFactor(0);
  const hairMaterial = document
    .createMaterial('PhotoHair')
    .setBaseColorFactor([...parts.hairColour.map(linear), 1] as [number, number, number, number])
    .setRoughnessFactor(0.6)
    .setMetallicFactor(0);

  const placed = (positions: Vec3[]) =>
    positions.map(([x, y, z]): Vec3 => [x + parts.placement[0], y + parts.placement[1], z + parts.placement[2]]);
  scene.addChild(
    skinnedNode(document, skin, influences, 'PhotoHead', {
      positions: placed(parts.head.positions),
      indices: parts.head.indices,
      uvs: parts.head.uvs,
      material: skinMaterial,
    }),
  );
  scene.addChild(
    skinnedNode(document, skin, influences, 'PhotoHair', {
      positions: placed(parts.hair.positions),
      indices: parts.hair.indices,
      material: hairMaterial,
    }),
  );
  return io.writeBinary(document);
}

/** Weights by height: Neck below the Head joint's ring, Head above it, blended across it. */
function neckRamp(skin: Skin): (position: Vec3) => Influences {
  const joints = skin.listJoints();
  const [neck, head] = ['Neck', 'Head'].map((name) => joints.findIndex((joint) => joint.getName() === name));
  if (neck === undefined || head === undefined || neck < 0 || head < 0) throw new Error('The body has no Neck and Head joints');
  const headHeight = joints[head]!.getWorldTranslation()[1];
  return ([, y]) => {
    const onHead = smoothstep(-neckBlend, neckBlend, y - headHeight);
    return onHead < 1
      ? [
          [head, onHead],
          [neck, 1 - onHead],
        ]
      : [[head, 1]];
  };
}

function skinnedNode(
  document: Document,
  skin: Skin,
  influences: (position: Vec3) => Influences,
  name: string,
  mesh: { positions: Vec3[]; indices: number[]; uvs?: Array<[number, number]>; material: ReturnType<Document['createMaterial']> },
): Node {
  const buffer = document.getRoot().listBuffers()[0]!;
  const accessor = (
    type: Accessor['getType'] extends () => infer T ? T : never,
    array: Float32Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Uint32Array<ArrayBuffer> | Uint8Array<ArrayBuffer>,
  ) => document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const count = mesh.positions.length;
  const joints = new Uint8Array(count * 4);
  const weights = new Float32Array(count * 4);
  mesh.positions.forEach((position, vertex) => {
    influences(position).forEach(([joint, weight], slot) => {
      joints[vertex * 4 + slot] = joint;
      weights[vertex * 4 + slot] = weight;
    });
  });
  const primitive = document
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array(mesh.positions.flat())))
    .setAttribute('NORMAL', accessor('VEC3', new Float32Array(vertexNormals(mesh.positions, mesh.indices).flat())))
    .setAttribute('JOINTS_0', accessor('VEC4', joints))
    .setAttribute('WEIGHTS_0', accessor('VEC4', weights))
    .setIndices(accessor('SCALAR', new Uint32Array(mesh.indices)))
    .setMaterial(mesh.material);
  if (mesh.uvs) primitive.setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array(mesh.uvs.flat())));
  return document.createNode(name).setMesh(document.createMesh(name).addPrimitive(primitive)).setSkin(skin);
}
