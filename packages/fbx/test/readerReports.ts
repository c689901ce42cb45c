import type { Document } from '@gltf-transform/core';
import { jointNames } from '@meshwork/avatar';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { writeFbx } from '../src/index.js';

const run = promisify(execFile);

/** What Blender's importer made of the file (test/blenderReport.py). */
export interface BlenderReport {
  meshes: Array<{
    name: string;
    vertices: number;
    faces: number;
    uv_layers: string[];
    vertex_groups: number;
    armature_modifier: boolean;
    /** [vertex, r, g, b]: the texture's colour at sampled vertices' UVs. */
    texels: Array<[number, number, number, number]>;
    materials: Array<{ name: string; images: Array<{ packed: boolean; size: [number, number]; format: string }> }>;
  }>;
  armature: { bones: number; names: string[]; heads: Record<string, [number, number, number]> };
  deformation: {
    mesh: string;
    moved: number;
    error: number;
    still_moved: number;
    /** A vertex weighted between the posed bone and its parent, if the follower's meshes have one. */
    blended: { mesh: string; weight: number; moved: number; wholly: number } | null;
  };
}

/** `assimp info` of the file: its summary and node tree, as printed. */
async function assimpInfo(file: string): Promise<string> {
  return (await run('assimp', ['info', file])).stdout;
}

/** A count from assimp's summary, such as "Meshes:  3". */
export function assimpCount(info: string, label: string): number {
  return Number(new RegExp(`^${label}:\\s+(\\d+)`, 'm').exec(info)?.[1]);
}

/**
 * One Blender launch for every check (it takes seconds): imports the file, turns `posed` a quarter
 * and reports where a vertex wholly on `follower` (`Bone` or `Mesh:Bone`) and one on `still` went.
 */
async function blenderReport(file: string, posed: string, follower: string, still: string): Promise<BlenderReport> {
  const script = new URL('./blenderReport.py', import.meta.url).pathname;
  const { stdout } = await run('blender', ['-b', '--factory-startup', '--python', script, '--', file, posed, follower, still], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = stdout.split('\n').find((text) => text.startsWith('FBX_REPORT '));
  if (!line) throw new Error(`Blender printed no report:\n${stdout}`);
  return JSON.parse(line.slice('FBX_REPORT '.length)) as BlenderReport;
}

/**
 * Writes the document as FBX and reads it with both readers: `assimp info`, and Blender posing
 * `posed` (see blenderReport). The file is removed afterwards.
 */
export async function readWithBoth(
  document: Document,
  pose: { posed: string; follower: string; still: string },
): Promise<{ assimp: string; blender: BlenderReport }> {
  const folder = await mkdtemp(join(tmpdir(), 'meshwork-fbx-'));
  try {
    const file = join(folder, 'avatar.fbx');
    await writeFile(file, writeFbx(document));
    return { assimp: await assimpInfo(file), blender: await blenderReport(file, pose.posed, pose.follower, pose.still) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Per mesh of the avatar's document: vertices, triangles and how many joints weigh on it. */
export function meshFacts(document: Document) {
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
        colours: primitive.getAttribute('COLOR_0'),
        texture: primitive.getMaterial()?.getBaseColorTexture() ?? null,
      };
    });
}

type MeshFacts = ReturnType<typeof meshFacts>;

/** assimp's totals and each mesh's faces and bones match the document; the node tree has every joint. */
export function expectAssimpMeshes(info: string, facts: MeshFacts): void {
  expect(assimpCount(info, 'Faces')).toBe(facts.reduce((sum, mesh) => sum + mesh.triangles, 0));
  expect(assimpCount(info, 'Bones')).toBe(facts.reduce((sum, mesh) => sum + mesh.joints, 0));
  for (const mesh of facts) {
    // "    0 (Body): [vertices / bones / faces | triangle]": assimp splits vertices its own way, so faces and bones are compared.
    const line = new RegExp(`\\(${mesh.name}\\): \\[\\d+ / (\\d+) / (\\d+) \\| triangle\\]`).exec(info);
    expect(line?.slice(1).map(Number), mesh.name).toEqual([mesh.joints, mesh.triangles]);
  }
  // The node tree lists each joint under its parent, ending with the meshes.
  for (const joint of jointNames) expect(info).toMatch(new RegExp(`╴${joint}$`, 'm'));
}

/** Blender has the document's meshes, each with its vertices, faces, a vertex group per joint and the armature. */
export function expectBlenderMeshes(report: BlenderReport, facts: MeshFacts): void {
  expect(report.meshes.map((mesh) => mesh.name).sort()).toEqual(facts.map((mesh) => mesh.name).sort());
  for (const fact of facts) {
    const mesh = report.meshes.find((candidate) => candidate.name === fact.name)!;
    expect({ vertices: mesh.vertices, faces: mesh.faces, groups: mesh.vertex_groups }, fact.name).toEqual({
      vertices: fact.vertices,
      faces: fact.triangles,
      groups: fact.joints,
    });
    expect(mesh.armature_modifier, fact.name).toBe(true);
  }
}
