import { encodeFbx } from './encode.js';
import { geometryRecord } from './geometry.js';
import { definitionsRecord, headerRecords } from './header.js';
import { materialRecord, textureRecords } from './material.js';
import { doubles, node, objectName, type FbxNode } from './record.js';
import type { FbxScene } from './scene.js';
import { jointRecords, modelRecord, transformProperties } from './skeleton.js';
import { clusterRecord, skinRecord, weightsByJoint } from './skin.js';
import { inverted, matrixInCentimetres } from './transform.js';

const identity = Float64Array.of(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1);
/** The scene's root in Connections. */
const root = 0n;

/**
 * Collects the Objects and their Connections (child, then parent). Object ids are the file's own
 * (64-bit, any value but 0).
 */
class FbxObjects {
  readonly records: FbxNode[] = [];
  readonly connections: FbxNode[] = [];
  readonly counts: Record<string, number> = {};
  private nextId = 1_000_000n;

  add(record: FbxNode): bigint {
    this.records.push(record);
    this.counts[record.name] = (this.counts[record.name] ?? 0) + 1;
    return record.properties[0]!.value as bigint;
  }

  id(): bigint {
    return this.nextId++;
  }

  connect(child: bigint, parent: bigint, property?: string): void {
    this.connections.push(node('C', property ? ['OP', child, parent, property] : ['OO', child, parent]));
  }
}

/** The skeleton's LimbNodes under their parents; returns each joint's model id. */
function addSkeleton(objects: FbxObjects, scene: FbxScene): bigint[] {
  const ids = scene.joints.map((joint) => {
    const [attribute, model] = jointRecords(objects.id(), objects.id(), joint);
    const attributeId = objects.add(attribute!);
    const modelId = objects.add(model!);
    objects.connect(attributeId, modelId);
    return modelId;
  });
  scene.joints.forEach((joint, index) => objects.connect(ids[index]!, joint.parent < 0 ? root : ids[joint.parent]!));
  return ids;
}

/** The materials that meshes use (each with its texture); returns their ids by index. */
function addMaterials(objects: FbxObjects, scene: FbxScene): Array<bigint | undefined> {
  const used = new Set(scene.meshes.map((mesh) => mesh.material));
  return scene.materials.map((material, index) => {
    if (!used.has(index)) return undefined;
    const materialId = objects.add(materialRecord(objects.id(), material));
    if (material.texture) {
      const [video, texture] = textureRecords(objects.id(), objects.id(), material.name, material.texture);
      const videoId = objects.add(video!);
      const textureId = objects.add(texture!);
      objects.connect(videoId, textureId);
      objects.connect(textureId, materialId, 'DiffuseColor');
    }
    return materialId;
  });
}

/** Each mesh as a Model at the origin with its Geometry, material, and a Skin of one Cluster per joint that moves it. */
function addMeshes(objects: FbxObjects, scene: FbxScene, jointIds: bigint[], materialIds: Array<bigint | undefined>): bigint[] {
  const bindMatrices = scene.joints.map((joint) => matrixInCentimetres(joint.bindMatrix));
  return scene.meshes.map((mesh) => {
    const modelId = objects.add(modelRecord(objects.id(), mesh.name, 'Mesh', transformProperties([0, 0, 0], [0, 0, 0], [1, 1, 1])));
    const geometryId = objects.add(geometryRecord(objects.id(), mesh));
    objects.connect(modelId, root);
    objects.connect(geometryId, modelId);
    objects.connect(materialIds[mesh.material]!, modelId);
    if (mesh.skin) {
      const skinId = objects.add(skinRecord(objects.id(), mesh.name));
      objects.connect(skinId, geometryId);
      for (const [joint, weights] of weightsByJoint(mesh)) {
        const link = bindMatrices[joint]!;
        const clusterId = objects.add(clusterRecord(objects.id(), scene.joints[joint]!.name, weights, link, inverted(link)));
        objects.connect(clusterId, skinId);
        objects.connect(jointIds[joint]!, clusterId);
      }
    }
    return modelId;
  });
}

/** The bind pose: every mesh and joint with its world matrix when the skin was bound. */
function bindPoseRecord(id: bigint, entries: Array<{ id: bigint; matrix: Float64Array }>): FbxNode {
  return node(
    'Pose',
    [id, objectName('BindPose', 'Pose'), 'BindPose'],
    [
      node('Type', ['BindPose']),
      node('Version', [100]),
      node('NbPoseNodes', [entries.length]),
      ...entries.map((entry) => node('PoseNode', [], [node('Node', [entry.id]), node('Matrix', [doubles(entry.matrix)])])),
    ],
  );
}

/** A binary FBX 7.4 file of the scene. */
export function writeFbxScene(scene: FbxScene): Uint8Array {
  const objects = new FbxObjects();
  const jointIds = addSkeleton(objects, scene);
  const materialIds = addMaterials(objects, scene);
  const meshIds = addMeshes(objects, scene, jointIds, materialIds);
  if (jointIds.length > 0) {
    const entries = [
      ...meshIds.map((id) => ({ id, matrix: identity })),
      ...jointIds.map((id, index) => ({ id, matrix: matrixInCentimetres(scene.joints[index]!.bindMatrix) })),
    ];
    objects.add(bindPoseRecord(objects.id(), entries));
  }
  return encodeFbx([
    ...headerRecords(),
    definitionsRecord(objects.counts),
    node('Objects', [], objects.records),
    node('Connections', [], objects.connections),
  ]);
}
