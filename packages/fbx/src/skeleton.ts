import { centimetres } from './geometry.js';
import { double, node, objectName, p, pVector, type FbxNode } from './record.js';
import type { FbxJoint } from './scene.js';
import { eulerDegrees } from './transform.js';

/** A Model's transform properties, relative to its parent. */
export function transformProperties(translation: ArrayLike<number>, rotation: ArrayLike<number>, scale: ArrayLike<number>): FbxNode[] {
  return [
    pVector('Lcl Translation', 'Lcl Translation', '', translation),
    pVector('Lcl Rotation', 'Lcl Rotation', '', rotation),
    pVector('Lcl Scaling', 'Lcl Scaling', '', scale),
  ];
}

/** A Model object: a mesh or a joint (`LimbNode`). */
export function modelRecord(id: bigint, name: string, kind: 'Mesh' | 'LimbNode', properties: FbxNode[]): FbxNode {
  return node(
    'Model',
    [id, objectName(name, 'Model'), kind],
    [node('Version', [232]), node('Properties70', [], properties), node('Shading', [true]), node('Culling', ['CullingOff'])],
  );
}

/** A joint as a LimbNode model and the NodeAttribute that makes it a skeleton node. */
export function jointRecords(modelId: bigint, attributeId: bigint, joint: FbxJoint): FbxNode[] {
  const translation = joint.translation.map((value) => value * centimetres);
  return [
    node(
      'NodeAttribute',
      [attributeId, objectName(joint.name, 'NodeAttribute'), 'LimbNode'],
      [node('Properties70', [], [p('Size', 'double', 'Number', '', double(10))]), node('TypeFlags', ['Skeleton'])],
    ),
    modelRecord(modelId, joint.name, 'LimbNode', transformProperties(translation, eulerDegrees(joint.rotation), joint.scale)),
  ];
}
