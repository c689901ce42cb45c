import { NodeIO, type Document } from '@gltf-transform/core';
import { avatarPresets, jointNames } from '@meshwork/avatar';
import { avatarFiles } from '@meshwork/avatar/node';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFbx } from '../src/index.js';

const run = promisify(execFile);

/** What Blender's importer made of the file (test/blenderReport.py). */
interface BlenderReport {
  meshes: Array<{
    name: string;
    vertices: number;
    faces: number;
    uv_layers: string[];
    vertex_groups: number;
    armature_modifier: boolean;
    /** [vertex, r, g, b]: the texture's colour at sampled vertices' UVs. */
    texels: Array<[number, number, number, number]>;
    materials: Array<{ name: string; images: Array<{ packed: boolean; size: [number, number] }> }>;
  }>;
  armature: { bones: number; names: string[]; heads: Record<string, [number, number, number]> };
  deformation: { moved: number; error: number; still_moved: number };
}

/** A linear colour channel as an sRGB byte, as images store it. */
function srgbByte(linear: number): number {
  return Math.round(255 * (linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055));
}

/** Per mesh of the avatar's document: vertices, triangles and how many joints weigh on it. */
function meshFacts(document: Document) {
  return document
    .getRoot()
    .listNodes()
    .filter((node) => node.getMesh())
    .map((node) => {
      const primitive = node.getMesh()!.listPrimitives()[0]!;
      const [joints, weights] = [primitive.getAttribute('JOINTS_0')!, primitive.getAttribute('WEIGHTS_0')!];
      const used = new Set<number>();
      for (let vertex = 0; vertex < joints.getCount(); vertex++) {
        const [slots, amounts] = [joints.getElement(vertex, []), weights.getElement(vertex, [])];
        slots.forEach((joint, slot) => amounts[slot]! > 0 && used.add(joint));
      }
      return {
        name: node.getName(),
        vertices: primitive.getAttribute('POSITION')!.getCount(),
        triangles: primitive.getIndices()!.getCount() / 3,
        joints: used.size,
        colours: primitive.getAttribute('COLOR_0')!,
      };
    });
}

describe("the creator's avatar as FBX, read by assimp and Blender", () => {
  let folder: string;
  let document: Document;
  let assimp: string;
  let blender: BlenderReport;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'meshwork-fbx-'));
    const { glb } = await avatarFiles(avatarPresets.noor!, { name: 'Noor', author: 'Meshwork' });
    document = await new NodeIO().readBinary(glb);
    const file = join(folder, 'noor.fbx');
    await writeFile(file, writeFbx(document));
    assimp = (await run('assimp', ['info', file])).stdout;
    // One Blender launch for every check: it takes seconds.
    const script = new URL('./blenderReport.py', import.meta.url).pathname;
    const { stdout } = await run(
      'blender',
      ['-b', '--factory-startup', '--python', script, '--', file, 'LeftLowerArm', 'LeftHand', 'Head'],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const line = stdout.split('\n').find((text) => text.startsWith('FBX_REPORT '));
    if (!line) throw new Error(`Blender printed no report:\n${stdout}`);
    blender = JSON.parse(line.slice('FBX_REPORT '.length)) as BlenderReport;
  }, 180_000);

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('assimp reads every mesh with its triangles and bones, the skeleton and the embedded textures', () => {
    const facts = meshFacts(document);
    const count = (label: string) => Number(new RegExp(`^${label}:\\s+(\\d+)`, 'm').exec(assimp)?.[1]);
    expect(count('Meshes')).toBe(facts.length);
    expect(count('Faces')).toBe(facts.reduce((sum, mesh) => sum + mesh.triangles, 0));
    expect(count('Bones')).toBe(facts.reduce((sum, mesh) => sum + mesh.joints, 0));
    expect(count('Textures \\(embed.\\)')).toBe(facts.length);
    expect(count('Materials')).toBe(facts.length);
    for (const mesh of facts) {
      // "    0 (Body): [vertices / bones / faces | triangle]": assimp splits vertices its own way, so faces and bones are compared.
      const line = new RegExp(`\\(${mesh.name}\\): \\[\\d+ / (\\d+) / (\\d+) \\| triangle\\]`).exec(assimp);
      expect(line?.slice(1).map(Number), mesh.name).toEqual([mesh.joints, mesh.triangles]);
    }
    // The node tree lists each joint under its parent, ending with the meshes.
    for (const joint of jointNames) expect(assimp).toMatch(new RegExp(`╴${joint}$`, 'm'));
  });

  it('Blender imports each mesh with its vertices, faces, UVs, embedded texture and vertex groups', () => {
    const facts = meshFacts(document);
    expect(blender.meshes.map((mesh) => mesh.name).sort()).toEqual(facts.map((mesh) => mesh.name).sort());
    for (const fact of facts) {
      const mesh = blender.meshes.find((candidate) => candidate.name === fact.name)!;
      expect({ vertices: mesh.vertices, faces: mesh.faces, groups: mesh.vertex_groups }, fact.name).toEqual({
        vertices: fact.vertices,
        faces: fact.triangles,
        groups: fact.joints,
      });
      expect(mesh.uv_layers).toEqual(['UVMap']);
      expect(mesh.armature_modifier).toBe(true);
      const images = mesh.materials.flatMap((material) => material.images);
      expect(images).toHaveLength(1);
      expect(images[0]!.packed).toBe(true);
      expect(images[0]!.size[0]).toBeGreaterThanOrEqual(8);
      // The texture at a vertex's UV is the vertex's colour: the UVs (V flipped) land on its square.
      const colours = fact.colours;
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
