import { doubles, ints, node, objectName, type FbxNode } from './record.js';
import type { FbxMesh } from './scene.js';

/** Each joint's vertices and weights in one mesh: FBX stores weights per joint (a Cluster), not per vertex. */
export function weightsByJoint({ skin }: FbxMesh): Map<number, { indexes: number[]; weights: number[] }> {
  const byJoint = new Map<number, { indexes: number[]; weights: number[] }>();
  if (!skin) return byJoint;
  const vertices = skin.weights.length / 4;
  for (let vertex = 0; vertex < vertices; vertex++) {
    let total = 0;
    for (let slot = 0; slot < 4; slot++) total += skin.weights[vertex * 4 + slot]!;
    if (total <= 0) continue;
    for (let slot = 0; slot < 4; slot++) {
      const weight = skin.weights[vertex * 4 + slot]! / total;
      if (weight <= 0) continue;
      const joint = skin.joints[vertex * 4 + slot]!;
      let entry = byJoint.get(joint);
      if (!entry) byJoint.set(joint, (entry = { indexes: [], weights: [] }));
      entry.indexes.push(vertex);
      entry.weights.push(weight);
    }
  }
  return byJoint;
}

export function skinRecord(id: bigint, meshName: string): FbxNode {
  return node(
    'Deformer',
    [id, objectName(meshName, 'Deformer'), 'Skin'],
    [node('Version', [101]), node('Link_DeformAcuracy', [{ type: 'D', value: 50 }])],
  );
}

/**
 * One joint's cluster: its vertices and weights, `TransformLink` the joint's bind matrix and
 * `Transform` the mesh's matrix relative to it (the mesh sits at the origin, so its inverse).
 */
export function clusterRecord(
  id: bigint,
  jointName: string,
  { indexes, weights }: { indexes: number[]; weights: number[] },
  link: Float64Array,
  transform: Float64Array,
): FbxNode {
  return node(
    'Deformer',
    [id, objectName(jointName, 'SubDeformer'), 'Cluster'],
    [
      node('Version', [100]),
      node('UserData', ['', '']),
      node('Indexes', [ints(indexes)]),
      node('Weights', [doubles(weights)]),
      node('Transform', [doubles(transform)]),
      node('TransformLink', [doubles(link)]),
    ],
  );
}
