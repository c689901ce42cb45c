import { NodeIO, type Document } from '@gltf-transform/core';
import { avatarPresets, jointNames } from '@meshwork/avatar';
import { avatarFiles } from '@meshwork/avatar/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { assimpCount, expectAssimpMeshes, expectBlenderMeshes, meshFacts, readWithBoth, type BlenderReport } from './readerReports.js';

/** A linear colour channel as an sRGB byte, as images store it. */
function srgbByte(linear: number): number {
  return Math.round(255 * (linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055));
}

describe("the creator's avatar as FBX, read by assimp and Blender", () => {
  let document: Document;
  let assimp: string;
  let blender: BlenderReport;

  beforeAll(async () => {
    const { glb } = await avatarFiles(avatarPresets.noor!, { name: 'Noor', author: 'Meshwork' });
    document = await new NodeIO().readBinary(glb);
    ({ assimp, blender } = await readWithBoth(document, { posed: 'LeftLowerArm', follower: 'LeftHand', still: 'Head' }));
  }, 180_000);

  it('assimp reads every mesh with its triangles and bones, the skeleton and the embedded textures', () => {
    const facts = meshFacts(document);
    const count = (label: string) => assimpCount(assimp, label);
    expect(count('Meshes')).toBe(facts.length);
    expect(count('Textures \\(embed.\\)')).toBe(facts.length);
    expect(count('Materials')).toBe(facts.length);
    expectAssimpMeshes(assimp, facts);
  });

  it('Blender imports each mesh with its vertices, faces, UVs, embedded texture and vertex groups', () => {
    const facts = meshFacts(document);
    expectBlenderMeshes(blender, facts);
    for (const fact of facts) {
      const mesh = blender.meshes.find((candidate) => candidate.name === fact.name)!;
      expect(mesh.uv_layers).toEqual(['UVMap']);
      const images = mesh.materials.flatMap((material) => material.images);
      expect(images).toHaveLength(1);
      expect(images[0]!.packed).toBe(true);
      expect(images[0]!.size[0]).toBeGreaterThanOrEqual(8);
      // The texture at a vertex's UV is the vertex's colour: the UVs (V flipped) land on its square.
      const colours = fact.colours!;
      expect(mesh.texels.length, fact.name).toBeGreaterThanOrEqual(40);
      for (const [vertex, ...texel] of mesh.texels) {
        const expected = colours.getElement(vertex, []).slice(0, 3).map(srgbByte);
        texel.forEach((channel, at) => expect(Math.abs(channel - expected[at]!), `${fact.name} vertex ${vertex}`).toBeLessThanOrEqual(1));
      }
    }
  });

  it('Blender builds the armature with every joint where the avatar has it', () => {
    expect(blender.armature.bones).toBe(jointNames.length);
    expect([...blender.armature.names].sort()).toEqual([...jointNames].sort());
    for (const joint of ['Hips', 'Head', 'LeftLowerArm', 'RightFoot']) {
      const node = document
        .getRoot()
        .listNodes()
        .find((candidate) => candidate.getName() === joint)!;
      const [x, y, z] = node.getWorldMatrix().slice(12, 15) as [number, number, number];
      // Blender is Z up: glTF's (x, y, z) is its (x, -z, y), in metres after the file's centimetres.
      const head = blender.armature.heads[joint]!;
      expect(head[0], joint).toBeCloseTo(x, 4);
      expect(head[1], joint).toBeCloseTo(-z, 4);
      expect(head[2], joint).toBeCloseTo(y, 4);
    }
  });

  it('turning the elbow in Blender carries the hand with it and leaves the head where it was', () => {
    // A vertex bound wholly to the hand moves with the lower arm's quarter turn, to where the turn takes it.
    expect(blender.deformation.moved).toBeGreaterThan(0.2);
    expect(blender.deformation.error).toBeLessThan(1e-4);
    expect(blender.deformation.still_moved).toBeLessThan(1e-6);
  });
});
