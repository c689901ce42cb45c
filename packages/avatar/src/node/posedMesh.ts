import type { Document, Node, Primitive } from '@gltf-transform/core';
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { relaxedRotations, restingExpression } from '../pose.js';
import type { JointName } from '../rig.js';

/** An avatar's triangles in world space, in the relaxed pose with its resting expression, one attribute array per kind. */
export interface PosedMesh {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Unit normals, x, y, z per vertex. */
  normals: Float32Array;
  /** Linear RGB per vertex: the vertex colour times the material's base colour. */
  colours: Float32Array;
  /** The material's roughness per vertex (0 mirror, 1 matte). */
  roughness: Float32Array;
  /** Three vertex indices per triangle. */
  triangles: Uint32Array;
  /** Where each joint of the rig is, posed. */
  joints: Map<string, Vector3>;
}

/** Each joint's skinning matrix in the relaxed pose (the rig's joints rest unrotated: the pose sets their rotation). */
function posedJoints(nodes: Node[]): Map<Node, Matrix4> {
  const world = new Map<Node, Matrix4>();
  const worldOf = (node: Node): Matrix4 => {
    const known = world.get(node);
    if (known) return known;
    const rotation = relaxedRotations[node.getName() as JointName];
    const quaternion = rotation ? new Quaternion().setFromEuler(new Euler(...rotation)) : new Quaternion(...node.getRotation());
    const local = new Matrix4().compose(new Vector3(...node.getTranslation()), quaternion, new Vector3(...node.getScale()));
    const parent = node.getParentNode();
    const matrix = parent ? new Matrix4().multiplyMatrices(worldOf(parent), local) : local;
    world.set(node, matrix);
    return matrix;
  };
  for (const node of nodes) worldOf(node);
  return world;
}

/** The primitive's rest positions with the resting expression's morph targets applied. */
function restPositions(primitive: Primitive, targetNames: string[]): Float32Array {
  const positions = Float32Array.from(primitive.getAttribute('POSITION')!.getArray()!);
  primitive.listTargets().forEach((target, index) => {
    const weight = restingExpression[targetNames[index] ?? ''] ?? 0;
    const deltas = target.getAttribute('POSITION')?.getArray();
    if (weight && deltas) for (let i = 0; i < positions.length; i++) positions[i]! += weight * deltas[i]!;
  });
  return positions;
}

/** Reads every skinned primitive of an avatar's GLB and skins it into the relaxed pose. */
export function posedMeshOf(document: Document): PosedMesh {
  let skinJoints: Node[] = [];
  let vertexBase = 0;
  const out = {
    positions: [] as number[],
    normals: [] as number[],
    colours: [] as number[],
    roughness: [] as number[],
    triangles: [] as number[],
  };
  for (const node of document.getRoot().listNodes()) {
    const mesh = node.getMesh();
    const skin = node.getSkin();
    if (!mesh || !skin) continue;
    skinJoints = skin.listJoints();
    const posed = posedJoints(skinJoints);
    const inverseBind = skin.getInverseBindMatrices()!.getArray()!;
    const skinning = skinJoints.map(
      (joint, index) => new Matrix4().multiplyMatrices(posed.get(joint)!, new Matrix4().fromArray(inverseBind, index * 16)).elements,
    );
    const targetNames = (mesh.getExtras() as { targetNames?: string[] }).targetNames ?? [];
    for (const primitive of mesh.listPrimitives()) {
      const material = primitive.getMaterial();
      const [baseR, baseG, baseB] = material?.getBaseColorFactor() ?? [1, 1, 1, 1];
      const roughness = material?.getRoughnessFactor() ?? 1;
      const positions = restPositions(primitive, targetNames);
      const normals = primitive.getAttribute('NORMAL')!.getArray()!;
      const colourAttribute = primitive.getAttribute('COLOR_0');
      const colours = colourAttribute?.getArray();
      const colourSize = colourAttribute?.getElementSize() ?? 3;
      const joints = primitive.getAttribute('JOINTS_0')!.getArray()!;
      const weights = primitive.getAttribute('WEIGHTS_0')!.getArray()!;
      const count = positions.length / 3;
      const m = new Float64Array(16);
      for (let v = 0; v < count; v++) {
        m.fill(0);
        for (let k = 0; k < 4; k++) {
          const weight = weights[v * 4 + k]!;
          if (weight === 0) continue;
          const joint = skinning[joints[v * 4 + k]!]!;
          for (let e = 0; e < 16; e++) m[e]! += weight * joint[e]!;
        }
        const [x, y, z] = [positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!];
        out.positions.push(
          m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
          m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
          m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
        );
        const [nx, ny, nz] = [normals[v * 3]!, normals[v * 3 + 1]!, normals[v * 3 + 2]!];
        const [tx, ty, tz] = [
          m[0]! * nx + m[4]! * ny + m[8]! * nz,
          m[1]! * nx + m[5]! * ny + m[9]! * nz,
          m[2]! * nx + m[6]! * ny + m[10]! * nz,
        ];
        const length = Math.hypot(tx, ty, tz) || 1;
        out.normals.push(tx / length, ty / length, tz / length);
        const [r, g, b] = colours ? [colours[v * colourSize]!, colours[v * colourSize + 1]!, colours[v * colourSize + 2]!] : [1, 1, 1];
        out.colours.push(r * baseR, g * baseG, b * baseB);
        out.roughness.push(roughness);
      }
      const indices = primitive.getIndices()?.getArray() ?? Uint32Array.from({ length: count }, (_, index) => index);
      for (const index of indices) out.triangles.push(vertexBase + index);
      vertexBase += count;
    }
  }
  const joints = new Map<string, Vector3>();
  const posed = posedJoints(skinJoints);
  for (const joint of skinJoints) joints.set(joint.getName(), new Vector3().setFromMatrixPosition(posed.get(joint)!));
  return {
    positions: Float32Array.from(out.positions),
    normals: Float32Array.from(out.normals),
    colours: Float32Array.from(out.colours),
    roughness: Float32Array.from(out.roughness),
    triangles: Uint32Array.from(out.triangles),
    joints,
  };
}
