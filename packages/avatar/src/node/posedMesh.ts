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
  const skinned = document
    .getRoot()
    .listNodes()
    .filter((node) => node.getMesh() && node.getSkin());
  const primitives = skinned.flatMap((node) =>
    node
      .getMesh()!
      .listPrimitives()
      .map((primitive) => ({ node, primitive })),
  );
  const vertexCount = primitives.reduce((sum, { primitive }) => sum + primitive.getAttribute('POSITION')!.getCount(), 0);
  const triangleCount = primitives.reduce((sum, { primitive }) => sum + (primitive.getIndices()?.getCount() ?? 0) / 3, 0);
  const mesh: PosedMesh = {
    positions: new Float32Array(vertexCount * 3),
    normals: new Float32Array(vertexCount * 3),
    colours: new Float32Array(vertexCount * 3),
    roughness: new Float32Array(vertexCount),
    triangles: new Uint32Array(triangleCount * 3),
    joints: new Map(),
  };
  let vertexBase = 0;
  let triangleBase = 0;
  const blended = new Float64Array(16);
  for (const { node, primitive } of primitives) {
    const skin = node.getSkin()!;
    const posed = posedJoints(skin.listJoints());
    const inverseBind = skin.getInverseBindMatrices()!.getArray()!;
    const skinning = skin
      .listJoints()
      .map((joint, index) => new Matrix4().multiplyMatrices(posed.get(joint)!, new Matrix4().fromArray(inverseBind, index * 16)).elements);
    const material = primitive.getMaterial();
    const [baseR, baseG, baseB] = material?.getBaseColorFactor() ?? [1, 1, 1, 1];
    const roughness = material?.getRoughnessFactor() ?? 1;
    const positions = restPositions(primitive, (node.getMesh()!.getExtras() as { targetNames?: string[] }).targetNames ?? []);
    const normals = primitive.getAttribute('NORMAL')!.getArray()!;
    const colourAttribute = primitive.getAttribute('COLOR_0');
    const colours = colourAttribute?.getArray();
    const colourSize = colourAttribute?.getElementSize() ?? 3;
    const joints = primitive.getAttribute('JOINTS_0')!.getArray()!;
    const weights = primitive.getAttribute('WEIGHTS_0')!.getArray()!;
    const count = positions.length / 3;
    const moved = skinning.map((matrix) => matrix.some((value, index) => Math.abs(value - (index % 5 === 0 ? 1 : 0)) > 1e-9));
    const moves = (v: number) =>
      moved[joints[v * 4]!]! || moved[joints[v * 4 + 1]!]! || moved[joints[v * 4 + 2]!]! || moved[joints[v * 4 + 3]!]!;
    const setColour = (v: number) => {
      const out = (vertexBase + v) * 3;
      mesh.colours[out] = (colours ? colours[v * colourSize]! : 1) * baseR;
      mesh.colours[out + 1] = (colours ? colours[v * colourSize + 1]! : 1) * baseG;
      mesh.colours[out + 2] = (colours ? colours[v * colourSize + 2]! : 1) * baseB;
      mesh.roughness[vertexBase + v] = roughness;
    };
    for (let v = 0; v < count; v++) {
      if (!moves(v)) {
        // Only posed joints and their children move a vertex: the rest stay where the GLB has them.
        mesh.positions.set(positions.subarray(v * 3, v * 3 + 3), (vertexBase + v) * 3);
        mesh.normals.set(normals.subarray(v * 3, v * 3 + 3), (vertexBase + v) * 3);
        setColour(v);
        continue;
      }
      blended.fill(0);
      for (let k = 0; k < 4; k++) {
        const weight = weights[v * 4 + k]!;
        if (weight === 0) continue;
        const matrix = skinning[joints[v * 4 + k]!]!;
        for (let e = 0; e < 16; e++) blended[e]! += weight * matrix[e]!;
      }
      const m = blended;
      const out = (vertexBase + v) * 3;
      const x = positions[v * 3]!;
      const y = positions[v * 3 + 1]!;
      const z = positions[v * 3 + 2]!;
      mesh.positions[out] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
      mesh.positions[out + 1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
      mesh.positions[out + 2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
      const nx = normals[v * 3]!;
      const ny = normals[v * 3 + 1]!;
      const nz = normals[v * 3 + 2]!;
      const tx = m[0]! * nx + m[4]! * ny + m[8]! * nz;
      const ty = m[1]! * nx + m[5]! * ny + m[9]! * nz;
      const tz = m[2]! * nx + m[6]! * ny + m[10]! * nz;
      const length = Math.hypot(tx, ty, tz) || 1;
      mesh.normals[out] = tx / length;
      mesh.normals[out + 1] = ty / length;
      mesh.normals[out + 2] = tz / length;
      setColour(v);
    }
    const indices = primitive.getIndices()!.getArray()!;
    for (let i = 0; i < indices.length; i++) mesh.triangles[triangleBase + i] = vertexBase + indices[i]!;
    vertexBase += count;
    triangleBase += indices.length;
  }
  const joints = skinned[0]!.getSkin()!.listJoints();
  const posed = posedJoints(joints);
  for (const joint of joints) mesh.joints.set(joint.getName(), new Vector3().setFromMatrixPosition(posed.get(joint)!));
  return mesh;
}
