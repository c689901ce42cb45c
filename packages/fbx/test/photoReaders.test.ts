import { NodeIO, type Document } from '@gltf-transform/core';
import { jointNames } from '@meshwork/avatar';
import { photoAvatarGlb } from '@meshwork/avatar-photo';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assimpCount, expectAssimpMeshes, expectBlenderMeshes, meshFacts, readWithBoth, type BlenderReport } from './readerReports.js';

/** The committed test photo (its licence is in the fixtures' ATTRIBUTION.md). */
const astronaut = new URL('../../avatar-photo/test/fixtures/astronaut.jpg', import.meta.url);

describe('the photo avatar as FBX, read by assimp and Blender', () => {
  let document: Document;
  let assimp: string;
  let blender: BlenderReport;

  beforeAll(async () => {
    document = await new NodeIO().readBinary(await photoAvatarGlb(new Uint8Array(readFileSync(astronaut)), 'female'));
    ({ assimp, blender } = await readWithBoth(document, { posed: 'Head', follower: 'PhotoHead:Head', still: 'LeftHand' }));
  }, 180_000);

  it('assimp reads the body, head and hair with their triangles and bones, the skeleton and the embedded photo', () => {
    const facts = meshFacts(document);
    expect(facts.map((mesh) => mesh.name).sort()).toEqual(['Body', 'PhotoHair', 'PhotoHead']);
    expect(assimpCount(assimp, 'Meshes')).toBe(3);
    // The photo, and the body's palette made from its vertex colours; the hair is one flat colour.
    expect(assimpCount(assimp, 'Textures \\(embed.\\)')).toBe(facts.filter((mesh) => mesh.texture || mesh.colours).length);
    expectAssimpMeshes(assimp, facts);
  });

  it('Blender imports each mesh with its vertices, faces, UVs and vertex groups, and the photo as a packed 1024² JPEG', () => {
    const facts = meshFacts(document);
    expectBlenderMeshes(blender, facts);
    const head = blender.meshes.find((mesh) => mesh.name === 'PhotoHead')!;
    expect(head.uv_layers).toEqual(['UVMap']);
    // The head weighs on Head and, at the neck seam, on Neck.
    expect(head.vertex_groups).toBe(2);
    const photo = head.materials.flatMap((material) => material.images);
    expect(photo).toEqual([expect.objectContaining({ packed: true, size: [1024, 1024], format: 'JPEG' })]);
  });

  it('Blender builds the 23 bones of the rig', () => {
    expect(jointNames).toHaveLength(23);
    expect(blender.armature.bones).toBe(23);
    expect([...blender.armature.names].sort()).toEqual([...jointNames].sort());
  });

  it('a quarter turn of Head in Blender carries a face vertex where the turn takes it and leaves the hands', () => {
    expect(blender.deformation.mesh).toBe('PhotoHead');
    expect(blender.deformation.moved).toBeGreaterThan(0.05);
    expect(blender.deformation.error).toBeLessThan(1e-4);
    expect(blender.deformation.still_moved).toBeLessThan(1e-6);
  });

  it('a vertex at the neck seam moves partly with Head, by its weight, so the turned head does not tear', () => {
    const seam = blender.deformation.blended!;
    expect(seam.mesh).toBe('PhotoHead');
    expect(seam.weight).toBeGreaterThan(0.2);
    expect(seam.weight).toBeLessThan(0.8);
    expect(seam.wholly).toBeGreaterThan(0.01);
    expect(seam.moved / seam.wholly).toBeCloseTo(seam.weight, 3);
  });
});
