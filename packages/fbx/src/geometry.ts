import { doubles, ints, node, objectName, type FbxNode } from './record.js';
import type { FbxMesh } from './scene.js';

/** Metres (glTF) to centimetres (the file's unit). */
export const centimetres = 100;

/** FBX marks a polygon's last vertex by storing its index as -(index + 1). */
function polygonVertexIndex(indices: ArrayLike<number>): Int32Array {
  const out = Int32Array.from(indices);
  for (let at = 2; at < out.length; at += 3) out[at] = -out[at]! - 1;
  return out;
}

/** A layer element of per-vertex values, indexed per polygon vertex through the triangles' indices. */
function indexedLayer(element: string, name: string, valuesName: string, values: ArrayLike<number>, indices: ArrayLike<number>): FbxNode {
  return node(
    element,
    [0],
    [
      node('Version', [101]),
      node('Name', [name]),
      node('MappingInformationType', ['ByPolygonVertex']),
      node('ReferenceInformationType', ['IndexToDirect']),
      node(valuesName, [doubles(values)]),
      node(`${valuesName === 'UV' ? 'UV' : 'Color'}Index`, [ints(indices)]),
    ],
  );
}

/** Normals per polygon vertex, as Autodesk's tools write them (`ByPolygonVertex`, `Direct`). */
function normalLayer({ normals, indices }: FbxMesh): FbxNode {
  const perCorner = new Float64Array(indices.length * 3);
  for (let corner = 0; corner < indices.length; corner++) {
    const vertex = indices[corner]!;
    for (let axis = 0; axis < 3; axis++) perCorner[corner * 3 + axis] = normals[vertex * 3 + axis]!;
  }
  return node(
    'LayerElementNormal',
    [0],
    [
      node('Version', [102]),
      node('Name', ['']),
      node('MappingInformationType', ['ByPolygonVertex']),
      node('ReferenceInformationType', ['Direct']),
      node('Normals', [doubles(perCorner)]),
    ],
  );
}

/** glTF's v runs down the image, FBX's up. */
function flippedUvs(uvs: ArrayLike<number>): Float64Array {
  const out = Float64Array.from(uvs);
  for (let at = 1; at < out.length; at += 2) out[at] = 1 - out[at]!;
  return out;
}

/** The Geometry object of a mesh: control points in centimetres, triangles, normals, UVs, colours, one material. */
export function geometryRecord(id: bigint, mesh: FbxMesh): FbxNode {
  const layers: FbxNode[] = [normalLayer(mesh)];
  if (mesh.uvs) layers.push(indexedLayer('LayerElementUV', 'UVMap', 'UV', flippedUvs(mesh.uvs), mesh.indices));
  if (mesh.colors) layers.push(indexedLayer('LayerElementColor', 'Color', 'Colors', mesh.colors, mesh.indices));
  layers.push(
    node(
      'LayerElementMaterial',
      [0],
      [
        node('Version', [101]),
        node('Name', ['']),
        node('MappingInformationType', ['AllSame']),
        node('ReferenceInformationType', ['IndexToDirect']),
        node('Materials', [ints([0])]),
      ],
    ),
  );
  const layer = node(
    'Layer',
    [0],
    [node('Version', [100]), ...layers.map((element) => node('LayerElement', [], [node('Type', [element.name]), node('TypedIndex', [0])]))],
  );
  return node(
    'Geometry',
    [id, objectName(mesh.name, 'Geometry'), 'Mesh'],
    [
      node('Properties70'),
      node('GeometryVersion', [124]),
      node('Vertices', [doubles(Float64Array.from(mesh.positions, (value) => value * centimetres))]),
      node('PolygonVertexIndex', [ints(polygonVertexIndex(mesh.indices))]),
      ...layers,
      layer,
    ],
  );
}
