import type { Accessor, Document, Material, Node, Primitive } from '@gltf-transform/core';
import { Matrix3, Matrix4, Vector3 } from 'three';
import type { FbxJoint, FbxMaterial, FbxMesh, FbxScene } from './scene.js';
import { inverted } from './transform.js';

const triangles = 4;

function elements(accessor: Accessor | null, size: number, count: number, fallback?: number[]): Float64Array | undefined {
  if (!accessor && !fallback) return undefined;
  const out = new Float64Array(count * size);
  const element: number[] = [];
  for (let index = 0; index < count; index++) {
    const value = accessor ? accessor.getElement(index, element) : fallback!;
    for (let component = 0; component < size; component++) out[index * size + component] = value[component] ?? 1;
  }
  return out;
}

/** The skeleton: every joint of every skin, each with its nearest joint ancestor as parent. */
function jointsOf(document: Document): { joints: FbxJoint[]; nodes: Node[] } {
  const nodes: Node[] = [];
  const bindMatrices: Float64Array[] = [];
  for (const skin of document.getRoot().listSkins()) {
    const inverseBinds = skin.getInverseBindMatrices();
    skin.listJoints().forEach((joint, index) => {
      if (nodes.includes(joint)) return;
      nodes.push(joint);
      bindMatrices.push(inverseBinds ? inverted(inverseBinds.getElement(index, [])) : Float64Array.from(joint.getWorldMatrix()));
    });
  }
  const joints = nodes.map((joint, index): FbxJoint => {
    let parent = joint.getParentNode();
    while (parent && !nodes.includes(parent)) parent = parent.getParentNode();
    return {
      name: joint.getName() || `Joint${index}`,
      parent: parent ? nodes.indexOf(parent) : -1,
      translation: joint.getTranslation(),
      rotation: joint.getRotation(),
      scale: joint.getScale(),
      bindMatrix: bindMatrices[index]!,
    };
  });
  return { joints, nodes };
}

/** The nearest joint above a node: a rigid mesh (an eye on its joint) follows it with full weight. */
function carryingJoint(node: Node, jointNodes: Node[]): number {
  for (let parent = node.getParentNode(); parent; parent = parent.getParentNode()) {
    if (jointNodes.includes(parent)) return jointNodes.indexOf(parent);
  }
  return -1;
}

/** Area-weighted vertex normals, for a primitive that has none. */
function computedNormals(positions: Float64Array, indices: ArrayLike<number>): Float64Array {
  const normals = new Float64Array(positions.length);
  const [a, b, c] = [new Vector3(), new Vector3(), new Vector3()];
  for (let at = 0; at < indices.length; at += 3) {
    const corners = [indices[at]!, indices[at + 1]!, indices[at + 2]!];
    a.fromArray(positions, corners[0]! * 3);
    b.fromArray(positions, corners[1]! * 3).sub(a);
    c.fromArray(positions, corners[2]! * 3).sub(a);
    const face = b.cross(c);
    for (const corner of corners) for (let axis = 0; axis < 3; axis++) normals[corner * 3 + axis]! += face.getComponent(axis);
  }
  for (let at = 0; at < normals.length; at += 3) a.fromArray(normals, at).normalize().toArray(normals, at);
  return normals;
}

/**
 * A primitive's vertices in world space of the bind pose. glTF places a skinned mesh by its joints
 * alone (its node's transform is ignored), so only unskinned ones are moved by their node's matrix.
 */
function meshOf(node: Node, primitive: Primitive, name: string, jointNodes: Node[], material: number): FbxMesh {
  const count = primitive.getAttribute('POSITION')!.getCount();
  const positions = elements(primitive.getAttribute('POSITION'), 3, count)!;
  const indices = primitive.getIndices()?.getArray() ?? Uint32Array.from({ length: count }, (_, index) => index);
  const normals = elements(primitive.getAttribute('NORMAL'), 3, count) ?? computedNormals(positions, indices);
  const skin = node.getSkin();
  const mesh: FbxMesh = {
    name,
    indices,
    positions,
    normals,
    uvs: elements(primitive.getAttribute('TEXCOORD_0'), 2, count),
    colors: elements(primitive.getAttribute('COLOR_0'), 4, count),
    material,
  };
  if (skin) {
    const skinJoints = skin.listJoints().map((joint) => jointNodes.indexOf(joint));
    const joints = elements(primitive.getAttribute('JOINTS_0'), 4, count)!.map((joint) => skinJoints[joint]!);
    mesh.skin = { joints, weights: elements(primitive.getAttribute('WEIGHTS_0'), 4, count)! };
    return mesh;
  }
  const world = new Matrix4().fromArray(node.getWorldMatrix());
  const normalMatrix = new Matrix3().getNormalMatrix(world);
  const vector = new Vector3();
  for (let at = 0; at < positions.length; at += 3) {
    vector.fromArray(positions, at).applyMatrix4(world).toArray(positions, at);
    vector.fromArray(normals, at).applyMatrix3(normalMatrix).normalize().toArray(normals, at);
  }
  const joint = carryingJoint(node, jointNodes);
  if (joint >= 0) {
    mesh.skin = {
      joints: new Float64Array(count * 4).map((_, slot) => (slot % 4 === 0 ? joint : 0)),
      weights: new Float64Array(count * 4).map((_, slot) => (slot % 4 === 0 ? 1 : 0)),
    };
  }
  return mesh;
}

function materialOf(material: Material | null, index: number): FbxMaterial {
  const [red, green, blue] = material?.getBaseColorFactor() ?? [0.8, 0.8, 0.8, 1];
  const result: FbxMaterial = { name: material?.getName() || `Material${index}`, color: [red, green, blue] };
  const texture = material?.getBaseColorTexture();
  const image = texture?.getImage();
  if (texture && image) {
    const extension = texture.getMimeType() === 'image/jpeg' ? 'jpg' : 'png';
    result.texture = { fileName: `${texture.getName() || result.name}.${extension}`, image };
  }
  return result;
}

/**
 * The scene of a glTF-Transform document: its skins' joints as one skeleton, and each triangle
 * primitive of every mesh node as a mesh with its material. Morph targets and animations are left out.
 */
export function sceneFromDocument(document: Document): FbxScene {
  const { joints, nodes: jointNodes } = jointsOf(document);
  const materials: FbxMaterial[] = [];
  const materialIndex = new Map<Material | null, number>();
  const meshes: FbxMesh[] = [];
  for (const node of document.getRoot().listNodes()) {
    const primitives =
      node
        .getMesh()
        ?.listPrimitives()
        .filter((primitive) => primitive.getMode() === triangles) ?? [];
    primitives.forEach((primitive, index) => {
      const material = primitive.getMaterial();
      if (!materialIndex.has(material)) {
        materialIndex.set(material, materials.length);
        materials.push(materialOf(material, materials.length));
      }
      const base = node.getName() || node.getMesh()!.getName() || `Mesh${meshes.length}`;
      const name = primitives.length > 1 ? `${base}${index}` : base;
      meshes.push(meshOf(node, primitive, name, jointNodes, materialIndex.get(material)!));
    });
  }
  return { joints, meshes, materials };
}
